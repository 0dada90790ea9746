import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffAuditLog, users } from '../../db/schema/index.ts';

export interface StaffActionRecord {
  actorId: string;
  /** e.g. `purchase.refund`, `lead.update`, `staff.grant`. */
  action: string;
  targetType: 'purchase' | 'lead' | 'message' | 'user';
  targetId: string;
  before: unknown;
  after: unknown;
}

/** Appends one row to the staff audit log (the table refuses updates and deletes; decision 022). */
export async function recordStaffAction(db: Database, record: StaffActionRecord): Promise<void> {
  await db
    .insert(staffAuditLog)
    .values({ ...record, before: record.before ?? null, after: record.after ?? null });
}

export async function listStaffActions(db: Database, { limit, offset }: { limit: number; offset: number }) {
  return db
    .select({ entry: staffAuditLog, actorEmail: users.email })
    .from(staffAuditLog)
    .innerJoin(users, eq(users.id, staffAuditLog.actorId))
    .orderBy(desc(staffAuditLog.createdAt))
    .limit(limit)
    .offset(offset);
}
