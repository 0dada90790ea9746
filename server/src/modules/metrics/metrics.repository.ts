import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { purchases } from '../../db/schema/index.ts';
import { REFUND_STATES, WAITING_STATES, type DatabaseFigures } from '../../lib/metrics/database-figures.ts';

const AGE_SQL = sql<string>`case
  when now() - ${purchases.updatedAt} < interval '1 minute' then 'under_1m'
  when now() - ${purchases.updatedAt} < interval '5 minutes' then '1m_to_5m'
  when now() - ${purchases.updatedAt} < interval '15 minutes' then '5m_to_15m'
  else 'over_15m' end`;

const REFUND_STATE_SQL = sql<string>`case when ${purchases.status} = 'refunded' and ${purchases.refundConfirmedAt} is null
    and ${purchases.providerRefundId} is not null then 'refunded_unconfirmed' else ${purchases.status} end`;

/**
 * The figures `/metrics` reads from the database at each scrape (decision 046), but the work loop's,
 * which the work repository reads (`readWorkStats`).
 */
export async function readDatabaseFigures(db: Database): Promise<DatabaseFigures> {
  const waiting = await db
    .select({ state: purchases.status, age: AGE_SQL, n: sql<number>`count(*)::int` })
    .from(purchases)
    .where(inArray(purchases.status, [...WAITING_STATES]))
    .groupBy(purchases.status, AGE_SQL);

  const refunds = await db
    .select({ state: REFUND_STATE_SQL, n: sql<number>`count(*)::int` })
    .from(purchases)
    .where(inArray(purchases.status, [...REFUND_STATES]))
    .groupBy(REFUND_STATE_SQL);

  // pg-boss's own table (decision 003): absent until the queue first started.
  const jobLag = await db
    .execute(
      sql`select name as queue, extract(epoch from now() - min(start_after))::float8 as seconds
        from pgboss.job where state in ('created', 'retry') and start_after <= now() group by name`,
    )
    .then((result) => (result as unknown as { rows: { queue: string; seconds: number }[] }).rows)
    .catch(() => []);

  return { waiting, refunds, jobLag };
}
