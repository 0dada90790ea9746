import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError, INTERNAL_MESSAGE, NOT_FOUND_MESSAGE } from './errors.ts';

type ErrorMap = Record<string, string[]>;

function addError(errors: ErrorMap, field: string, message: string) {
  (errors[field] ??= []).push(message);
}

/** 422 body: the first message (schema field order follows SPEC.md's order) and every message by field. */
function validationBody(issues: { field: string; message: string }[]) {
  const errors: ErrorMap = {};
  for (const issue of issues) addError(errors, issue.field || 'body', issue.message);
  return { msg: issues[0]?.message ?? 'Invalid request', errors };
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
