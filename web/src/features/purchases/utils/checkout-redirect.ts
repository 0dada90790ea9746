import { SUCCESS_MESSAGES } from '@powerpay/shared';

import { notify } from '@/lib/toast';

/** SPEC.md section 4: toast Processing, then the browser goes to the payment page the server returned. */
export function redirectToCheckout(checkoutUrl: string): void {
  notify.success(SUCCESS_MESSAGES.processing);
  window.location.assign(checkoutUrl);
}
