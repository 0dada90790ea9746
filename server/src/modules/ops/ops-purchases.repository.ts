import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  isNotNull,
  isNull,
  lt,
  ne,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PurchaseStatus } from '@powerpay/shared';
import { STUCK_AFTER_MINUTES, type NeedsPersonReason } from '@powerpay/shared/ops';
import type { Database } from '../../db/client.ts';
import { purchaseEvents, purchaseReviews, purchases } from '../../db/schema/index.ts';
import { isRefundUnconfirmedTooLong } from '../purchases/refund-rules.ts';

export type PurchaseRow = typeof purchases.$inferSelect;
export type ReviewRow = typeof purchaseReviews.$inferSelect;

export interface PurchaseSearch {
  q?: string;
  status?: PurchaseStatus;
  provider?: string;
  from?: Date;
  /** Exclusive. */
  until?: Date;
  limit: number;
  offset: number;
}

/**
 * `q` is matched exactly (served by the unique ref, meter + date, phone + date and lower(e-mail)
 * indexes): support types what the customer reads out, and a prefix scan over a million rows is not
 * what a phone call can wait for.
 */
function searchTerm(q: string): SQL | undefined {
  if (q.includes('@')) return eq(sql`lower(${purchases.email})`, q.toLowerCase());
  const digits = q.replace(/[\s-]/g, '');
  if (!/^\+?\d+$/.test(digits)) return eq(purchases.ref, q);

  const phones = [digits];
  if (digits.startsWith('+234')) phones.push(`0${digits.slice(4)}`);
  else if (digits.startsWith('234') && digits.length === 13) phones.push(`0${digits.slice(3)}`);
  else if (digits.length === 10) phones.push(`0${digits}`);
  return or(
    eq(purchases.ref, q),
    eq(purchases.meterNo, digits),
    ...phones.map((phone) => eq(purchases.phone, phone)),
  );
}

