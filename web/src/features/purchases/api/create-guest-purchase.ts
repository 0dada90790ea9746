import type { PurchasePayload } from '@powerpay/shared';
import { useMutation } from '@tanstack/react-query';

import { withLoader } from '@/lib/loader';

import { postForCheckout, redirectToCheckout, type CheckoutAnswer } from '../utils/checkout-redirect';

/** What a guest sends: a guest never saves a beneficiary. */
export type GuestPurchasePayload = Omit<PurchasePayload, 'beneficiary'> & { beneficiary: false };

/** POST /purchase/guest: the same purchase without an account; answers the checkout URL. */
export function createGuestPurchase(payload: GuestPurchasePayload): Promise<CheckoutAnswer> {
  return postForCheckout('/purchase/guest', payload);
}

/** Posts the guest purchase, then toasts Processing and sends the browser to the checkout page. */
export function useCreateGuestPurchase() {
  return useMutation({
    mutationFn: (payload: GuestPurchasePayload) => withLoader(createGuestPurchase(payload)),
    onSuccess: redirectToCheckout,
  });
}
