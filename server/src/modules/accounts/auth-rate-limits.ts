import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { counterKey, takeAttempt, type AttemptRule } from '../../lib/limits/attempt-counters.ts';
import { authRules, refuseUnlessAllowed } from './sign-in-throttle.ts';

function readEmail(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/**
 * A preHandler limiting one action (registration, forgot-password) per client IP and per e-mail address:
 * the IP limit stops one machine trying many accounts, the e-mail limit stops many machines flooding one
 * inbox. The counters live in the database, shared by every instance and kept over restarts (decision 041).
 * Sign-in has its own throttle (`sign-in-throttle.ts`).
 */
export function limitAuthAttempts(app: FastifyInstance, action: string) {
  const rules = authRules(app.ctx.env);
  return async function checkAuthAttempts(request: FastifyRequest, reply: FastifyReply) {
    const { db } = app.ctx;
    refuseUnlessAllowed(await takeAttempt(db, counterKey(action, 'ip', request.ip), rules.perAddress), reply);
    const email = readEmail(request);
    if (email)
      refuseUnlessAllowed(await takeAttempt(db, counterKey(action, 'email', email), rules.perEmail), reply);
  };
}

/**
 * A preHandler (after requireUser) limiting password changes per account, as sign-in is limited per
 * e-mail: a stolen session must not try old passwords without end. Every attempt counts.
 */
export function limitPasswordChanges(app: FastifyInstance) {
  return limitAccountAction(app, 'password-change', authRules(app.ctx.env).perEmail);
}

/** A preHandler (after requireUser) counting one action of the signed-in account under `rule`. */
export function limitAccountAction(app: FastifyInstance, action: string, rule: AttemptRule) {
  return async function checkAccountAction(request: FastifyRequest, reply: FastifyReply) {
    const subject = request.user?.id ?? request.ip;
    refuseUnlessAllowed(await takeAttempt(app.ctx.db, counterKey(action, 'user', subject), rule), reply);
  };
}
