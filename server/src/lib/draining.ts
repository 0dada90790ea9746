import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the instance begins to stop: readiness fails first, so a balancer stops sending to it (decision 046). */
    draining: { readonly isDraining: boolean; start(): void };
  }
}

/** Still answered while draining: the probes (readiness says "draining" itself) and the metrics scrape. */
const ANSWERED_WHILE_DRAINING = /^\/(api\/v1\/health(\/|$|\?)|metrics(\?|$))/;
const READS = new Set(['GET', 'HEAD']);

/**
 * `app.draining`: from SIGTERM until the instance stops listening (SHUTDOWN_GRACE_MS, decision 046).
 * Meanwhile readiness answers 503, and so does every other read (GET, HEAD), with Retry-After: a read is
 * safe to repeat, so a balancer (nginx's proxy_next_upstream, decision 055) sends it to another instance
 * and counts this one failed, and sends nothing more here before the port closes. A port closed while
 * a balancer still sends to it resets the connections it has not accepted yet, and a POST cut that way
 * cannot be retried (it may have arrived). Writes are still answered: one may be a payment on its way.
 */
export function registerDraining(app: FastifyInstance): void {
  let isDraining = false;
  app.decorate('draining', {
    get isDraining() {
      return isDraining;
    },
    start() {
      isDraining = true;
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!isDraining || !READS.has(request.method) || ANSWERED_WHILE_DRAINING.test(request.url)) {
      done();
      return;
    }
    void reply
      .status(503)
      .header('retry-after', '1')
      .header('connection', 'close')
      .send({ msg: 'Shutting down: please try again' });
  });
}
