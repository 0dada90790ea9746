import {
  CHECKOUT_REOPEN_WINDOW_MS,
  SERVER_MESSAGES,
  type FindPurchaseInput,
  type PlacedOrder,
} from '@powerpay/shared';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../lib/auth/session-store.ts';
import { AppError, ErrorCode, conflict } from '../../lib/errors.ts';
import { guestReceiptUrl } from './purchase-keys.ts';
import * as repository from './purchases.repository.ts';
import type { PurchaseRow } from './purchases.repository.ts';
import { findAccessiblePurchase } from './purchases.service.ts';

/** Whether an unpaid order's payment page may be reopened now. */
export function canCompletePayment(
  row: Pick<PurchaseRow, 'status' | 'checkoutUrl' | 'createdAt'>,
  now?: Date,
): boolean {
  // The clock is read only for an unpaid order: a history page asks this of every row.
  if (row.status !== 'awaiting_payment' || !row.checkoutUrl) return false;
  return (now?.getTime() ?? Date.now()) - row.createdAt.getTime() < CHECKOUT_REOPEN_WINDOW_MS;
}

/**
 * POST /purchase/:ref/checkout: the payment page of an order still waiting for its payment, and the
 * key that opens a guest's order (the one given; a signed-in customer's order has none).
 */
export async function reopenCheckout(
  ctx: AppContext,
  { ref, user, key }: { ref: string; user: UserRow | undefined; key: string | undefined },
): Promise<{ checkoutUrl: string; order: PlacedOrder }> {
  const row = await findAccessiblePurchase(ctx, { ref, user, key });
  if (!canCompletePayment(row) || !row.checkoutUrl) throw conflict(SERVER_MESSAGES.checkoutClosed);
  return {
    checkoutUrl: row.checkoutUrl,
    order: { ref: row.ref, receipt_key: row.userId ? null : (key ?? null) },
  };
}

/**
 * POST /purchase/find (Find my token): the reference and the phone it was bought with lead to the
 * receipt. A wrong reference, a wrong phone, or a purchase without a guest link all get the same 404,
 * so the answer never tells which part was wrong.
 */
export async function findPurchaseByRefAndPhone(
  ctx: AppContext,
  input: FindPurchaseInput,
): Promise<{ receiptPath: string }> {
  const row = await repository.findByRef(ctx.db, input.ref);
  const notFound = () => new AppError(ErrorCode.NOT_FOUND, { message: SERVER_MESSAGES.purchaseNotFound });
  if (!row || row.phone !== input.phone) throw notFound();

  // A signed-in customer's purchase lives in their history; the page asks them to sign in.
  if (row.userId) return { receiptPath: `/buy-electricity?ref=${encodeURIComponent(row.ref)}` };

  const url = guestReceiptUrl({
    ref: row.ref,
    keyHash: row.receiptKeyHash,
    secret: ctx.env.RECEIPT_KEY_SECRET,
    publicUrl: ctx.env.PUBLIC_URL,
  });
  if (!url) throw notFound();
  const { pathname, search } = new URL(url);
  return { receiptPath: `${pathname}${search}` };
}
