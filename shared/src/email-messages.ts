/**
 * Confirming an e-mail address and changing it (decision 061). Kept out of `messages.ts` and without zod, so
 * that the pages every visitor loads carry none of it and the link's page stays small.
 */

/** How long a confirmation link works: a day, as long as the outbox keeps a message's words (decision 061). */
export const EMAIL_LINK_TTL_HOURS = 24;

export const EMAIL_MESSAGES = {
  confirmed: 'Your e-mail address is confirmed',
  linkSent: 'We sent a new confirmation link to your e-mail address',
  changeRequested:
    'We sent a confirmation link to your new e-mail address. The change takes effect when you open it.',
  alreadyConfirmed: 'Your e-mail address is already confirmed',
  unchanged: 'This is already your e-mail address',
  linkInvalid: 'This confirmation link is not valid. Please check that you opened the whole link.',
  linkExpired: 'This confirmation link has expired. Sign in and ask for a new one in My Account.',
  linkUsed: 'This confirmation link has already been used, or a newer link replaced it.',
} as const;
