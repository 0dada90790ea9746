import { and, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { PurchaseStatus } from '@powerpay/shared';
import { builtOnce } from '../../db/built-once.ts';
import type { Database } from '../../db/client.ts';
import { definedColumns, encodedValues, rawPlaceholders } from '../../db/placeholders.ts';
import { purchases, users } from '../../db/schema/index.ts';
import {
  timelineLine,
  transition,
  type NewPurchase,
  type PurchaseRow,
  type TransitionSql,
} from './purchase-transition.ts';

/** The state change every other module makes through the repository; its statement building lives apart. */
export { transition };
export type { NewPurchase, PurchaseRow };

/**
 * Stores a new purchase with its first timeline line, in one statement built once per set of columns
 * given (purchase creation is a hot path: building it cost a fifth of the server's CPU per guest purchase).
 */
export async function insertPurchase(db: Database, values: NewPurchase): Promise<PurchaseRow> {
  const columns = definedColumns(purchases, values);
  const statement = builtOnce(db, `insert_purchase:${columns.join(',')}`, () =>
    buildInsertPurchase(db, columns, `insert_purchase_${(insertsBuilt += 1)}`),
  );
  const [row] = await statement.execute(encodedValues(purchases, values, columns));
  if (!row) throw new Error('purchase not stored');
  return row;
}

let insertsBuilt = 0;

function buildInsertPurchase(db: Database, columns: (keyof NewPurchase)[], name: string) {
  const created = db.$with('created').as(
    db
      .insert(purchases)
      .values(rawPlaceholders(columns) as PgInsertValue<typeof purchases>)
      .returning(),
  );
  const logged = db
    .$with('logged', {})
    .as(
      timelineLine(
        created,
        'created',
        sql`jsonb_build_object('status', ${created.status}, 'total_kobo', ${created.totalKobo})`,
      ),
    );
  return db.with(created, logged).select().from(created).prepare(name);
}

export async function findByRef(db: Database, ref: string): Promise<PurchaseRow | null> {
  // Every step of the money path reads the purchase by its reference: built once, not per call.
  const byRef = builtOnce(db, 'purchase_by_ref', () =>
    db
      .select()
      .from(purchases)
      .where(eq(purchases.ref, sql.placeholder('ref')))
      .limit(1)
      .prepare('purchase_by_ref'),
  );
  const [row] = await byRef.execute({ ref });
  return row ?? null;
}

/** Remembers the payment page of an unpaid purchase, for "Complete payment". */
export async function setCheckoutUrl(
  db: Database,
  { ref, checkoutUrl }: { ref: string; checkoutUrl: string },
): Promise<void> {
  const statement = builtOnce(db, 'set_checkout_url', () =>
    db
      .update(purchases)
      .set({ checkoutUrl: sql`${sql.placeholder('checkoutUrl')}` })
      .where(and(eq(purchases.ref, sql.placeholder('ref')), eq(purchases.status, 'awaiting_payment')))
      .prepare('set_checkout_url'),
  );
  await statement.execute({ ref, checkoutUrl });
}

/** The customer's latest purchase in `status` (Most Recent Transaction asks for the last delivered one). */
export async function findLatestByUser(
  db: Database,
  { userId, status }: { userId: string; status: PurchaseStatus },
): Promise<PurchaseRow | null> {
  const [row] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.status, status)))
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(1);
  return row ?? null;
}

/** Moves an unpaid purchase to paid (a purchase owed back a wrong amount is not unpaid: it stays refund_due). */
export async function markPaid(
  db: Database,
  {
    ref,
    from,
    paidAt,
    paidAmountKobo,
  }: { ref: string; from: readonly PurchaseStatus[]; paidAt: Date; paidAmountKobo: number },
): Promise<PurchaseRow | null> {
  return transition(db, {
    ref,
    from,
    to: 'paid',
    values: { paidAt, paidAmountKobo, failureReason: null },
  });
}

/** A vend is claimed once: only while no request id was ever stored, counting the attempt. */
const CLAIM_FOR_VEND: TransitionSql = {
  name: 'claim_for_vend',
  set: { vendAttempts: sql`${purchases.vendAttempts} + 1` },
  where: isNull(purchases.vendRequestId),
};

/**
 * Claims a paid purchase for its one vend: stores the vend request id and moves it to `vending`, only
 * if no request id was ever stored. The id is persisted before the provider is called.
 */
