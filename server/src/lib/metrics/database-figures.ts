import { inArray, sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import { purchases } from '../../db/schema/index.ts';
import { readWorkStats } from '../../modules/purchases/work/work.repository.ts';

/** States a purchase waits in for something to happen (docs/product.md §10); settled ones are not counted. */
const WAITING_STATES = [
  'awaiting_payment',
  'paid',
  'vending',
  'vend_failed',
  'refund_due',
  'refund_pending',
  'refund_failed',
] as const;
const REFUND_STATES = ['refund_due', 'refund_pending', 'refund_failed', 'refunded'] as const;

const gauges = new WeakMap<Registry, ReturnType<typeof createGauges>>();

function createGauges(registry: Registry) {
  const registers = [registry];
  return {
    waiting: new Gauge({
      name: 'powerpay_purchases_waiting',
      help: 'Purchases waiting in a state, by state and time since their last change (database, every instance alike)',
      labelNames: ['state', 'age'],
      registers,
    }),
    refunds: new Gauge({
      name: 'powerpay_refunds',
      help: 'Refunds by state; refunded_unconfirmed: taken by the provider, not yet confirmed arrived',
      labelNames: ['state'],
      registers,
    }),
    workDue: new Gauge({
      name: 'powerpay_work_due',
      help: 'Purchases whose next step is due and nobody holds; overdue: due for over 60 s',
      labelNames: ['kind'],
      registers,
    }),
    workLag: new Gauge({
      name: 'powerpay_work_lag_seconds',
      help: 'How long the oldest due purchase step has waited (0 when none)',
      registers,
    }),
    jobLag: new Gauge({
      name: 'powerpay_job_lag_seconds',
      help: 'How long the oldest job ready to run has waited in its queue, by queue',
      labelNames: ['queue'],
      registers,
    }),
  };
}

const AGE_SQL = sql<string>`case
  when now() - ${purchases.updatedAt} < interval '1 minute' then 'under_1m'
  when now() - ${purchases.updatedAt} < interval '5 minutes' then '1m_to_5m'
  when now() - ${purchases.updatedAt} < interval '15 minutes' then '5m_to_15m'
  else 'over_15m' end`;

/** Reads the database's figures into the registry's gauges, at scrape time. */
export async function readDatabaseFigures(db: Database, registry: Registry): Promise<void> {
  let figures = gauges.get(registry);
  if (!figures) {
    figures = createGauges(registry);
    gauges.set(registry, figures);
  }
  const { waiting, refunds, workDue, workLag, jobLag } = figures;

  const waitingRows = await db
    .select({ state: purchases.status, age: AGE_SQL, n: sql<number>`count(*)::int` })
    .from(purchases)
    .where(inArray(purchases.status, [...WAITING_STATES]))
    .groupBy(purchases.status, AGE_SQL);
  waiting.reset();
  for (const state of WAITING_STATES) waiting.set({ state, age: 'under_1m' }, 0);
  for (const row of waitingRows) waiting.set({ state: row.state, age: row.age }, Number(row.n));

  const refundState = sql<string>`case when ${purchases.status} = 'refunded' and ${purchases.refundConfirmedAt} is null
    and ${purchases.providerRefundId} is not null then 'refunded_unconfirmed' else ${purchases.status} end`;
  const refundRows = await db
    .select({ state: refundState, n: sql<number>`count(*)::int` })
    .from(purchases)
    .where(inArray(purchases.status, [...REFUND_STATES]))
    .groupBy(refundState);
  refunds.reset();
  for (const state of [...REFUND_STATES, 'refunded_unconfirmed']) refunds.set({ state }, 0);
  for (const row of refundRows) refunds.set({ state: row.state }, Number(row.n));

  const work = await readWorkStats(db, { overdueAfterSeconds: 60 });
  workDue.set({ kind: 'due' }, work.due);
  workDue.set({ kind: 'overdue' }, work.overdue);
  workLag.set(work.oldestDueSeconds);

  jobLag.reset();
  // pg-boss's own table (decision 003): absent until the queue first started.
  const jobRows = await db
    .execute(
      sql`select name as queue, extract(epoch from now() - min(start_after))::float8 as seconds
        from pgboss.job where state in ('created', 'retry') and start_after <= now() group by name`,
    )
    .then((result) => (result as unknown as { rows: { queue: string; seconds: number }[] }).rows)
    .catch(() => []);
  for (const row of jobRows) jobLag.set({ queue: row.queue }, Number(row.seconds));
}
