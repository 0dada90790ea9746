import type { PlacedOrder } from '@powerpay/shared';
import { CHECKOUT_REOPEN_WINDOW_MS } from '@powerpay/shared/constants';

import { PENDING_CHECKOUT_KEY, tabStorage } from '@/lib/tab-drafts';

/**
 * The order this tab last sent to a payment page, kept for this tab only (sessionStorage): a customer
 * who comes Back from the payment page is shown that order, to pay it or to change it, instead of an
 * empty form (decision 030). A guest's receipt key is what lets this tab read the order again.
 */
export type PendingCheckout = { ref: string; receiptKey: string | null; placedAt: number };

/** Longer than any real reference or key: a value past it did not come from the API. */
const MAX_VALUE_LENGTH = 200;

const isShortText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_VALUE_LENGTH;

/** Whether `value` is the `order` a checkout answer carries. */
export function isPlacedOrder(value: unknown): value is PlacedOrder {
  if (typeof value !== 'object' || value === null) return false;
  const { ref, receipt_key: receiptKey } = value as Record<string, unknown>;
  return isShortText(ref) && (receiptKey === null || isShortText(receiptKey));
}

export function rememberPendingCheckout(order: PlacedOrder, now = Date.now()): void {
  const pending: PendingCheckout = { ref: order.ref, receiptKey: order.receipt_key, placedAt: now };
  try {
    tabStorage()?.setItem(PENDING_CHECKOUT_KEY, JSON.stringify(pending));
  } catch {
    // Full or refused storage: Back from the payment page then shows the form, as it did before.
  }
}

/** The order this tab sent to a payment page while that page can still be reopened, or null. */
export function readPendingCheckout(now = Date.now()): PendingCheckout | null {
  try {
    const stored: unknown = JSON.parse(tabStorage()?.getItem(PENDING_CHECKOUT_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { ref, receiptKey, placedAt } = stored as Record<string, unknown>;
    const isFresh =
      typeof placedAt === 'number' && placedAt <= now && now - placedAt < CHECKOUT_REOPEN_WINDOW_MS;
    if (!isFresh || !isPlacedOrder({ ref, receipt_key: receiptKey })) return null;
    return { ref: ref as string, receiptKey: receiptKey as string | null, placedAt };
  } catch {
    return null;
  }
}

/** Paid, changed, dismissed or no longer payable: the notice does not come back. */
export function forgetPendingCheckout(): void {
  tabStorage()?.removeItem(PENDING_CHECKOUT_KEY);
}

/** The customer is looking at this order (its receipt, its details): Back to the form need not show it again. */
export function forgetPendingCheckoutOf(ref: string): void {
  if (readPendingCheckout()?.ref === ref) forgetPendingCheckout();
}
