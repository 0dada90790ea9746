import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ErrorCode } from '../../lib/errors.ts';

/** Says when to try again, in the largest unit that reads naturally. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) {
    const seconds = Math.max(1, retryAfterSeconds);
    return `Too many attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

function readEmail(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/**
 * A preHandler limiting one action (sign-in, registration, forgot-password) per client IP and per
 * e-mail address: the IP limit stops one machine trying many accounts, the e-mail limit stops many
 * machines trying one account. Counters live in this process's memory, per app instance.
 */
export function limitAuthAttempts(app: FastifyInstance, action: string) {
  const { AUTH_RATE_LIMIT_PER_IP, AUTH_RATE_LIMIT_PER_EMAIL, AUTH_RATE_LIMIT_WINDOW_MINUTES } = app.ctx.env;
  const timeWindow = AUTH_RATE_LIMIT_WINDOW_MINUTES * 60 * 1000;
  const limitByIp = app.createRateLimit({
    max: AUTH_RATE_LIMIT_PER_IP,
    timeWindow,
    keyGenerator: (request) => `${action}:ip:${request.ip}`,
  });
  const limitByEmail = app.createRateLimit({
    max: AUTH_RATE_LIMIT_PER_EMAIL,
    timeWindow,
    keyGenerator: (request) => `${action}:email:${readEmail(request)}`,
  });

  return async function checkAuthAttempts(request: FastifyRequest, reply: FastifyReply) {
    const checks = [limitByIp];
    if (readEmail(request)) checks.push(limitByEmail);

    for (const check of checks) await refuseWhenExceeded(check, request, reply);
  };
}

type RateLimitCheck = ReturnType<FastifyInstance['createRateLimit']>;

async function refuseWhenExceeded(check: RateLimitCheck, request: FastifyRequest, reply: FastifyReply) {
  const result = await check(request);
  if (result.isAllowed || !result.isExceeded) return;

  reply.header('retry-after', result.ttlInSeconds);
  throw new AppError(ErrorCode.RATE_LIMITED, { message: tooManyAttemptsMessage(result.ttlInSeconds) });
}

/**
 * A preHandler (after requireUser) limiting password changes per account, as sign-in is limited per
 * e-mail: a stolen session must not try old passwords without end. Every attempt counts.
 */
export function limitPasswordChanges(app: FastifyInstance) {
  const { AUTH_RATE_LIMIT_PER_EMAIL, AUTH_RATE_LIMIT_WINDOW_MINUTES } = app.ctx.env;
  const limitByUser = app.createRateLimit({
    max: AUTH_RATE_LIMIT_PER_EMAIL,
    timeWindow: AUTH_RATE_LIMIT_WINDOW_MINUTES * 60 * 1000,
    keyGenerator: (request) => `password-change:user:${request.user?.id ?? request.ip}`,
  });
  return async function checkPasswordChanges(request: FastifyRequest, reply: FastifyReply) {
    await refuseWhenExceeded(limitByUser, request, reply);
  };
}
