import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Database, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function setRole(db: Database, { userId, role }: { userId: string; role: string }) {
  const [row] = await db.update(users).set({ role }).where(eq(users.id, userId)).returning();
  return row ?? null;
}

export async function listStaff(db: Database) {
  return db.select().from(users).where(eq(users.role, 'staff')).orderBy(asc(users.email));
}
