import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { builtOnce } from '../../db/built-once.ts';
import type { Database } from '../../db/client.ts';
import { encodedValues, rawPlaceholders } from '../../db/placeholders.ts';
import { sandboxPayments } from '../../db/schema/index.ts';

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
export type SandboxOutcome = 'success' | 'failed' | 'abandoned';

type NewSandboxPayment = Pick<
  typeof sandboxPayments.$inferInsert,
  'reference' | 'amountKobo' | 'currency' | 'email' | 'callbackUrl'
>;
const newPaymentColumns = [
  'reference',
  'amountKobo',
  'currency',
  'email',
  'callbackUrl',
] as const satisfies (keyof NewSandboxPayment)[];

/**
 * Records a new pending checkout; false when the reference was used before (nothing is changed).
 * Built once: every purchase starts a checkout.
 */
export async function insertPendingSandboxPayment(db: Database, values: NewSandboxPayment): Promise<boolean> {
  const statement = builtOnce(db, 'insert_sandbox_payment', () =>
    db
      .insert(sandboxPayments)
      .values({
        ...(rawPlaceholders(newPaymentColumns) as PgInsertValue<typeof sandboxPayments>),
        status: 'pending',
      })
      .onConflictDoNothing({ target: sandboxPayments.reference })
      .returning({ reference: sandboxPayments.reference })
      .prepare('insert_sandbox_payment'),
  );
  const inserted = await statement.execute(encodedValues(sandboxPayments, values, newPaymentColumns));
  return inserted.length === 1;
}

export async function findSandboxPayment(db: Database, reference: string): Promise<SandboxPaymentRow | null> {
  // Read by the checkout page, its Pay button and every payment check: built once.
  const statement = builtOnce(db, 'sandbox_payment_by_reference', () =>
    db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.reference, sql.placeholder('reference')))
      .limit(1)
      .prepare('sandbox_payment_by_reference'),
  );
  const [row] = await statement.execute({ reference });
  return row ?? null;
}

/**
 * Ends a pending checkout; answers the finished row, or null when it was not pending any more
 * (a second click of Pay changes nothing). `cardDeclinesLater`: paid with the sandbox's test card that
 * is declined when charged again.
 */
export async function finishSandboxPayment(
  db: Database,
  reference: string,
  outcome: SandboxOutcome,
  now: Date,
  { cardDeclinesLater = false }: { cardDeclinesLater?: boolean } = {},
): Promise<SandboxPaymentRow | null> {
  const statement = builtOnce(db, 'finish_sandbox_payment', () =>
    db
      .update(sandboxPayments)
      .set(rawPlaceholders(finishedColumns))
      .where(
        and(
          eq(sandboxPayments.reference, sql.placeholder('reference')),
          eq(sandboxPayments.status, 'pending'),
        ),
      )
      .returning()
      .prepare('finish_sandbox_payment'),
  );
  const finished = {
    status: outcome,
    paidAt: outcome === 'success' ? now : null,
    cardDeclinesLater,
    updatedAt: now,
  };
  const [row] = await statement.execute({
    ...encodedValues(sandboxPayments, finished, finishedColumns),
    reference,
  });
  return row ?? null;
}

const finishedColumns = ['status', 'paidAt', 'cardDeclinesLater', 'updatedAt'] as const;

/**
 * The sandbox's refund: recorded once on a successful checkout. Answers `refunded` for the one call
 * that recorded it or a repeat (already reversed), and `not_refundable` for a checkout never paid.
 */
export async function refundSandboxPayment(
  db: Database,
  { reference, amountKobo, now }: { reference: string; amountKobo: number; now: Date },
): Promise<'refunded' | 'not_refundable'> {
  const [recorded] = await db
    .update(sandboxPayments)
    .set({ refundedAmountKobo: amountKobo, refundedAt: now, updatedAt: now })
    .where(
      and(
        eq(sandboxPayments.reference, reference),
        eq(sandboxPayments.status, 'success'),
        isNull(sandboxPayments.refundedAmountKobo),
      ),
    )
    .returning({ reference: sandboxPayments.reference });
  if (recorded) return 'refunded';
  const row = await findSandboxPayment(db, reference);
  return row?.refundedAmountKobo != null ? 'refunded' : 'not_refundable';
}
