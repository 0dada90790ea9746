import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { UserRow } from '../../lib/auth/session-store.ts';

type NewUser = typeof users.$inferInsert;
type UserChanges = Partial<
  Pick<
    NewUser,
    | 'firstName'
    | 'lastName'
    | 'phone'
    | 'passwordHash'
    | 'reminder'
    | 'reminderFrequency'
    | 'reminderDay'
    | 'email'
    | 'emailVerifiedAt'
    | 'pendingEmail'
  >
>;

/** E-mails match whatever their case (the unique index is on lower(email)). */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return user;
}

export async function findUserById(db: Database, userId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

/** Inserts the user, or returns undefined when the e-mail (in any case) is already registered. */
export async function insertUser(db: Database, values: NewUser): Promise<UserRow | undefined> {
  const [user] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return user;
}

export async function updateUser(
  db: Database,
  { userId, changes }: { userId: string; changes: UserChanges },
): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ ...changes, lastUpdated: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return user;
}
