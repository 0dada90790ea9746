import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditResponses } from '../../db/schema/index.ts';

export type AuditResponseRow = typeof auditResponses.$inferSelect;
export type NewAuditResponse = Omit<typeof auditResponses.$inferInsert, 'id' | 'createdAt'>;

export async function insert(db: Database, response: NewAuditResponse): Promise<AuditResponseRow> {
  const [row] = await db.insert(auditResponses).values(response).returning();
  if (!row) throw new Error('audit response insert returned no row');
  return row;
}

/** One page of the customer's responses, newest first (served by the user + created_at index). */
export async function listByUser(
  db: Database,
  { userId, limit, offset }: { userId: string; limit: number; offset: number },
): Promise<{ rows: AuditResponseRow[]; total: number }> {
  const isOwner = eq(auditResponses.userId, userId);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(auditResponses)
      .where(isOwner)
      .orderBy(desc(auditResponses.createdAt), desc(auditResponses.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(auditResponses).where(isOwner),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findByIdForUser(
  db: Database,
  { userId, id }: { userId: string; id: string },
): Promise<AuditResponseRow | undefined> {
  const [row] = await db
    .select()
    .from(auditResponses)
    .where(and(eq(auditResponses.id, id), eq(auditResponses.userId, userId)));
  return row;
}

/** Any response by id, for jobs that act on behalf of its owner (delivery of the report). */
export async function findById(db: Database, id: string): Promise<AuditResponseRow | undefined> {
  const [row] = await db.select().from(auditResponses).where(eq(auditResponses.id, id));
  return row;
}
