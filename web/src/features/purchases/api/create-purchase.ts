import type { PurchasePayload } from '@powerpay/shared';
import { useMutation } from '@tanstack/react-query';

import { withLoader } from '@/lib/loader';

import { postForCheckout, redirectToCheckout, type CheckoutAnswer } from '../utils/checkout-redirect';

/** POST /purchase (signed in): stores the purchase and answers the checkout URL. Also Purchase Again. */
export function createPurchase(payload: PurchasePayload): Promise<CheckoutAnswer> {
  return postForCheckout('/purchase', payload);
}

/** Posts the purchase, then toasts Processing and sends the browser to the checkout page. */
export function useCreatePurchase() {
  return useMutation({
    mutationFn: (payload: PurchasePayload) => withLoader(createPurchase(payload)),
    onSuccess: redirectToCheckout,
  });
}
