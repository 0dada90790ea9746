import { isIsoDate } from '@powerpay/shared';
import { z } from 'zod';
import { defineJob } from '../../jobs/define-job.ts';
import { REMINDER_JOBS } from './reminder-job-names.ts';
import { sendDueReminders, sendReminder } from './reminders.service.ts';

/**
 * Every hour on the hour (UTC): enqueues the reminders that are due. Reminders go out from 09:00 Lagos
 * (08:00 UTC); the later runs of the day catch up on what an outage at 08:00 would have missed.
 */
export const sendDueRemindersJob = defineJob({
  name: REMINDER_JOBS.sweep,
  payload: z.object({}).nullish(),
  policy: 'singleton',
  cron: '0 * * * *',
  // The next hourly run is the retry.
  retry: { limit: 0, delaySeconds: 60 },
  async handle(_payload, context) {
    await sendDueReminders(context, { now: new Date() });
  },
});

/** One customer's reminder for one period (the Lagos day it is due); at most one queued per customer and period. */
export const sendReminderJob = defineJob({
  name: REMINDER_JOBS.sendOne,
  payload: z.object({ userId: z.uuid(), period: z.string().refine(isIsoDate) }),
  policy: 'stately',
  retry: { limit: 5, delaySeconds: 60, backoff: true },
  async handle(payload, context) {
    await sendReminder(context, payload);
  },
});
