import { startOfLagosDay, startOfNextLagosDay, toLagosIsoDate } from '@powerpay/shared';
import type { OpsPurchaseDetail, OpsPurchaseQuery, Reconciliation, Today } from '@powerpay/shared/ops';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../lib/auth/session-store.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { confirmWithProvider } from '../purchases/payment-confirmation.service.ts';
import { mailContextOf, tokenSms } from '../purchases/purchase-notices.ts';
import { tokenMail } from '../purchases/purchase-mails.ts';
import { recordPurchaseEvent } from '../purchases/purchase-timeline.ts';
import { requeryAndWake } from '../purchases/vending.service.ts';
import { recordStaffAction } from './audit-log.ts';
import * as repository from './ops-purchases.repository.ts';
import type { PurchaseRow, ReviewRow } from './ops-purchases.repository.ts';
import {
  presentEvent,
  presentOpsPurchase,
  presentReconciliationRow,
  refundedKobo,
  toStatus,
} from './ops-presenter.ts';
import { isRefundable, refundPurchase } from './refund-port.ts';

const UNPAID = ['awaiting_payment', 'payment_failed', 'abandoned'];

export const NOT_ALLOWED_MESSAGE = 'This action does not apply to the purchase in its current state.';
export const ALREADY_CLOSED_MESSAGE = 'This purchase is already closed.';

function allowedActions(row: PurchaseRow, review: ReviewRow | null) {
  return {
    requery: row.status === 'vending' || UNPAID.includes(row.status),
    resend: row.status === 'delivered' && row.token !== null,
    refund: isRefundable(row),
    close: !review?.closedAt,
  };
}

