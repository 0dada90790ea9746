import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  auditResponses,
  beneficiaries,
  emailVerifications,
  passwordResets,
  savedCards,
  sessions,
  signInDevices,
  staffAuditLog,
  users,
} from '../../db/schema/index.ts';
import type { UserRow } from '../../lib/auth/session-store.ts';

/** What replaces a staff member's words about an erased customer, and an erased colleague's e-mail. */
export const REMOVED_NOTE = '(removed with the customer’s account)';
export const ERASED_STAFF = '(a deleted account)';

/**
 * Notes staff wrote on the customer's purchases (closing one, in its timeline) may name them: the
 * words go, the fact that a note was written stays (decision 040).
 */
export async function redactStaffNotesOn(db: Database, purchaseIds: string[]) {
  if (purchaseIds.length === 0) return;
  const ids = sql.join(
    purchaseIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await db.execute(sql`UPDATE purchase_reviews SET close_note = ${REMOVED_NOTE}
    WHERE purchase_id IN (${ids}) AND coalesce(close_note, '') <> ''`);
  await db.execute(sql`UPDATE purchase_events SET detail = jsonb_set(detail, '{note}', to_jsonb(${REMOVED_NOTE}::text))
    WHERE purchase_id IN (${ids}) AND kind = 'staff_action' AND coalesce(detail->>'note', '') <> ''`);
}

/**
 * Removes the user row, or, for a former member of staff the unchangeable audit log names as the actor
 * (its key refuses the row's deletion), keeps the row under its id alone: no name, e-mail, phone or
 * password, and nothing hanging on it. The log still says which account acted, never who (decision 040).
 */
export async function removeUserRow(db: Database, user: UserRow) {
  const [acted] = await db
    .select({ id: staffAuditLog.id })
    .from(staffAuditLog)
    .where(eq(staffAuditLog.actorId, user.id))
    .limit(1);
  if (!acted) {
    await db.delete(users).where(eq(users.id, user.id));
    return;
  }
  for (const table of [
    sessions,
    passwordResets,
    emailVerifications,
    signInDevices,
    beneficiaries,
    savedCards,
    auditResponses,
  ])
    await db.delete(table).where(eq(table.userId, user.id));
  await db.execute(sql`UPDATE purchase_events SET detail = jsonb_set(detail, '{staff}', to_jsonb(${ERASED_STAFF}::text))
    WHERE kind = 'staff_action' AND lower(detail->>'staff') = ${user.email.toLowerCase()}`);
  await db
    .update(users)
    .set({
      email: `deleted-${user.id}@deleted.invalid`,
      firstName: '',
      lastName: '',
      phone: '',
      passwordHash: '',
      role: 'customer',
      reminder: false,
      reminderFrequency: null,
      reminderDay: null,
      emailVerifiedAt: null,
      pendingEmail: null,
      lastUpdated: new Date(),
    })
    .where(eq(users.id, user.id));
}
