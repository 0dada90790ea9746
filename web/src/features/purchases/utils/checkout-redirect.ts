import type { PlacedOrder } from '@powerpay/shared';
import { SUCCESS_MESSAGES } from '@powerpay/shared/messages';

import { apiRequest, type RequestOptions } from '@/lib/api-client';
import { notify } from '@/lib/toast';

import { isPlacedOrder, rememberPendingCheckout } from './pending-checkout';
import { forgetPurchaseDraft } from './purchase-draft';

/** What POST /purchase, /purchase/guest and /purchase/:ref/checkout answer: the payment page and its order. */
export type CheckoutAnswer = { checkoutUrl: string; order: PlacedOrder | null };

/** Posts for a payment page; an answer without a well-formed `order` still pays, it is just not remembered. */
export async function postForCheckout(
  path: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<CheckoutAnswer> {
  const { data, order } = await apiRequest<string>({ method: 'POST', path, body, ...options });
  return { checkoutUrl: data, order: isPlacedOrder(order) ? order : null };
}

/** A page the browser restores from its back/forward cache after checkout is drawn afresh, with the order. */
function reloadWhenRestored(event: PageTransitionEvent): void {
  if (event.persisted) window.location.reload();
}

/**
 * docs/product.md §4: toast Processing, then the browser goes to the payment page the server returned.
 * The order is remembered for this tab, so Back from the payment page shows it waiting (decision 030).
 */
export function redirectToCheckout({ checkoutUrl, order }: CheckoutAnswer): void {
  forgetPurchaseDraft();
  if (order) rememberPendingCheckout(order);
  notify.success(SUCCESS_MESSAGES.processing, { id: 'checkout-processing' });
  window.addEventListener('pageshow', reloadWhenRestored, { once: true });
  window.location.assign(checkoutUrl);
}
