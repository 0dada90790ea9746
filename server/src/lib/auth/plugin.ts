import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthenticated } from '../errors.ts';
import { findSessionUser, type SessionUser, type UserRow } from './session-store.ts';
import { hashSecret } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` (always) and `optionalUser` (when a live session is sent). */
    user?: UserRow;
    sessionId?: string;
  }
  interface FastifyInstance {
    /** preHandler for signed-in routes: 403 with a clear message unless the session is live. */
    requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** `requireUser` that always asks the database, even on a read (staff routes). */
    requireUserFromDatabase(request: FastifyRequest, reply: FastifyReply): Promise<void>;
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

/** Reads change nothing, so they may use a remembered session; writes always check (decision 017). */
function isRead(request: FastifyRequest): boolean {
  return request.method === 'GET' || request.method === 'HEAD';
}

export const authPlugin = fp(async (app) => {
  const cache = app.ctx.sessionCache;

  async function lookUp(token: string, mayRemember: boolean): Promise<SessionUser | undefined> {
    const tokenHash = hashSecret(token);
    if (!mayRemember) return findSessionUser(app.ctx.db, tokenHash);

    const now = Date.now();
    const remembered = cache.find(tokenHash, now);
    if (remembered) return remembered;
    const generation = cache.generation;
    const found = await findSessionUser(app.ctx.db, tokenHash);
    if (found) cache.remember(tokenHash, found, generation, now);
    return found;
  }

  async function attach(
    request: FastifyRequest,
    { isRequired, mayRemember }: { isRequired: boolean; mayRemember: boolean },
  ) {
    const token = readBearer(request);
    if (token === undefined || token === '') {
      if (isRequired) throw unauthenticated(SIGN_IN_MESSAGE);
      return;
    }

    const found = await lookUp(token, mayRemember && isRead(request));
    if (!found) {
      if (isRequired) throw unauthenticated(SESSION_EXPIRED_MESSAGE);
      return;
    }
    request.user = found.user;
    request.sessionId = found.sessionId;
  }

  app.decorateRequest('user', undefined);
  app.decorateRequest('sessionId', undefined);
  app.decorate('requireUser', (request: FastifyRequest) =>
    attach(request, { isRequired: true, mayRemember: true }),
  );
  app.decorate('requireUserFromDatabase', (request: FastifyRequest) =>
    attach(request, { isRequired: true, mayRemember: false }),
  );
  app.decorate('optionalUser', (request: FastifyRequest) =>
    attach(request, { isRequired: false, mayRemember: true }),
  );

  // A customer's own write (sign-out, a new password, a profile change) shows on their next read in
  // this process at once; other processes hear of it from the database (migration 0009).
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.user && !isRead(request)) cache.forgetUser(request.user.id);
    done(null, payload);
  });
});

/** The signed-in user of a route guarded by `requireUser`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthenticated(SIGN_IN_MESSAGE);
  return request.user;
}
