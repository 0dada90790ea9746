/**
 * How long PowerPay keeps each kind of data, in one place: the server's daily retention job deletes or
 * redacts by these, and the privacy policy's "Storage and retention" states them (decision 040).
 */
export const RETENTION = {
  /**
   * Mail and SMS bodies kept in the outbox (reset links, meter tokens, receipt links): 24 hours after they
   * were written, then the words are replaced. The outbox is the delivery itself where no real gateway is
   * set (development, staging): a day is enough to read a message; a reset link dies after an hour, and a
   * token stays on its receipt.
   */
  messageBodyHours: 24,
  /**
   * A message's record (the outbox row with its recipient, the real gateways' claims in `message_sends`):
   * 90 days. The idempotency key only has to outlive a purchase step repeated after a crash, which
   * happens within minutes, or a refund's notice, owed at most a few weeks after the purchase.
   */
  messageRecordDays: 90,
  /**
   * Expired or signed-out sessions, used or expired reset and e-mail confirmation links (decision 061):
   * nothing, they open nothing any more.
   */
  deadCredentialDays: 0,
  /** A browser's "signed in here before" record lives as long as its cookie: a year since the last sign-in. */
  signInDeviceDays: 365,
  /** Sign-in attempt counters: a day after their window ended (decision 041), for a look at an attack. */
  attemptCounterDays: 1,
  /** Contact form messages: two years after they were marked handled (the dispute and complaint period). */
  contactMessageYears: 2,
  /** Energy audit answers (and their leads): three years, so a report can be brought up to date. */
  energyAuditYears: 3,
  /**
   * Purchase and payment records: at least five years after the transaction (Nigerian anti-money-laundering
   * and tax rules). Not deleted by the job; kept without name, e-mail or phone after an account's deletion
   * (decision 043).
   */
  purchaseYears: 5,
} as const;
