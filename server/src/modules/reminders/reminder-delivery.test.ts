import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases, users } from '../../db/schema/index.ts';
import { createHttpSmsSender } from '../../integrations/sms/sms-sender.ts';
import { sendJson, startLocalHttpServer } from '../../test/fakes/local-http-server.ts';
import type { TestApp } from '../../test/test-app.ts';
import { sendReminder } from './reminders.service.ts';
import {
  createCustomer,
  createReminderTestApp,
  lagosTime,
  remindersOf,
  saveReminder,
  sweepAt,
} from './reminders.test-support.ts';

let testApp: TestApp;

beforeAll(async () => {
  ({ testApp } = await createReminderTestApp());
});

afterAll(async () => {
  await testApp.close();
});

/** A purchase row as the money path leaves it, for the reminder to quote. */
async function seedPurchase(
  userId: string,
  values: { meterNo: string; amountKobo: number; status: string; createdAt: Date },
) {
  await testApp.database.db.insert(purchases).values({
    ref: `PP-${randomBytes(6).toString('hex')}`,
    userId,
    provider: 'ikeja-electric',
    meterType: 'prepaid',
    meterName: 'Ngozi Adeyemi',
    phone: '08031234567',
    paymentProvider: 'sandbox',
    feeKobo: 10_000,
    totalKobo: values.amountKobo + 10_000,
    ...values,
  });
}

