/**
 * Every message the customer can read, in one place so the web form, the server's 422 body and the
 * tests quote the same text. Wording is docs/product.md §8's own, with the spelling fixes of
 * docs/product.md §12 (e.g. "Password Updated successfully").
 */

import { formatNumber } from './number-format.ts';

/** Inline field messages (docs/product.md §5 and §8), plus the few our stricter server rules need. */
export const VALIDATION_MESSAGES = {
  required: 'This field is required',
  invalidEmail: 'Invalid Email',
  emailRequired: 'Please enter your email',
  invalidPhone: 'Please Enter a valid Phone Number',
  invalidMeterNumber: 'Please Enter a valid Meter Number',
  landingMeterRequired: 'Please enter your meter number',
  landingInvalidMeter: 'Invalid Meter Number',
  invalidAmount: 'Please enter a valid amount',
  numbersOnly: 'Please enter numbers only',
  passwordMismatch: 'Password does not match',
  /** Not in the first specification: Update Password refuses a new password equal to the old one (decision 020). */
  samePassword: 'New password must be different from the old password',
  /** The password hint (docs/product.md §2); docs/product.md §12 enforces it, so it doubles as the error. */
  passwordPolicy:
    'Password must contain 8-20 characters, including numbers, letters and special character (!&*/?..)',
  amountTooLarge: 'Amount cannot be more than NGN 500,000.00',
  numberTooLarge: 'Please enter a smaller number',
  invalidOption: 'Please select a valid option',
  invalidDate: 'Please enter a valid date',
  invalidDateRange: 'Start Date must not be after End Date',
  /** A NUL character or a broken (lone surrogate) character: no keyboard types them (decision 015). */
  unsupportedCharacters: 'Please remove unsupported characters',
  /** A GPS answer of words alone that name no Nigerian town: it cannot place the site (decision 037). */
  gpsNotCoordinates:
    'Please enter coordinates as latitude, longitude (for example 6.4281, 3.4219), or the name of your town',
  /** Optional audit answers: hours of grid supply a day. */
  hoursPerDay: 'Please enter hours between 0 and 24',
} as const;

/** A text over its limit says the limit, so the customer knows how much to cut: "Please use at most 200 characters". */
export function tooLongMessage(maxLength: number): string {
  return `Please use at most ${formatNumber(maxLength)} characters`;
}

/** Success toasts (docs/product.md §8) and the success `msg` of the extra endpoints. */
export const SUCCESS_MESSAGES = {
  accountCreated: 'Account created successfully',
  accountDeleted: 'Your account and personal data have been deleted',
  loginSuccessful: 'Login Successful',
  profileUpdated: 'Profile updated successfully',
  verified: 'Verified',
  /** Shown on both add and edit, as docs/product.md §4 says. */
  beneficiaryAdded: 'New Beneficiary Added',
  /** A meter already saved, added again (decision 020). */
  beneficiaryUpdated: 'Beneficiary updated',
  passwordUpdated: 'Password Updated successfully',
  formSubmitted: 'Form Submitted Successfully',
  processing: 'Processing',
  messageSent: 'message sent successfully',
  remindersUpdated: 'Reminder settings updated successfully',
  beneficiaryDeleted: 'Beneficiary deleted successfully',
  loggedOut: 'Logged out successfully',
  passwordReset: 'Password reset successfully',
  /** Always the same answer, whether or not the account exists (no account enumeration). */
  resetLinkSent: 'If an account exists for this email, a password reset link has been sent',
  fetched: 'Request successful',
  /** A saved card charged without the payment page (decision 060). */
  paidWithSavedCard: 'Payment successful',
  /** A saved card's charge whose outcome is not known yet: the order waits for the provider's word. */
  cardPaymentBeingConfirmed: 'We are confirming your payment. Please do not pay again.',
  cardRemoved: 'Card removed',
} as const;

/**
 * Purchase Again's notice when the saved card was not charged and a payment page takes over (decision
 * 060): what happened to the card, that nothing was taken, and how to pay instead.
 */
export function cardNotChargedNotice({
  last4,
  reason,
}: {
  /** As `CardNotCharged` in `saved-cards.ts` (not imported: that module reaches this one through its schemas). */
  last4: string;
  reason: 'declined' | 'not_charged';
}): { title: string; text: string } {
  return {
    title:
      reason === 'declined'
        ? `Your card ending ${last4} was declined`
        : `We could not charge your card ending ${last4}`,
    text: 'You have not been charged. Pay for the same meter and amount on the payment page, with another card or another way.',
  };
}

/** The `msg` of error responses (docs/product.md §7); the web shows it as a toast. */
export const SERVER_MESSAGES = {
  /** A saved card removed, expired or another customer's (decision 060). */
  cardNotSaved: 'That card is not saved any more. Choose another way to pay.',
  notFound: 'Request not found',
  internal: 'Something went wrong. Please try again.',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  signInRequired: 'Please sign in to continue',
  sessionExpired: 'Your session has expired. Please sign in again.',
  wrongOldPassword: 'Old password is incorrect',
  wrongPassword: 'Password is incorrect',
  staffCannotDeleteSelf: 'A staff account is closed by another member of staff, not from My Account.',
  resetLinkInvalid: 'This password reset link is invalid or has expired',
  meterNotVerified: 'We could not verify this meter. Please check the meter number, provider and meter type.',
  vendingUnavailable: 'The electricity provider cannot be reached right now. Please try again shortly.',
  paymentUnavailable: 'Payment is not available right now. Please try again shortly.',
  tooManyRequests: 'Too many requests. Please try again later.',
  invalidRequest: 'Invalid request',
  /** Find my token: one answer for a wrong reference, a wrong phone or both (no enumeration). */
  purchaseNotFound:
    'We could not find a purchase with this reference and phone number. Please check both and try again.',
  /** Complete payment on an order that can no longer be paid. */
  checkoutClosed: 'This order can no longer be paid. Please start a new purchase.',
} as const;
