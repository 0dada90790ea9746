import { useMutation } from '@tanstack/react-query';

import { withLoader } from '@/lib/loader';

import { postForCheckout, redirectToCheckout, type CheckoutAnswer } from '../utils/checkout-redirect';
import type { PurchaseLookup } from './get-purchase';

/** POST /purchase/:ref/checkout[?key=]: the payment page of an unpaid order while it is still open. */
export function reopenCheckout({ ref, receiptKey }: PurchaseLookup): Promise<CheckoutAnswer> {
  return postForCheckout(`/purchase/${encodeURIComponent(ref)}/checkout`, undefined, {
    query: { key: receiptKey },
  });
}

/** Complete payment: back to the order's payment page (a closed one is toasted by the API client). */
export function useCompletePayment() {
  return useMutation({
    mutationFn: (lookup: PurchaseLookup) => withLoader(reopenCheckout(lookup)),
    onSuccess: redirectToCheckout,
  });
}
