import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, ErrorCode } from '../../lib/errors.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read `/metrics` (decision 046): the bearer of METRICS_TOKEN, or a scraper on this host that
 * came straight to the port. A request through a proxy (it names a client in X-Forwarded-For or
 * Forwarded) is refused without the token even when the proxy itself is on loopback.
 */
function mayRead(request: FastifyRequest, token: string | undefined): boolean {
  const authorization = request.headers.authorization;
  if (token && authorization?.startsWith('Bearer ')) {
    return timingSafeEqual(digest(authorization.slice('Bearer '.length)), digest(token));
  }
  const isProxied = Boolean(
    request.headers['x-forwarded-for'] ?? request.headers.forwarded ?? request.headers['x-real-ip'],
  );
  return !isProxied && LOOPBACK.has(request.socket.remoteAddress ?? '');
}

/** `GET /metrics`: the Prometheus text exposition (decision 046). Outside /api: no rate limit, no session. */
export async function metricsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayRead(request, app.ctx.env.METRICS_TOKEN)) {
      throw new AppError(ErrorCode.FORBIDDEN, {
        message: 'Metrics are served on this host, or with the metrics token.',
      });
    }
    const body = await app.ctx.metrics.render();
    return reply
      .header('content-type', app.ctx.metrics.contentType)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
