import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxPayments } from '../../db/schema/index.ts';

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
export type SandboxOutcome = 'success' | 'failed' | 'abandoned';

/** Records a new pending checkout; false when the reference was used before (nothing is changed). */
export async function insertPendingSandboxPayment(
  db: Database,
  values: Pick<typeof sandboxPayments.$inferInsert, 'reference' | 'amountKobo' | 'currency' | 'email' | 'callbackUrl'>,
): Promise<boolean> {
  const inserted = await db
    .insert(sandboxPayments)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing({ target: sandboxPayments.reference })
    .returning({ reference: sandboxPayments.reference });
  return inserted.length === 1;
}

export async function findSandboxPayment(db: Database, reference: string): Promise<SandboxPaymentRow | null> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, reference)).limit(1);
  return row ?? null;
}

/**
 * Ends a pending checkout; answers the finished row, or null when it was not pending any more
 * (a second click of Pay changes nothing).
 */
export async function finishSandboxPayment(
  db: Database,
  reference: string,
  outcome: SandboxOutcome,
  now: Date,
): Promise<SandboxPaymentRow | null> {
  const [row] = await db
    .update(sandboxPayments)
    .set({ status: outcome, paidAt: outcome === 'success' ? now : null, updatedAt: now })
    .where(and(eq(sandboxPayments.reference, reference), eq(sandboxPayments.status, 'pending')))
    .returning();
  return row ?? null;
}
