import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { VALIDATION_MESSAGES } from '@powerpay/shared';
import { AppError, INTERNAL_MESSAGE, NOT_FOUND_MESSAGE } from './errors.ts';

type ErrorMap = Record<string, string[]>;

function addError(errors: ErrorMap, field: string, message: string) {
  (errors[field] ??= []).push(message);
}

/** 422 body: the first message (in the form's field order, docs/product.md §5) and every message by field. */
function validationBody(issues: { field: string; message: string }[]) {
  const errors: ErrorMap = {};
  for (const issue of issues) addError(errors, issue.field || 'body', issue.message);
  return { msg: issues[0]?.message ?? 'Invalid request', errors };
}

/**
 * PostgreSQL refusing the bytes of a value (a NUL, a lone surrogate in jsonb): only a client's input
 * can cause it. The shared schemas refuse these first; this is the net under any field they miss.
 */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05', '22P02']);

function isUnstorableText(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNSTORABLE_TEXT_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const clientMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type. Send JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length.',
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.status(422).send(validationBody(issues));
    }

    if (error instanceof ZodError) {
      const issues = error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
      return reply.status(422).send(validationBody(issues));
    }

    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'service error');
      const body = error.errors ? { msg: error.message, errors: error.errors } : { msg: error.message };
      return reply.status(error.statusCode).send(body);
    }

    if (isUnstorableText(error)) {
      request.log.warn({ err: error }, 'input the database cannot store refused');
      return reply.status(422).send({ msg: VALIDATION_MESSAGES.unsupportedCharacters });
    }

    const status = error.statusCode ?? 500;
    if (status === 404) return reply.status(404).send({ msg: NOT_FOUND_MESSAGE });
    if (status >= 400 && status < 500) {
      const message = clientMessages[error.code] ?? error.message;
      return reply.status(status).send({ msg: message });
    }

    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return reply.status(500).send({ msg: INTERNAL_MESSAGE });
  });
}
