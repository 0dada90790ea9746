import { randomBytes, randomInt } from 'node:crypto';
import { expect } from 'vitest';
import type { ReminderFrequency, WeekDay } from '@powerpay/shared';
import { createSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { REMINDER_JOBS } from './reminder-job-names.ts';
import { sendDueReminders } from './reminders.service.ts';

export const TEST_PUBLIC_URL = 'https://powerpay.test';

export interface OutboxItem {
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
}

/**
 * The real app on a fresh database, working its queues. The hourly cron is taken off the schedule (after
 * reading it) so that the wall clock cannot start a sweep of its own in the middle of a test: the tests
 * sweep at fixed instants instead. Answers the schedule as pg-boss had it.
 */
export async function createReminderTestApp(): Promise<{
  testApp: TestApp;
  schedule: { name: string; cron: string; timezone: string }[];
}> {
  const testApp = await createTestApp({
    env: { PUBLIC_URL: TEST_PUBLIC_URL },
    jobs: { work: true, pollingIntervalSeconds: 0.5 },
  });
  const { executor } = testApp.database;
  const result = await executor.executeSql(
    'select name, cron, timezone from pgboss.schedule where name = $1',
    [REMINDER_JOBS.sweep],
  );
  await executor.executeSql('delete from pgboss.schedule where name = $1', [REMINDER_JOBS.sweep]);
  return { testApp, schedule: result.rows as { name: string; cron: string; timezone: string }[] };
}

/** An instant given in Lagos time, e.g. `2031-03-03T09:00`. */
export const lagosTime = (dateTime: string) => new Date(`${dateTime}:00+01:00`);

export type ReminderChoice = { frequency: ReminderFrequency; day: WeekDay } | 'off' | 'never-set';

/**
 * A signed-in customer with a phone and e-mail of their own (so the outbox shows only their messages),
 * whose reminder settings are saved through PATCH /user like the Notifications page does.
 */
export async function createCustomer(testApp: TestApp, choice: ReminderChoice) {
  const phone = `080${randomInt(10_000_000, 100_000_000)}`;
  const email = `reminded-${randomBytes(6).toString('hex')}@example.ng`;
  const customer = await createSignedInUser(testApp.database.db, { phone, email, firstName: 'Ngozi' });
  if (choice === 'off') {
    await saveReminder(testApp, customer.headers, {
      reminder: true,
      reminder_frequency: 'Daily',
      reminder_day: 'Monday',
    });
    await saveReminder(testApp, customer.headers, { reminder: false });
  } else if (choice !== 'never-set') {
    await saveReminder(testApp, customer.headers, {
      reminder: true,
      reminder_frequency: choice.frequency,
      reminder_day: choice.day,
    });
  }
  return { ...customer, phone, email };
}

export async function saveReminder(
  testApp: TestApp,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
) {
  const response = await testApp.app.inject({ method: 'PATCH', url: '/api/v1/user', headers, payload });
  expect(response.statusCode).toBe(200);
  expect(response.json().data.reminder).toBe(payload.reminder);
}

export async function readOutbox(testApp: TestApp, to: string): Promise<OutboxItem[]> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}&limit=100`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as OutboxItem[];
}

/** The SMS and e-mails a customer has received, in the order they were sent. */
export async function remindersOf(testApp: TestApp, customer: { phone: string; email: string }) {
  const [sms, email] = await Promise.all([
    readOutbox(testApp, customer.phone),
    readOutbox(testApp, customer.email),
  ]);
  return { sms: sms.reverse(), email: email.reverse() };
}

/** Waits until every reminder job has been worked (nothing queued, retrying or running). */
export async function waitForReminderJobs(testApp: TestApp) {
  await expect
    .poll(
      async () => {
        const result = await testApp.database.executor.executeSql(
          `select count(*)::int as pending from pgboss.job where name = $1 and state in ('created', 'retry', 'active')`,
          [REMINDER_JOBS.sendOne],
        );
        return (result.rows[0] as { pending: number }).pending;
      },
      { timeout: 20_000, interval: 200 },
    )
    .toBe(0);
}

/** Runs the sweep as the hourly cron would at `now`, then lets the fanned-out jobs finish. */
export async function sweepAt(testApp: TestApp, now: Date): Promise<number> {
  const enqueued = await sendDueReminders(testApp.app.ctx, { now });
  await waitForReminderJobs(testApp);
  return enqueued;
}
