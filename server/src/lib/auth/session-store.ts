import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { generateSecret, hashSecret } from './tokens.ts';

export type UserRow = typeof users.$inferSelect;

/** Creates a session and returns the bearer token (shown once, stored hashed). */
export async function createSession(db: Database, { userId, ttlDays }: { userId: string; ttlDays: number }) {
  const token = generateSecret();
  const expiresAt = new Date(Date.now() + ttlDays * 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({ userId, tokenHash: hashSecret(token), expiresAt });
  return { token, expiresAt };
}

/** The user behind a live (unexpired, unrevoked) session token, if any. */
export async function findSessionUser(db: Database, token: string) {
  const [row] = await db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, hashSecret(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
    )
    .limit(1);
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