export async function claimForVend(
  db: Database,
  { ref, vendRequestId }: { ref: string; vendRequestId: string },
): Promise<PurchaseRow | null> {
  return transition(db, {
    ref,
    from: ['paid'],
    to: 'vending',
    values: { vendRequestId },
    withSql: CLAIM_FOR_VEND,
  });
}

/**
 * Claims the one resend of a vend the provider never saw (same request id): counts the attempt only if
 * nobody counted it since `seenAttempts` was read, so of two racing callers only one resends. The
 * resend is a new vend: its requeries start again from the first back-off.
 */
export async function claimVendResend(
  db: Database,
  { ref, seenAttempts }: { ref: string; seenAttempts: number },
): Promise<boolean> {
  const updated = await db
    .update(purchases)
    .set({ vendAttempts: sql`${purchases.vendAttempts} + 1`, updatedAt: sql`now()`, workAttempts: 0 })
    .where(
      and(eq(purchases.ref, ref), eq(purchases.status, 'vending'), eq(purchases.vendAttempts, seenAttempts)),
    )
    .returning({ ref: purchases.ref });
  return updated.length > 0;
}

/** Records that the token notice went out; answers the purchase as recorded, null when someone already recorded it. */
export async function markTokenSent(db: Database, ref: string): Promise<PurchaseRow | null> {
  const [updated] = await db
    .update(purchases)
    .set({ tokenSentAt: sql`now()` })
    .where(and(eq(purchases.ref, ref), eq(purchases.status, 'delivered'), isNull(purchases.tokenSentAt)))
    .returning();
  return updated ?? null;
}

/**
 * States in which a recorded refund notice announced a refund that did not complete: the provider's
 * `refund.failed` (refund_failed), and an operator's Refund pressed before the customer was told so
 * (refund_due).
 */
export const REFUND_OWED_AGAIN_STATES: readonly PurchaseStatus[] = ['refund_failed', 'refund_due'];

/** Forgets the refund notice of a refund that did not complete, once the customer was told so. */
export async function withdrawRefundNotice(db: Database, ref: string): Promise<void> {
  await db
    .update(purchases)
    .set({ refundNoticeSentAt: null })
    .where(and(eq(purchases.ref, ref), inArray(purchases.status, [...REFUND_OWED_AGAIN_STATES])));
}

/** Records that the refund notice went out; false when someone already recorded it. */
export async function markRefundNoticeSent(db: Database, ref: string): Promise<boolean> {
  const updated = await db
    .update(purchases)
    .set({ refundNoticeSentAt: sql`now()` })
    .where(
      and(eq(purchases.ref, ref), eq(purchases.status, 'refunded'), isNull(purchases.refundNoticeSentAt)),
    )
    .returning({ ref: purchases.ref });
  return updated.length > 0;
}

/**
 * Records that the provider says the refund reached the customer; null when it is not refunded or was
 * already recorded. Nothing more is owed then, unless the refund notice still is (its due time stays).
 */
export async function markRefundConfirmed(db: Database, ref: string): Promise<PurchaseRow | null> {
  const [updated] = await db
    .update(purchases)
    .set({
      refundConfirmedAt: sql`now()`,
      dueAt: sql`case when ${purchases.refundNoticeSentAt} is null then ${purchases.dueAt} end`,
    })
    .where(and(eq(purchases.ref, ref), eq(purchases.status, 'refunded'), isNull(purchases.refundConfirmedAt)))
    .returning();
  return updated ?? null;
}

/** Purchases in `status` last changed before `before` (and at or after `since`): what the sweep looks at. */
export async function listStale(
  db: Database,
  {
    status,
    before,
    since,
    limit,
    isTokenUnsent = false,
  }: {
    status: PurchaseStatus;
    before: Date;
    since?: Date;
    limit: number;
    isTokenUnsent?: boolean;
  },
): Promise<PurchaseRow[]> {
  return db
    .select()
    .from(purchases)
    .where(
      and(
        eq(purchases.status, status),
        lt(purchases.updatedAt, before),
        since ? gte(purchases.updatedAt, since) : undefined,
        isTokenUnsent ? isNull(purchases.tokenSentAt) : undefined,
      ),
    )
    .orderBy(purchases.updatedAt)
    .limit(limit);
}

/** The first name of the account a signed-in purchase was made from, to greet them; null if it is gone. */
export async function accountHolderFirstName(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.firstName.trim() || null;
}
