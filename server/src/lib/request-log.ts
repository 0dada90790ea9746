import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, when it is answered, instead of Fastify's two ("incoming request" and
 * "request completed"). The line carries the request id, the method and
 * path (the `req` serializer in lib/logger.ts keeps query strings, which may carry secrets, out), the
 * status and the response time. Errors are still logged by Fastify as "request errored".
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    // The app's logger with the request id in the line, not `reply.log`: the same line without making
    // the request's own logger (lib/lazy-request-logger.ts).
    request.server.log.info(
      { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}
