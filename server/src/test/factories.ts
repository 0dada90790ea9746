import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { createSession } from '../lib/auth/session-store.ts';

/**
 * A user with a live session, straight in the database, for tests of features other
 * than accounts (which go through the register and login routes instead).
 */
export async function createSignedInUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${randomBytes(6).toString('hex')}@example.com`,
      firstName: 'Ada',
      lastName: 'Okafor',
      phone: '08031234567',
      passwordHash: 'not-a-real-hash',
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('user not created');

  const { token } = await createSession(db, { userId: user.id, ttlDays: 1 });
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}