export async function searchPurchases(
  db: Database,
  { q, status, provider, from, until, limit, offset }: PurchaseSearch,
) {
  const where = and(
    q ? searchTerm(q) : undefined,
    status ? eq(purchases.status, status) : undefined,
    provider ? eq(purchases.provider, provider) : undefined,
    from ? gte(purchases.createdAt, from) : undefined,
    until ? lt(purchases.createdAt, until) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(purchases)
      .where(where)
      .orderBy(desc(purchases.createdAt), desc(purchases.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(purchases).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findPurchaseWithReview(db: Database, ref: string) {
  const [row] = await db
    .select({ purchase: purchases, review: purchaseReviews })
    .from(purchases)
    .leftJoin(purchaseReviews, eq(purchaseReviews.purchaseId, purchases.id))
    .where(eq(purchases.ref, ref))
    .limit(1);
  return row ?? null;
}

export async function listEvents(db: Database, purchaseId: string) {
  return db
    .select()
    .from(purchaseEvents)
    .where(eq(purchaseEvents.purchaseId, purchaseId))
    .orderBy(asc(purchaseEvents.seq));
}

/** Closes a purchase for the operators (its money state is untouched); null when it was already closed. */
export async function closePurchase(
  db: Database,
  { purchaseId, staffId, note }: { purchaseId: string; staffId: string; note: string },
) {
  const [row] = await db
    .insert(purchaseReviews)
    .values({ purchaseId, closedAt: new Date(), closedBy: staffId, closeNote: note })
    .onConflictDoUpdate({
      target: purchaseReviews.purchaseId,
      set: { closedAt: new Date(), closedBy: staffId, closeNote: note },
      setWhere: isNull(purchaseReviews.closedAt),
    })
    .returning();
  return row ?? null;
}

const stuckBefore = () => new Date(Date.now() - STUCK_AFTER_MINUTES * 60_000);

/**
 * Why a purchase on the list needs a person, in SQL so that the alerts can compare it with the reason
 * last told: a failed refund, a payment of the wrong amount, a refund nobody started, a refund not yet
 * confirmed, else stuck in paid or vending.
 */
const needsPersonReason = sql<NeedsPersonReason>`case
  when ${purchases.status} = 'refund_failed' then 'refund_failed'
  when ${purchases.paidAmountKobo} is not null and ${purchases.paidAmountKobo} <> ${purchases.totalKobo} then 'amount_mismatch'
  when ${purchases.status} = 'refund_due' then 'refund_due'
  when ${purchases.status} = 'refunded' then 'refund_unconfirmed'
  else 'stuck' end`;

/**
 * The rules of "needs a person" (Today and the alerts job): stuck in paid or vending (or owed a
 * refund nobody started) for over STUCK_AFTER_MINUTES, a failed refund, a refund the provider took and
 * has not confirmed after REFUND_UNCONFIRMED_AFTER_DAYS, a payment of the wrong amount. Closed
 * purchases are left out; `onlyUnalerted` also leaves out those already told for the same reason.
 */
export async function listNeedingPerson(
  db: Database,
  { limit, onlyUnalerted = false }: { limit: number; onlyUnalerted?: boolean },
) {
  // Statuses written out (not bound) so that the planner sees the rule implies `purchases_needs_person_idx`.
  const rule = or(
    and(
      sql`${purchases.status} in ('paid', 'vending', 'refund_due')`,
      lt(purchases.updatedAt, stuckBefore()),
    ),
    sql`${purchases.status} = 'refund_failed'`,
    isRefundUnconfirmedTooLong,
    and(isNotNull(purchases.paidAmountKobo), ne(purchases.paidAmountKobo, purchases.totalKobo)),
  );
  // An alert of no recorded reason (before there was one) counts as told for every reason.
  const isTold = and(
    isNotNull(purchaseReviews.alertedAt),
    or(isNull(purchaseReviews.alertedReason), eq(purchaseReviews.alertedReason, needsPersonReason)),
  );
  // NOT EXISTS rather than a left join filtered on null review columns: the planner estimates that
  // filter at a handful of rows, and then prefers a sequential scan of all purchases to the index.
  const isSetAside = or(isNotNull(purchaseReviews.closedAt), onlyUnalerted ? isTold : undefined);
  const setAside = db
    .select({ purchaseId: purchaseReviews.purchaseId })
    .from(purchaseReviews)
    .where(and(eq(purchaseReviews.purchaseId, purchases.id), isSetAside));
  return db
    .select({ purchase: purchases, reason: needsPersonReason })
    .from(purchases)
    .where(and(rule, notExists(setAside)))
    .orderBy(asc(purchases.updatedAt))
    .limit(limit);
}

/**
 * Marks purchases alerted for their reason; answers those this call marked (a purchase is alerted at
 * most once per reason, whichever instance asks).
 */
export async function claimAlerts(
  db: Database,
  alerts: { purchaseId: string; reason: NeedsPersonReason }[],
): Promise<string[]> {
  if (alerts.length === 0) return [];
  const rows = await db
    .insert(purchaseReviews)
    .values(
      alerts.map(({ purchaseId, reason }) => ({ purchaseId, alertedAt: new Date(), alertedReason: reason })),
    )
    .onConflictDoUpdate({
      target: purchaseReviews.purchaseId,
      set: { alertedAt: new Date(), alertedReason: sql`excluded.alerted_reason` },
      setWhere: or(
        isNull(purchaseReviews.alertedAt),
        sql`${purchaseReviews.alertedReason} is distinct from excluded.alerted_reason and ${purchaseReviews.alertedReason} is not null`,
      ),
    })
    .returning({ purchaseId: purchaseReviews.purchaseId });
  return rows.map((row) => row.purchaseId);
}

const kobo = (expression: SQL) => sql<number>`coalesce(${expression}, 0)::bigint`.mapWith(Number);

/** The figures of Today, over purchases created in [from, until). */
export async function dayFigures(db: Database, { from, until }: { from: Date; until: Date }) {
  const isPaid = sql`${purchases.paidAt} is not null`;
  // Money refunded is not money collected (reconciliation's rule, docs/product.md §11.8).
  const isKept = sql`${isPaid} and ${purchases.status} <> 'refunded'`;
  const [row] = await db
    .select({
      purchases: count(),
      amountKobo: kobo(sql`sum(${purchases.amountKobo}) filter (where ${isKept})`),
      feeKobo: kobo(sql`sum(${purchases.feeKobo}) filter (where ${isKept})`),
      delivered: count(sql`case when ${purchases.status} = 'delivered' then 1 end`),
      pending: count(sql`case when ${purchases.status} in ('paid', 'vending') then 1 end`),
      failed: count(sql`case when ${purchases.status} in ('vend_failed', 'payment_failed') then 1 end`),
      refunds: count(sql`case when ${purchases.status} like 'refund%' then 1 end`),
      medianSeconds: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${purchases.deliveredAt} - ${purchases.paidAt})) filter (where ${purchases.deliveredAt} is not null and ${isPaid})`.mapWith(
        (value) => (value === null ? null : Number(value)),
      ),
      p95Seconds: sql<
        number | null
      >`percentile_cont(0.95) within group (order by extract(epoch from ${purchases.deliveredAt} - ${purchases.paidAt})) filter (where ${purchases.deliveredAt} is not null and ${isPaid})`.mapWith(
        (value) => (value === null ? null : Number(value)),
      ),
    })
    .from(purchases)
    .where(and(gte(purchases.createdAt, from), lt(purchases.createdAt, until)));
  if (!row) throw new Error('no figures');
  return row;
}

/** A day's money (by payment date, or creation for a payment refused for its amount), for reconciliation. */
export async function listPaidOnDay(db: Database, { from, until }: { from: Date; until: Date }) {
  return db
    .select()
    .from(purchases)
    .where(
      or(
        and(gte(purchases.paidAt, from), lt(purchases.paidAt, until)),
        and(
          isNull(purchases.paidAt),
          isNotNull(purchases.paidAmountKobo),
          gte(purchases.createdAt, from),
          lt(purchases.createdAt, until),
        ),
      ),
    )
    .orderBy(asc(purchases.createdAt), asc(purchases.ref));
}
