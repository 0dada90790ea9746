import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Counted by trackInFlightRequests until its answer is sent. */
    isInFlight: boolean;
  }
}

/** Longer than any request takes, shorter than the server's 15 s shutdown deadline. */
const DRAIN_TIMEOUT_MS = 10_000;
const DRAIN_POLL_MS = 10;

/**
 * Counts requests whose handler has not answered yet, so that shutdown can wait for them before the
 * database closes. Fastify's close stops accepting and resolves once the sockets are gone, but a
 * client that hangs up mid-request (a load test ending, a browser tab closed) leaves its handler
 * running: without this, it would meet a closed pool ("Cannot use a pool after calling end").
 * A request counts until its answer is sent (`onSend` runs for answers, errors and 404s alike),
 * whether or not the client is still there to read it.
 */
export function trackInFlightRequests(app: FastifyInstance): {
  readonly count: number;
  drain(): Promise<void>;
} {
  // A count and a flag rather than a Set of requests: this runs on every request (decision 017).
  let inFlight = 0;
  app.decorateRequest('isInFlight', false);
  app.addHook('onRequest', (request, _reply, done) => {
    request.isInFlight = true;
    inFlight += 1;
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    // onSend runs again when an error replaces an answer; the request counts once.
    if (request.isInFlight) {
      request.isInFlight = false;
      inFlight -= 1;
    }
    done(null, payload);
  });

  return {
    /** Requests not answered yet. */
    get count() {
      return inFlight;
    },
    async drain() {
      const deadline = Date.now() + DRAIN_TIMEOUT_MS;
      while (inFlight > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS));
      }
    },
  };
}