export async function searchPurchases(ctx: AppContext, query: OpsPurchaseQuery) {
  const { rows, total } = await repository.searchPurchases(ctx.db, {
    q: query.q || undefined,
    status: query.status,
    provider: query.provider,
    from: query.from ? startOfLagosDay(query.from) : undefined,
    until: query.to ? startOfNextLagosDay(query.to) : undefined,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    rows: rows.map((row) => presentOpsPurchase(row)),
    meta: { page: query.page, limit: query.limit, total },
  };
}

async function loadPurchase(ctx: AppContext, ref: string) {
  const found = await repository.findPurchaseWithReview(ctx.db, ref);
  if (!found) throw notFound();
  return found;
}

export async function getPurchaseDetail(ctx: AppContext, ref: string): Promise<OpsPurchaseDetail> {
  const { purchase, review } = await loadPurchase(ctx, ref);
  const events = await repository.listEvents(ctx.db, purchase.id);
  return {
    purchase: presentOpsPurchase(purchase, review),
    events: events.map(presentEvent),
    actions: allowedActions(purchase, review),
  };
}

type Action = 'requery' | 'resend' | 'refund' | 'close';

/** Runs one staff action on a purchase: checks it applies, does it, then writes the timeline and the audit log. */
async function runAction(
  ctx: AppContext,
  { ref, staff, action, note }: { ref: string; staff: UserRow; action: Action; note?: string },
  perform: (row: PurchaseRow) => Promise<unknown>,
): Promise<OpsPurchaseDetail> {
  const { purchase, review } = await loadPurchase(ctx, ref);
  if (!allowedActions(purchase, review)[action])
    throw badRequest(action === 'close' ? ALREADY_CLOSED_MESSAGE : NOT_ALLOWED_MESSAGE);

  const before = presentOpsPurchase(purchase, review);
  await perform(purchase);
  const detail = await getPurchaseDetail(ctx, ref);

  await recordPurchaseEvent(ctx.db, {
    purchaseId: purchase.id,
    kind: 'staff_action',
    detail: { action, staff: staff.email, note },
  });
  await recordStaffAction(ctx.db, {
    actorId: staff.id,
    action: `purchase.${action}`,
    targetType: 'purchase',
    targetId: ref,
    before: { status: before.status, closed_at: before.closed_at },
    // The note's words stay on the purchase, which can be redacted; the log only says one was written (decision 040).
    after: { status: detail.purchase.status, closed_at: detail.purchase.closed_at, has_note: Boolean(note) },
  });
  return getPurchaseDetail(ctx, ref);
}

export function requeryAction(ctx: AppContext, { ref, staff }: { ref: string; staff: UserRow }) {
  return runAction(ctx, { ref, staff, action: 'requery' }, (row) =>
    row.status === 'vending' ? requeryAndWake(ctx, ref) : confirmWithProvider(ctx, ref),
  );
}

export function resendAction(ctx: AppContext, { ref, staff }: { ref: string; staff: UserRow }) {
  return runAction(ctx, { ref, staff, action: 'resend' }, async (row) => {
    await ctx.integrations.sms.send({ to: row.phone, text: tokenSms(row) });
    if (row.email)
      await ctx.integrations.mail.send({ to: row.email, ...tokenMail(row, await mailContextOf(ctx, row)) });
    await recordPurchaseEvent(ctx.db, {
      purchaseId: row.id,
      kind: 'message_sent',
      detail: { message: 'token', sms: true, email: Boolean(row.email), resent: true },
    });
  });
}

export function refundAction(ctx: AppContext, { ref, staff }: { ref: string; staff: UserRow }) {
  return runAction(ctx, { ref, staff, action: 'refund' }, (row) =>
    refundPurchase(ctx, { row, staffId: staff.id, reason: 'Refund by an operator' }),
  );
}

export function closeAction(
  ctx: AppContext,
  { ref, staff, note }: { ref: string; staff: UserRow; note: string },
) {
  return runAction(ctx, { ref, staff, action: 'close', note }, async (row) => {
    const closed = await repository.closePurchase(ctx.db, { purchaseId: row.id, staffId: staff.id, note });
    if (!closed) throw badRequest(ALREADY_CLOSED_MESSAGE);
  });
}

export async function listNeedingPerson(ctx: AppContext, limit = 50) {
  const rows = await repository.listNeedingPerson(ctx.db, { limit });
  return rows.map(({ purchase, reason }) => {
    // A refund awaiting confirmation is checked (and its row touched) every few hours: it waits since it was taken.
    const since =
      reason === 'refund_unconfirmed' ? (purchase.refundedAt ?? purchase.updatedAt) : purchase.updatedAt;
    return {
      ref: purchase.ref,
      status: toStatus(purchase.status),
      reason,
      meter_no: purchase.meterNo,
      total: purchase.totalKobo / 100,
      since: since.toISOString(),
    };
  });
}

export async function getToday(ctx: AppContext, now = new Date()): Promise<Today> {
  const date = toLagosIsoDate(now);
  const figures = await repository.dayFigures(ctx.db, {
    from: startOfLagosDay(date),
    until: startOfNextLagosDay(date),
  });
  const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
  return {
    date,
    purchases: figures.purchases,
    amount_collected: figures.amountKobo / 100,
    fees_collected: figures.feeKobo / 100,
    delivered: figures.delivered,
    pending: figures.pending,
    failed: figures.failed,
    refunds: figures.refunds,
    median_seconds_to_token: round(figures.medianSeconds),
    p95_seconds_to_token: round(figures.p95Seconds),
    needs_person: await listNeedingPerson(ctx),
  };
}

export async function getReconciliation(ctx: AppContext, date: string): Promise<Reconciliation> {
  const rows = await repository.listPaidOnDay(ctx.db, {
    from: startOfLagosDay(date),
    until: startOfNextLagosDay(date),
  });
  const kept = rows.filter((row) => refundedKobo(row) === null);
  const sum = (list: PurchaseRow[], pick: (row: PurchaseRow) => number) =>
    list.reduce((total, row) => total + pick(row), 0) / 100;
  return {
    date,
    rows: rows.map(presentReconciliationRow),
    totals: {
      purchases: rows.length,
      // A refunded purchase's money went back: it counts as refunded, not as paid (docs/product.md §11.8).
      paid: sum(kept, (row) => row.paidAmountKobo ?? 0),
      amount: sum(kept, (row) => row.amountKobo),
      fee: sum(kept, (row) => row.feeKobo),
      refunded: sum(rows, (row) => refundedKobo(row) ?? 0),
    },
  };
}
