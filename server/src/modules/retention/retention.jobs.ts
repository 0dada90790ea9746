import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { defineJob } from '../../jobs/define-job.ts';
import { deleteExpiredCounters } from '../../lib/limits/attempt-counters.ts';
import * as repository from './retention.repository.ts';

export const RETENTION_JOB = 'retention.daily';

/**
 * Deletes or redacts what PowerPay no longer needs, by the periods in `@powerpay/shared/retention` that
 * the privacy policy states (decision 040). Each step is one statement, safe to run again or twice at once.
 */
export async function applyRetention(context: Pick<AppContext, 'db'>) {
  const { db } = context;
  return {
    messageBodiesRedacted: await repository.redactOldMessageBodies(db),
    messageRecordsDeleted: await repository.deleteOldMessageRecords(db),
    deadCredentialsDeleted: await repository.deleteDeadCredentials(db),
    attemptCountersDeleted: await deleteExpiredCounters(db),
    contactMessagesDeleted: await repository.deleteOldContactMessages(db),
    energyAuditsDeleted: await repository.deleteOldEnergyAudits(db),
  };
}

/** Every night at 03:40 Lagos time (02:40 UTC), when the fewest people buy. */
export const retentionJob = defineJob({
  name: RETENTION_JOB,
  payload: z.object({}).nullish(),
  policy: 'singleton',
  cron: '40 2 * * *',
  async handle(_payload, context) {
    context.log.info(await applyRetention(context), 'retention applied');
  },
});
