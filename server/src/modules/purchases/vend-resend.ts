/**
 * When a vend the provider never saw is sent again (decision 011). Kept apart from `vending.service.ts`
 * so that the worker's due times (`work/work.repository.ts`) can follow the same clock.
 */

/**
 * When the provider says it never saw our request id, the vend call was lost before it left (a crash
 * between the claim and the call). Once the claim is this old (the crashed worker's lease has run out
 * by then) the vend is sent again once with the same request id. That is safe at any age: the id is
 * the provider's idempotency key, so a first call that did arrive makes the second one refused as
 * already used (VTpass `014`), never a second token. It is short so that a crash costs seconds.
 */
export const RESEND_UNSEEN_VEND_AFTER_MS = 15_000;

/**
 * If the provider still has not seen the request id this long after the resend, far beyond any
 * provider timeout, the vend never reached it: the purchase fails visibly and the customer is
 * refunded, rather than risking a vend under a new id.
 */
export const FAIL_UNSEEN_VEND_AFTER_MS = 2 * 60_000;

/** The claim counts as the first attempt; one resend with the same id makes the second and last. */
export const MAX_VEND_ATTEMPTS = 2;
