import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { SERVER_MESSAGES } from '@powerpay/shared';

/** Errors the router raises before any route runs, as `{ msg }` and never quoting the path back. */
const routerMessages: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
};

export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error: { code?: string; statusCode?: number },
  _request: FastifyRequest,
  reply: FastifyReply,
) => {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply
    .status(status)
    .send({ msg: routerMessages[error.code ?? ''] ?? SERVER_MESSAGES.invalidRequest });
};

const socketMessages: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long.'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
  HPE_URI_TOO_LONG: [414, 'The address is too long.'],
};

/**
 * Node's HTTP parser refusing a request (headers too large, a malformed request line): answered on
 * the socket, before Fastify has a request, with the same `{ msg }` body as every other error.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, msg] = socketMessages[error.code ?? ''] ?? [400, SERVER_MESSAGES.invalidRequest];
  const body = JSON.stringify({ msg });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
