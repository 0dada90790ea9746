import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Env } from '../env.ts';
import { serializeError } from './log-redaction.ts';

/** Anything that can carry a secret is censored before a log line is written. */
const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-paystack-signature"]',
  'req.headers["api-key"]',
  'req.headers["secret-key"]',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.token',
  '*.receiptKey',
  '*.key',
  '*.passwordHash',
  '*.authorizationCode',
  '*.authorization_code',
  '*.password_hash',
  '*.email',
  '*.phone',
  '*.params',
];

/** Tests stay quiet unless they pass a `stream` to read what the app logs. */
export function buildLoggerOptions(
  env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>,
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  return {
    level: env.NODE_ENV === 'test' && !stream ? 'silent' : env.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      err: serializeError,
      error: serializeError,
      req: (request: { method: string; url: string; id: string }) => ({
        method: request.method,
        // Query strings may carry a reset token or a receipt key.
        url: request.url.split('?')[0],
        id: request.id,
      }),
    },
  };
}
