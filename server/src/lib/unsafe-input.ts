import type { FastifyInstance } from 'fastify';
import { findUnsafeText, VALIDATION_MESSAGES } from '@powerpay/shared';
import { AppError, ErrorCode } from './errors.ts';

/**
 * A NUL byte or a lone surrogate in a path or query value (`/purchase/%00`, `?name=%00`) can never
 * be a real reference or search, and PostgreSQL refuses both. Bodies are checked by their shared
 * zod schemas (so the web form says the same); paths and query strings of every route here.
 */
export function registerUnsafeInputGuard(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request and never waits for anything.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const [part, values] of [
      ['params', request.params],
      ['query', request.query],
    ] as const) {
      const field = findUnsafeText(values);
      if (field === null) continue;
      const name = field || part;
      done(
        new AppError(ErrorCode.VALIDATION, {
          message: VALIDATION_MESSAGES.unsupportedCharacters,
          errors: { [name]: [VALIDATION_MESSAGES.unsupportedCharacters] },
        }),
      );
      return;
    }
    done();
  });
}
