import { z } from 'zod';
import { defineJob } from '../../jobs/define-job.ts';
import { deleteExpiredCounters } from '../../lib/limits/attempt-counters.ts';

/** Attempt counters whose window ended count nothing: deleted hourly so the table stays small (decision 041). */
export const deleteExpiredCountersJob = defineJob({
  name: 'accounts.delete-expired-counters',
  payload: z.object({}).nullish(),
  policy: 'singleton',
  cron: '17 * * * *',
  async handle(_payload, context) {
    const deleted = await deleteExpiredCounters(context.db);
    if (deleted > 0) context.log.info({ deleted }, 'expired attempt counters deleted');
  },
});
