import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadEnv } from '../../env.ts';
import type { TestApp } from '../../test/test-app.ts';
import { REMINDER_JOBS } from './reminder-job-names.ts';
import { lagosClock } from './reminder-schedule.ts';
import { sendDueRemindersJob } from './reminders.jobs.ts';
import { sendDueReminders } from './reminders.service.ts';
import {
  createCustomer,
  createReminderTestApp,
  lagosTime,
  remindersOf,
  saveReminder,
  sweepAt,
  TEST_PUBLIC_URL,
  waitForReminderJobs,
} from './reminders.test-support.ts';

// March 2031 starts on a Saturday: Monday the 3rd is its first Monday, Monday the 10th its second.
let testApp: TestApp;
let schedule: { name: string; cron: string; timezone: string }[];

beforeAll(async () => {
  ({ testApp, schedule } = await createReminderTestApp());
});

afterAll(async () => {
  await testApp.close();
});

const expectReminded = async (customer: { phone: string; email: string }, times: number) => {
  const { sms, email } = await remindersOf(testApp, customer);
  expect(sms).toHaveLength(times);
  expect(email).toHaveLength(times);
};

describe('the reminder sweep', () => {
  it('is scheduled by pg-boss every hour on the hour (UTC)', () => {
    expect(schedule).toEqual([{ name: REMINDER_JOBS.sweep, cron: '0 * * * *', timezone: 'UTC' }]);
  });

  it('reminds exactly the customers due on the first Monday of the month, from 09:00 Lagos', async () => {
    const daily = await createCustomer(testApp, { frequency: 'Daily', day: 'Friday' });
    const weeklyMonday = await createCustomer(testApp, { frequency: 'Weekely', day: 'Monday' });
    const weeklyTuesday = await createCustomer(testApp, { frequency: 'Weekely', day: 'Tuesday' });
    const monthlyMonday = await createCustomer(testApp, { frequency: 'Monthly', day: 'Monday' });
    const monthlySunday = await createCustomer(testApp, { frequency: 'Monthly', day: 'Sunday' });
    const switchedOff = await createCustomer(testApp, 'off');
    const neverSet = await createCustomer(testApp, 'never-set');

    expect(await sweepAt(testApp, lagosTime('2031-03-03T08:59'))).toBe(0);
    for (const customer of [daily, weeklyMonday, monthlyMonday]) await expectReminded(customer, 0);

    expect(await sweepAt(testApp, lagosTime('2031-03-03T09:00'))).toBe(3);
    for (const customer of [daily, weeklyMonday, monthlyMonday]) await expectReminded(customer, 1);
    for (const customer of [weeklyTuesday, monthlySunday, switchedOff, neverSet])
      await expectReminded(customer, 0);
  });

  it('sends nothing more in the same period, however often it runs', async () => {
    const daily = await createCustomer(testApp, { frequency: 'Daily', day: 'Monday' });
    const weekly = await createCustomer(testApp, { frequency: 'Weekely', day: 'Wednesday' });

    await sweepAt(testApp, lagosTime('2031-03-05T09:00'));
    expect(await sweepAt(testApp, lagosTime('2031-03-05T10:00'))).toBe(0);
    expect(await sweepAt(testApp, lagosTime('2031-03-05T23:59'))).toBe(0);
    await expectReminded(daily, 1);
    await expectReminded(weekly, 1);

    // The next period is a new reminder: the next day for Daily, the next Wednesday for Weekely.
    await sweepAt(testApp, lagosTime('2031-03-06T09:00'));
    await expectReminded(daily, 2);
    await expectReminded(weekly, 1);
    await sweepAt(testApp, lagosTime('2031-03-12T09:30'));
    await expectReminded(weekly, 2);
  });

  it('two app instances sweeping the same hour send each reminder once', async () => {
    const customers = await Promise.all(
      [1, 2, 3].map(() => createCustomer(testApp, { frequency: 'Weekely', day: 'Thursday' })),
    );
    const secondInstance = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', PUBLIC_URL: TEST_PUBLIC_URL }),
      database: testApp.database,
      jobs: { work: true, pollingIntervalSeconds: 0.5 },
    });
    await secondInstance.ready();
    try {
      const now = lagosTime('2031-03-13T09:00');
      await Promise.all([
        sendDueReminders(testApp.app.ctx, { now }),
        sendDueReminders(secondInstance.ctx, { now }),
      ]);
      await waitForReminderJobs(testApp);
      for (const customer of customers) await expectReminded(customer, 1);
    } finally {
      await secondInstance.close();
    }
  });

  it('Monthly reminds on the first chosen day of each month only', async () => {
    const monthly = await createCustomer(testApp, { frequency: 'Monthly', day: 'Monday' });

    await sweepAt(testApp, lagosTime('2031-03-10T09:00'));
    await sweepAt(testApp, lagosTime('2031-03-31T09:00'));
    await expectReminded(monthly, 0);

    await sweepAt(testApp, lagosTime('2031-04-07T09:00'));
    await expectReminded(monthly, 1);
  });
});

describe('reminder settings saved through PATCH /user', () => {
  it('follow a change of day, a switch-off and a switch back on', async () => {
    const customer = await createCustomer(testApp, { frequency: 'Weekely', day: 'Monday' });
    await saveReminder(testApp, customer.headers, {
      reminder: true,
      reminder_frequency: 'Weekely',
      reminder_day: 'Wednesday',
    });

    await sweepAt(testApp, lagosTime('2031-05-05T09:00')); // a Monday
    await expectReminded(customer, 0);
    await sweepAt(testApp, lagosTime('2031-05-07T09:00')); // a Wednesday
    await expectReminded(customer, 1);

    await saveReminder(testApp, customer.headers, { reminder: false });
    await sweepAt(testApp, lagosTime('2031-05-14T09:00')); // the next Wednesday
    await expectReminded(customer, 1);

    await saveReminder(testApp, customer.headers, {
      reminder: true,
      reminder_frequency: 'Daily',
      reminder_day: 'Wednesday',
    });
    await sweepAt(testApp, lagosTime('2031-05-15T11:00'));
    await expectReminded(customer, 2);
  });

  it('a customer who switches reminders off never gets one', async () => {
    const customer = await createCustomer(testApp, { frequency: 'Daily', day: 'Monday' });
    await saveReminder(testApp, customer.headers, { reminder: false });

    for (const day of ['2031-06-02', '2031-06-03', '2031-06-04'])
      await sweepAt(testApp, lagosTime(`${day}T09:00`));
    await expectReminded(customer, 0);
  });
});

// Last: its customer stays Daily, so it would be due in every later sweep of this file.
describe('the hourly job', () => {
  it('the cron job sweeps at the wall-clock time: a Daily customer is reminded once 09:00 Lagos has come', async () => {
    const daily = await createCustomer(testApp, { frequency: 'Daily', day: 'Monday' });
    const before = lagosClock(new Date());

    await sendDueRemindersJob.handle(null, testApp.app.ctx);
    await waitForReminderJobs(testApp);

    // The job reads the clock between these two readings; at 09:00 Lagos they differ and either count is right.
    const after = lagosClock(new Date());
    const { sms, email } = await remindersOf(testApp, daily);
    expect(email).toHaveLength(sms.length);
    expect([before, after].map(({ isSendTime }) => (isSendTime ? 1 : 0))).toContain(sms.length);
  });
});