async function lastReminderPeriodOf(userId: string) {
  const [row] = await testApp.database.db
    .select({ period: users.lastReminderPeriod, at: users.lastReminderAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

describe('the reminder a customer receives', () => {
  it('without a delivered purchase: an SMS and an e-mail pointing to Buy Electricity', async () => {
    const customer = await createCustomer(testApp, { frequency: 'Weekely', day: 'Monday' });
    await sweepAt(testApp, lagosTime('2031-03-03T09:00'));

    const { sms, email } = await remindersOf(testApp, customer);
    expect(sms.map((message) => message.body)).toEqual([
      'PowerPay: time to top up your meter. Buy electricity at https://powerpay.test/buy-electricity',
    ]);
    expect(email).toHaveLength(1);
    expect(email[0]?.subject).toBe('Time to top up your electricity');
    expect(email[0]?.body).toContain('Hello Ngozi,');
    expect(email[0]?.body).toContain('This is your weekly PowerPay reminder to top up your prepaid meter');
    expect(email[0]?.body).toContain('Buy electricity: https://powerpay.test/buy-electricity');
    expect(email[0]?.body).toContain('turn them off, go to https://powerpay.test/notifications.');
    expect(email[0]?.body).not.toContain('last purchase');
  });

  it('quotes the meter and amount of the most recent delivered purchase', async () => {
    const customer = await createCustomer(testApp, { frequency: 'Daily', day: 'Monday' });
    await seedPurchase(customer.user.id, {
      meterNo: '45011112222',
      amountKobo: 300_000,
      status: 'delivered',
      createdAt: lagosTime('2031-02-01T10:00'),
    });
    await seedPurchase(customer.user.id, {
      meterNo: '45033334444',
      amountKobo: 550_000,
      status: 'delivered',
      createdAt: lagosTime('2031-02-20T10:00'),
    });
    // Newer, but never delivered: not something to buy again.
    await seedPurchase(customer.user.id, {
      meterNo: '45055556666',
      amountKobo: 900_000,
      status: 'vend_failed',
      createdAt: lagosTime('2031-02-25T10:00'),
    });

    await sweepAt(testApp, lagosTime('2031-03-04T09:00'));

    const { sms, email } = await remindersOf(testApp, customer);
    expect(sms.map((message) => message.body)).toEqual([
      'PowerPay: time to top up meter 45033334444 (last time NGN 5,500.00). Buy electricity at https://powerpay.test/buy-electricity',
    ]);
    expect(email[0]?.body).toContain('This is your daily PowerPay reminder');
    expect(email[0]?.body).toContain(
      'Your last purchase was NGN 5,500.00 for meter 45033334444 (Ikeja Electric (IE)).',
    );
  });
});

describe('one reminder per customer and period', () => {
  it('of two jobs racing for the same period, exactly one sends', async () => {
    const customer = await createCustomer(testApp, { frequency: 'Weekely', day: 'Tuesday' });
    const job = { userId: customer.user.id, period: '2031-03-11' };

    await Promise.all([
      sendReminder(testApp.app.ctx, job),
      sendReminder(testApp.app.ctx, job),
      sendReminder(testApp.app.ctx, job),
    ]);
    await sendReminder(testApp.app.ctx, job);

    const { sms, email } = await remindersOf(testApp, customer);
    expect(sms).toHaveLength(1);
    expect(email).toHaveLength(1);
    expect((await lastReminderPeriodOf(customer.user.id))?.period).toBe('2031-03-11');
  });

  it('a late job for an earlier period sends nothing once a later one went out', async () => {
    const customer = await createCustomer(testApp, { frequency: 'Daily', day: 'Tuesday' });
    await sendReminder(testApp.app.ctx, { userId: customer.user.id, period: '2031-03-12' });
    await sendReminder(testApp.app.ctx, { userId: customer.user.id, period: '2031-03-11' });

    expect((await remindersOf(testApp, customer)).sms).toHaveLength(1);
    expect((await lastReminderPeriodOf(customer.user.id))?.period).toBe('2031-03-12');
  });

  it('a job for a customer who switched off or moved the day since the sweep sends nothing', async () => {
    const switchedOff = await createCustomer(testApp, { frequency: 'Weekely', day: 'Tuesday' });
    const moved = await createCustomer(testApp, { frequency: 'Weekely', day: 'Tuesday' });
    await saveReminder(testApp, switchedOff.headers, { reminder: false });
    await saveReminder(testApp, moved.headers, {
      reminder: true,
      reminder_frequency: 'Weekely',
      reminder_day: 'Friday',
    });

    for (const customer of [switchedOff, moved]) {
      await sendReminder(testApp.app.ctx, { userId: customer.user.id, period: '2031-03-11' });
      expect((await remindersOf(testApp, customer)).sms).toHaveLength(0);
      expect((await lastReminderPeriodOf(customer.user.id))?.period).toBeNull();
    }
  });

  it('when the SMS gateway fails, the period is given back and the retry sends it once', async () => {
    const customer = await createCustomer(testApp, { frequency: 'Weekely', day: 'Tuesday' });
    let isGatewayUp = false;
    const gateway = await startLocalHttpServer((_request, response) => {
      sendJson(response, isGatewayUp ? 200 : 503, isGatewayUp ? { message_id: 'sent' } : { message: 'down' });
    });
    const ctx = {
      ...testApp.app.ctx,
      integrations: {
        ...testApp.app.ctx.integrations,
        sms: createHttpSmsSender({ url: gateway.url, senderId: 'PowerPay' }),
      },
    };
    const job = { userId: customer.user.id, period: '2031-03-18' };

    try {
      await expect(sendReminder(ctx, job)).rejects.toThrow('SMS gateway answered 503');
      expect(await lastReminderPeriodOf(customer.user.id)).toEqual({ period: null, at: null });
      expect((await remindersOf(testApp, customer)).email).toHaveLength(0);

      isGatewayUp = true;
      await sendReminder(ctx, job);
      await sendReminder(ctx, job);
    } finally {
      await gateway.close();
    }

    // The failed attempt and the retry; the third call found the period already sent.
    expect(gateway.requests).toHaveLength(2);
    expect(gateway.requests.at(-1)?.body).toMatchObject({
      to: `234${customer.phone.slice(1)}`,
      from: 'PowerPay',
    });
    expect((await remindersOf(testApp, customer)).email).toHaveLength(1);
    expect((await lastReminderPeriodOf(customer.user.id))?.period).toBe('2031-03-18');
  });
});
