import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { generateSecret, hashSecret } from './tokens.ts';

export type UserRow = typeof users.$inferSelect;

/** A live session as a request sees it. */
export interface SessionUser {
  user: UserRow;
  sessionId: string;
  expiresAt: Date;
}

/** Creates a session and returns the bearer token (shown once, stored hashed). */
export async function createSession(db: Database, { userId, ttlDays }: { userId: string; ttlDays: number }) {
  const token = generateSecret();
  const expiresAt = new Date(Date.now() + ttlDays * 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({ userId, tokenHash: hashSecret(token), expiresAt });
  return { token, expiresAt };
}

function prepareFindSessionUser(db: Database) {
  return db
    .select({ user: users, sessionId: sessions.id, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('find_session_user');
}

/** Every signed-in request runs this lookup: built and prepared once per database, not per call. */
const preparedLookups = new WeakMap<Database, ReturnType<typeof prepareFindSessionUser>>();

/** The user behind a live (unexpired, unrevoked) session, by its token's hash, if any: one query. */
export async function findSessionUser(db: Database, tokenHash: string): Promise<SessionUser | undefined> {
  let lookup = preparedLookups.get(db);
  if (!lookup) {
    lookup = prepareFindSessionUser(db);
    preparedLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ tokenHash, now: new Date() });
  return row;
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Revokes every session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(
  db: Database,
  { userId, keepSessionId }: { userId: string; keepSessionId?: string },
): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}
