import type { AppContext } from '../../context.ts';
import { REMINDER_JOBS } from './reminder-job-names.ts';
import { reminderMail, reminderSms } from './reminder-messages.ts';
import { describeLagosDay, isReminderDay, lagosClock } from './reminder-schedule.ts';
import * as repository from './reminders.repository.ts';

const SWEEP_PAGE_SIZE = 500;

/** The singleton key of one customer's reminder for one period: the queue holds it at most once. */
export function reminderJobKey({ userId, period }: { userId: string; period: string }): string {
  return `${userId}:${period}`;
}

/**
 * The sweep: finds every customer whose reminder is due at `now` and not yet sent for this period, and
 * fans out one `reminders.send-one` job each. It records nothing itself, so running it twice (a re-run,
 * or two app instances) only enqueues jobs that the queue de-duplicates and that the claim then skips.
 * Returns how many jobs it enqueued.
 */
export async function sendDueReminders(ctx: AppContext, { now }: { now: Date }): Promise<number> {
  const { today, isSendTime } = lagosClock(now);
  if (!isSendTime) return 0;

  const day = describeLagosDay(today);
  let enqueued = 0;
  let afterId: string | undefined;
  for (;;) {
    const userIds = await repository.listDueUserIds(ctx.db, {
      period: today,
      ...day,
      afterId,
      limit: SWEEP_PAGE_SIZE,
    });
    for (const userId of userIds) {
      const job = { userId, period: today };
      if (await ctx.queue.send(REMINDER_JOBS.sendOne, job, { singletonKey: reminderJobKey(job) }))
        enqueued += 1;
    }
    if (userIds.length < SWEEP_PAGE_SIZE) break;
    afterId = userIds.at(-1);
  }

  if (enqueued > 0) ctx.log.info({ period: today, enqueued }, 'reminders: enqueued due purchase reminders');
  return enqueued;
}

/**
 * Sends one customer's reminder for one period, at most once. The period is claimed (recorded) before
 * anything is sent, so a second job for it finds nothing to do; if the SMS fails the claim is given back
 * and the job retries. The e-mail is a courtesy copy: its failure is logged, never retried, because a
 * retry would send the SMS again.
 */
export async function sendReminder(
  ctx: AppContext,
  { userId, period }: { userId: string; period: string },
): Promise<void> {
  const recipient = await repository.findReminderRecipient(ctx.db, userId);
  // Settings may have changed since the sweep: a customer who turned reminders off or moved the day is skipped.
  if (!recipient || !isReminderDay(recipient, period)) return;

  const claimed = await repository.claimReminderPeriod(ctx.db, { userId, period, sentAt: new Date() });
  if (!claimed) return;

  const lastPurchase = await repository.findLastDeliveredPurchase(ctx.db, userId);
  const content = { recipient, lastPurchase, publicUrl: ctx.env.PUBLIC_URL };

  try {
    await ctx.integrations.sms.send({ to: recipient.phone, text: reminderSms(content) });
  } catch (error) {
    await repository.releaseReminderPeriod(ctx.db, { userId, period, previous: recipient });
    throw error;
  }

  try {
    await ctx.integrations.mail.send({ to: recipient.email, ...reminderMail(content) });
  } catch (error) {
    ctx.log.warn({ err: error, userId, period }, 'reminders: e-mail copy not sent (the SMS was)');
  }
}
