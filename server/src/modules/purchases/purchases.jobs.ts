import { z } from 'zod';
import { defineJob } from '../../jobs/define-job.ts';
import { PURCHASE_JOBS } from './purchase-job-names.ts';
import { notifyCustomerOfOutcome } from './purchase-notices.ts';
import { sweepPurchases } from './purchases.sweep.ts';
import { requeryPurchase, vendPurchase } from './vending.service.ts';

const refPayload = z.object({ ref: z.string().min(1) });

/** The one vend of a paid purchase (a requery if it ran before). At most one queued per purchase. */
export const vendTokenJob = defineJob({
  name: PURCHASE_JOBS.vendToken,
  payload: refPayload,
  policy: 'stately',
  retry: { limit: 10, delaySeconds: 5, backoff: true },
  async handle({ ref }, context) {
    await vendPurchase(context, ref);
  },
});

/** Resolves an unknown or pending vend; schedules itself again with back-off until the outcome is final. */
export const requeryTokenJob = defineJob({
  name: PURCHASE_JOBS.requeryToken,
  payload: refPayload.extend({ attempt: z.number().int().min(1) }),
  policy: 'stately',
  retry: { limit: 10, delaySeconds: 10, backoff: true },
  async handle({ ref, attempt }, context) {
    await requeryPurchase(context, { ref, attempt, isChained: true });
  },
});

/** Sends the token (or the failure notice) by SMS, and by e-mail when the address is known. */
export const notifyCustomerJob = defineJob({
  name: PURCHASE_JOBS.notifyCustomer,
  payload: refPayload,
  policy: 'stately',
  retry: { limit: 10, delaySeconds: 30, backoff: true },
  async handle({ ref }, context) {
    await notifyCustomerOfOutcome(context, ref);
  },
});

/** Every minute: picks up purchases a crash or a lost job left behind, and fans out one job each. */
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

export const purchaseJobs = [vendTokenJob, requeryTokenJob, notifyCustomerJob, sweepPurchasesJob];
