import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { purchases } from '../../db/schema/index.ts';
import { listOutboxMessages } from '../../integrations/outbox.ts';
import { finishSandboxPayment } from '../../integrations/payments/sandbox.repository.ts';
import { SIMULATOR_METERS } from '../../integrations/vending/simulator.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  abandonClaim,
  createPurchaseTestApp,
  findPurchase,
  postWebhook,
  purchaseBody,
  signedChargeSuccess,
  startPurchase,
  startWorker,
  uniqueMeter,
  vendCallsFor,
} from './purchases.test-support.ts';

/** The app under test works no queue; workers started on its database do (several at once here). */
let testApp: TestApp;
const workers: FastifyInstance[] = [];

beforeAll(async () => {
  testApp = await createPurchaseTestApp();
});
afterAll(async () => {
  for (const worker of workers) await worker.close();
  await testApp.close();
});

vi.setConfig({ testTimeout: 90_000 });
const POLL = { timeout: 60_000, interval: 250 };

async function health() {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/health' });
  expect(response.statusCode).toBe(200);
  return response.json<{
    data: { status: string; work: { isStuck: boolean; overdue: number; expiredLeases: number } };
  }>().data;
}

describe('a stuck queue', () => {
  it("shows in /health (overdue work, a dead worker's lease) until a worker takes the purchases over", async () => {
    const { ref } = await startPurchase(testApp, { body: purchaseBody() });
    await finishSandboxPayment(testApp.database.db, ref, 'success', new Date());
    await postWebhook(testApp, signedChargeSuccess({ ref, amountKobo: 110_000 }));
    await abandonClaim(testApp, { ref, isExpired: true });
    await testApp.database.db.execute(
      sql`update ${purchases} set due_at = now() - interval '5 minutes' where ref = ${ref}`,
    );

    expect(await health()).toMatchObject({
      status: 'up',
      work: { isStuck: true, overdue: 1, expiredLeases: 1 },
    });

    workers.push(await startWorker(testApp));
    await expect.poll(async () => (await findPurchase(testApp, ref)).status, POLL).toBe('delivered');
    await expect
      .poll(async () => (await health()).work, POLL)
      .toMatchObject({ isStuck: false, overdue: 0, expiredLeases: 0 });
  });
});

describe('several workers and duplicate webhooks', () => {
  it('vend every purchase exactly once and send one token message each', async () => {
    workers.push(await startWorker(testApp), await startWorker(testApp));
    const endings = [
      '5',
      '5',
      '5',
      SIMULATOR_METERS.timeoutThenDelivered,
      '5',
      '5',
      SIMULATOR_METERS.pendingThenDelivered,
      '5',
    ];
    const started = await Promise.all(
      endings.map(async (ending, index) => {
        const body = purchaseBody({
          meter_no: uniqueMeter(ending),
          phone: `0803${String(1_000_000 + index).slice(-7)}`,
        });
        const { ref } = await startPurchase(testApp, { body });
        await finishSandboxPayment(testApp.database.db, ref, 'success', new Date());
        return { ref, body };
      }),
    );

    // Each confirmation delivered three times at once, to the app and to every worker.
    const apps = [testApp.app, ...workers];
    await Promise.all(
      started.flatMap(({ ref }) =>
        apps.map((app) =>
          postWebhook({ ...testApp, app }, signedChargeSuccess({ ref, amountKobo: 110_000 })),
        ),
      ),
    );

    for (const { ref, body } of started) {
      await expect.poll(async () => (await findPurchase(testApp, ref)).tokenSentAt, POLL).not.toBeNull();
      expect(await vendCallsFor(testApp, body.meter_no)).toBe(1);
      const sms = await listOutboxMessages(testApp.database.db, { recipient: body.phone, limit: 100 });
      expect(sms.filter((message) => message.body.includes(ref))).toHaveLength(1);
    }
  });
});

describe("a burst larger than the worker's slots", () => {
  it('drains: every purchase vended once while payments keep waking a full worker', async () => {
    const narrow = await startWorker(testApp, { PURCHASE_WORKER_CONCURRENCY: '2' });
    workers.push(narrow);
    const started = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const body = purchaseBody();
        const { ref } = await startPurchase(testApp, { body });
        await finishSandboxPayment(testApp.database.db, ref, 'success', new Date());
        return { ref, body };
      }),
    );

    await Promise.all(
      started.map(({ ref }) =>
        postWebhook({ ...testApp, app: narrow }, signedChargeSuccess({ ref, amountKobo: 110_000 })),
      ),
    );

    for (const { ref, body } of started) {
      await expect.poll(async () => (await findPurchase(testApp, ref)).tokenSentAt, POLL).not.toBeNull();
      expect(await vendCallsFor(testApp, body.meter_no)).toBe(1);
    }
  });
});
