import { z } from 'zod';
import { defineJob } from '../../jobs/define-job.ts';
import { PURCHASE_JOBS } from './purchase-job-names.ts';
import { sweepPurchases } from './purchases.sweep.ts';

/**
 * Every minute: settles checkouts whose payment news was lost, and repairs a purchase left owing a
 * step without a due time. The vend, requery, notice and refund steps are not jobs: each purchase row
 * is its own work item, worked by the purchase worker (decision 011).
 */
export const sweepPurchasesJob = defineJob({
  name: PURCHASE_JOBS.sweep,
  payload: z.object({}).nullish(),
  policy: 'singleton',
  cron: '* * * * *',
  retry: { limit: 0, delaySeconds: 60 },
  async handle(_payload, context) {
    await sweepPurchases(context);
  },
});

export const purchaseJobs = [sweepPurchasesJob];
