/**
 * What the chaos run checks, read straight from the database after (and while) the server is killed:
 * the promises of the money path (docs/product.md §10) as numbers.
 */

/** A paid purchase is settled once its token notice went out, or its refund and the refund notice did. */
const UNSETTLED = `
  from sandbox_payments s join purchases p on p.ref = s.reference
  where s.status = 'success'
    and not ((p.status = 'delivered' and p.token_sent_at is not null)
          or (p.status = 'refunded' and p.refund_notice_sent_at is not null))`;

/** Paid purchases (the provider took the money) not yet settled; only those paid before `paidBefore` when given. */
export async function countUnsettled(query, paidBefore) {
  const rows = paidBefore
    ? await query(`select count(*)::int as n ${UNSETTLED} and s.paid_at <= $1`, [paidBefore])
    : await query(`select count(*)::int as n ${UNSETTLED}`);
  return rows[0].n;
}

export async function readOutcome(query) {
  const [vends] = await query(`
    select coalesce(max(requests), 0)::int as "maxRequests", coalesce(max(calls), 0)::int as "maxCalls"
    from (
      select p.ref, count(v.request_id) as requests, coalesce(sum(v.vend_calls), 0) as calls
      from purchases p left join vending_simulator_requests v on v.meter_no = p.meter_no
      group by p.ref
    ) per_purchase`);
  const [tokens] = await query(`
    select count(*)::int as "duplicates" from (
      select substring(body from 'Ref (PP-[A-Z0-9-]+)') as ref from outbox
      where channel = 'sms' and body like 'PowerPay: your token%'
      group by 1 having count(*) > 1
    ) repeated`);
  const [refunds] = await query(`
    select count(*)::int as "duplicates" from (
      select substring(body from '\\(ref (PP-[A-Z0-9-]+)\\)') as ref from outbox
      where channel = 'sms' and body like 'PowerPay: we have refunded%'
      group by 1 having count(*) > 1
    ) repeated`);
  const statuses = await query(
    `select status, count(*)::int as n from purchases group by status order by status`,
  );
  const [paid] = await query(`select count(*)::int as n from sandbox_payments where status = 'success'`);
  const [refunded] = await query(
    `select count(*)::int as n from sandbox_payments where refunded_amount_kobo is not null`,
  );
  return {
    maxVendRequestsPerPurchase: vends.maxRequests,
    maxVendCallsPerPurchase: vends.maxCalls,
    duplicateTokenMessages: tokens.duplicates,
    duplicateRefundMessages: refunds.duplicates,
    paid: paid.n,
    refundedAtProvider: refunded.n,
    unsettled: await countUnsettled(query),
    statuses: Object.fromEntries(statuses.map((row) => [row.status, row.n])),
  };
}
