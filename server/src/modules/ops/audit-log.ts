import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffAuditLog, users } from '../../db/schema/index.ts';

export interface StaffActionRecord {
  actorId: string;
  /** e.g. `purchase.refund`, `lead.update`, `staff.grant`. */
  action: string;
  targetType: 'purchase' | 'lead' | 'message' | 'user';
  targetId: string;
  /**
   * States, flags and counts only: never a name, e-mail, phone or free text, so the log can stay
   * unchangeable while a customer's account is erased (decision 040).
   */
  before: unknown;
  after: unknown;
}

/** Appends one row to the staff audit log (the table refuses UPDATE, DELETE and TRUNCATE; decisions 022, 040). */
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
