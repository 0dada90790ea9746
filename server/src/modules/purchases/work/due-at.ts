/** When a purchase's next step is owed (decision 011): the rule both repositories write into `due_at`. */
import { sql, type SQL } from 'drizzle-orm';
import type { PurchaseStatus } from '@powerpay/shared';
import { purchases } from '../../../db/schema/index.ts';
import { MAX_VEND_ATTEMPTS, RESEND_UNSEEN_VEND_AFTER_MS } from '../vend-resend.ts';

/** Requery back-off: 10 s, 20 s, 40 s … capped at 10 minutes (DisCos rarely settle faster). */
export const REQUERY_BACKOFF = { firstSeconds: 10, maxSeconds: 600 } as const;
/** A refund the provider refused is tried again after 5 minutes (each refusal is a new state, so no growth). */
export const REFUND_RETRY_BACKOFF = { firstSeconds: 300, maxSeconds: 300 } as const;
/**
 * A refund the provider took is asked about after 15 minutes, then 30, 60 … every 6 hours at most, until the
 * provider says it reached the customer or came back (decision 031): bank reversals take days.
 */
export const REFUND_CHECK_BACKOFF = { firstSeconds: 900, maxSeconds: 21_600 } as const;
/** A step that threw (a provider or database outage) is tried again: 5 s, 10 s … capped at 5 minutes. */
export const ERROR_BACKOFF = { firstSeconds: 5, maxSeconds: 300 } as const;

export function backoffSql({ firstSeconds, maxSeconds }: { firstSeconds: number; maxSeconds: number }): SQL {
  return sql`now() + make_interval(secs => least(${firstSeconds}::float8 * power(2, greatest(${purchases.workAttempts} - 1, 0)), ${maxSeconds}::float8))`;
}

/**
 * The next requery of an unresolved vend: after the requery back-off, but no later than the moment a
 * vend the provider never saw may be sent again (`RESEND_UNSEEN_VEND_AFTER_MS` after its claim, which
 * `updated_at` records) while that one resend is still to come. A crash between the claim and the call
 * is then resent as soon as it may be, not a 20 s back-off later. The second of margin keeps a
 * requery from coming a moment early by the server's clock (vending.service.ts compares with it).
 */
function requeryDueSql(): SQL {
  const resendAt = sql`${purchases.updatedAt} + make_interval(secs => ${RESEND_UNSEEN_VEND_AFTER_MS / 1000 + 1}::float8)`;
  const backoff = backoffSql(REQUERY_BACKOFF);
  return sql`case when ${purchases.vendAttempts} < ${MAX_VEND_ATTEMPTS} and ${resendAt} > now()
    then least(${backoff}, ${resendAt}) else ${backoff} end`;
}

/**
 * When a purchase in `status` next needs a step, as SQL on the row: at once for a vend, a notice or a
 * refund; after the requery back-off while the vend is unresolved; after the refund back-off for a
 * refund that failed, once a customer told it was made has been told it did not complete (at once);
 * after the refund check back-off while a refund the provider took is on its way; never for a settled
 * purchase.
 * Pass the literal new status in a transition, or the column to derive it from the stored state.
 */
export function dueAtFor(status: PurchaseStatus | SQL): SQL {
  return sql`case (${status})::text
    when 'paid' then now()
    when 'vending' then ${requeryDueSql()}
    when 'delivered' then case when ${purchases.tokenSentAt} is null then now() end
    when 'vend_failed' then now()
    when 'refund_due' then now()
    when 'refund_pending' then now()
    when 'refund_failed' then case when ${purchases.refundNoticeSentAt} is null then ${backoffSql(REFUND_RETRY_BACKOFF)} else now() end
    when 'refunded' then case when ${purchases.refundNoticeSentAt} is null then now()
      when ${purchases.refundConfirmedAt} is null and ${purchases.providerRefundId} is not null then ${backoffSql(REFUND_CHECK_BACKOFF)} end
  end`;
}
