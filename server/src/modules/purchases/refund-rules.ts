import { sql } from 'drizzle-orm';
import { REFUND_UNCONFIRMED_AFTER_DAYS } from '@powerpay/shared/ops';
import { purchases } from '../../db/schema/index.ts';

/**
 * A refund the payment provider took and has not confirmed after REFUND_UNCONFIRMED_AFTER_DAYS: a person
 * must ask the provider about it (decision 031). Defined once for the operators' Today, the alerts and
 * `/health`. Its first three terms are one branch of `purchases_needs_person_idx`'s predicate, so a query
 * naming it can be served by that index.
 */
export const isRefundUnconfirmedTooLong = sql`(${purchases.status} = 'refunded' and ${purchases.refundConfirmedAt} is null
  and ${purchases.providerRefundId} is not null
  and ${purchases.refundedAt} < now() - make_interval(days => ${REFUND_UNCONFIRMED_AFTER_DAYS}::int))`;
