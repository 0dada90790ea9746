import { Gauge, type Registry } from 'prom-client';

/** States a purchase waits in for something to happen (docs/product.md §10); settled ones are not counted. */
export const WAITING_STATES = [
  'awaiting_payment',
  'paid',
  'vending',
  'vend_failed',
  'refund_due',
  'refund_pending',
  'refund_failed',
] as const;
export const REFUND_STATES = ['refund_due', 'refund_pending', 'refund_failed', 'refunded'] as const;

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

/** What the database says at a scrape (read by `modules/metrics/metrics.repository.ts`). */
export type DatabaseFigures = {
  /** Purchases in a waiting state, by state and age band (`under_1m`, `1m_to_5m`, `5m_to_15m`, `over_15m`). */
  waiting: { state: string; age: string; n: number }[];
  /** Refunds by state, with `refunded_unconfirmed` apart from `refunded`. */
  refunds: { state: string; n: number }[];
  /** The oldest ready job's wait, per queue. */
  jobLag: { queue: string; seconds: number }[];
};

/** The purchase work loop: unheld due steps, those due over `WORK_OVERDUE_SECONDS`, the oldest one's wait. */
export type WorkFigures = { due: number; overdue: number; oldestDueSeconds: number };
export const WORK_OVERDUE_SECONDS = 60;

/**
 * Where the figures come from: app.ts hands in the readers (a metrics repository's query and the work
 * repository's), so this layer imports no feature (decision 032).
 */
export type DatabaseFigureReaders = {
  readDatabaseFigures: () => Promise<DatabaseFigures>;
  readWorkFigures: () => Promise<WorkFigures>;
};

/** Sets the registry's database gauges to the figures read at this scrape. */
export async function showDatabaseFigures(registry: Registry, readers: DatabaseFigureReaders): Promise<void> {
  const [figures, work] = await Promise.all([readers.readDatabaseFigures(), readers.readWorkFigures()]);
  let gauge = gauges.get(registry);
  if (!gauge) {
    gauge = createGauges(registry);
    gauges.set(registry, gauge);
  }
  const { waiting, refunds, workDue, workLag, jobLag } = gauge;

  waiting.reset();
  for (const state of WAITING_STATES) waiting.set({ state, age: 'under_1m' }, 0);
  for (const row of figures.waiting) waiting.set({ state: row.state, age: row.age }, Number(row.n));

  refunds.reset();
  for (const state of [...REFUND_STATES, 'refunded_unconfirmed']) refunds.set({ state }, 0);
  for (const row of figures.refunds) refunds.set({ state: row.state }, Number(row.n));

  workDue.set({ kind: 'due' }, work.due);
  workDue.set({ kind: 'overdue' }, work.overdue);
  workLag.set(work.oldestDueSeconds);

  jobLag.reset();
  for (const row of figures.jobLag) jobLag.set({ queue: row.queue }, Number(row.seconds));
}
