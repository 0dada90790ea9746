import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthenticated } from '../errors.ts';
import { findSessionUser, type UserRow } from './session-store.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` (always) and `optionalUser` (when a live session is sent). */
    user?: UserRow;
    sessionId?: string;
  }
  interface FastifyInstance {
    /** preHandler for signed-in routes: 403 with a clear message unless the session is live. */
    requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler for routes guests may use too: attaches the user when a live session is sent. */
    optionalUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

export const SIGN_IN_MESSAGE = 'Please sign in to continue.';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

function readBearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : '';
}

export const authPlugin = fp(async (app) => {
  async function attach(request: FastifyRequest, isRequired: boolean) {
    const token = readBearer(request);
    if (token === undefined || token === '') {
      if (isRequired) throw unauthenticated(SIGN_IN_MESSAGE);
      return;
    }

    const found = await findSessionUser(app.ctx.db, token);
    if (!found) {
      if (isRequired) throw unauthenticated(SESSION_EXPIRED_MESSAGE);
      return;
    }
    request.user = found.user;
    request.sessionId = found.sessionId;
  }

  app.decorateRequest('user', undefined);
  app.decorateRequest('sessionId', undefined);
  app.decorate('requireUser', (request: FastifyRequest) => attach(request, true));
  app.decorate('optionalUser', (request: FastifyRequest) => attach(request, false));
});

/** The signed-in user of a route guarded by `requireUser`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthenticated(SIGN_IN_MESSAGE);
  return request.user;
}
