import { SUCCESS_MESSAGES } from '@powerpay/shared/messages';

import { notify } from '@/lib/toast';

import { forgetPurchaseDraft } from './purchase-draft';

/** SPEC.md section 4: toast Processing, then the browser goes to the payment page the server returned. */
export function redirectToCheckout(checkoutUrl: string): void {
  forgetPurchaseDraft();
  notify.success(SUCCESS_MESSAGES.processing, { id: 'checkout-processing' });
  window.location.assign(checkoutUrl);
}
