import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { finishSandboxPayment } from '../../integrations/payments/sandbox.repository.ts';
import { listOutboxMessages } from '../../integrations/outbox.ts';
import { buildVendRequestId } from '../../integrations/vending/request-id.ts';
import { SIMULATOR_METERS } from '../../integrations/vending/simulator.ts';
import { createSignedInUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { PURCHASE_JOBS } from './purchase-job-names.ts';
import * as repository from './purchases.repository.ts';
import { SWEEP_AFTER_MS } from './purchases.sweep.ts';
import {
  backdatePurchase,
  createPurchaseTestApp,
  findPurchase,
  followCallback,
  loseQueuedJobs,
  pressCheckoutButton,
  purchaseBody,
  startPurchase,
  startWorker,
  uniqueMeter,
  vendCallsFor,
} from './purchases.test-support.ts';
import { RESEND_UNSEEN_VEND_AFTER_MS, VEND_NEVER_RECEIVED_REASON } from './vending.service.ts';

/**
 * The app under test works no queues: what its requests enqueue waits, as if the process died right
 * after answering. A worker started later on the same database plays the restarted process.
 */
let testApp: TestApp;
let worker: FastifyInstance | null = null;

beforeAll(async () => {
  testApp = await createPurchaseTestApp();
});
afterEach(async () => {
  await worker?.close();
  worker = null;
});
afterAll(() => testApp.close());

// Jobs wait out the requery back-off (10 s, then 20 s) on a machine that may be busy.
vi.setConfig({ testTimeout: 60_000 });
const POLL = { timeout: 40_000, interval: 250 };
const statusOf = async (ref: string) => (await findPurchase(testApp, ref)).status;

async function paidButNotVended(meterNo = uniqueMeter()) {
  const { headers } = await createSignedInUser(testApp.database.db);
  const body = purchaseBody({ meter_no: meterNo });
  const { ref } = await startPurchase(testApp, { headers, body });
  await followCallback(testApp, await pressCheckoutButton(testApp, { ref }));
  expect(await statusOf(ref)).toBe('paid');
  return { ref, body, headers };
}

describe('a vend job enqueued before a crash', () => {
  it('is worked after the restart', async () => {
    const { ref, body } = await paidButNotVended();

    worker = await startWorker(testApp);

    await expect.poll(() => statusOf(ref), POLL).toBe('delivered');
    expect(await vendCallsFor(testApp, body.meter_no)).toBe(1);
  });
});

describe('the sweep', () => {
  it('recovers a paid purchase whose vend job was lost', async () => {
    const { ref, body } = await paidButNotVended();
    await loseQueuedJobs(testApp, PURCHASE_JOBS.vendToken);
    await backdatePurchase(testApp, { ref, ms: SWEEP_AFTER_MS.paid + 1000 });

    worker = await startWorker(testApp);
    await worker.ctx.queue.send(PURCHASE_JOBS.sweep, {});

    await expect.poll(() => statusOf(ref), POLL).toBe('delivered');
    expect(await vendCallsFor(testApp, body.meter_no)).toBe(1);
  });

  it('leaves a recently paid purchase to its own job', async () => {
    const { ref } = await paidButNotVended();
    await loseQueuedJobs(testApp, PURCHASE_JOBS.vendToken);

    worker = await startWorker(testApp);
    await worker.ctx.queue.send(PURCHASE_JOBS.sweep, {});
    await new Promise((resolve) => setTimeout(resolve, 2000));

    expect(await statusOf(ref)).toBe('paid');
  });

  it('settles a payment whose webhook and callback were both lost, with the payment provider', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const body = purchaseBody();
    const { ref } = await startPurchase(testApp, { headers, body });
    await finishSandboxPayment(testApp.database.db, ref, 'success', new Date());
    await backdatePurchase(testApp, { ref, ms: SWEEP_AFTER_MS.awaitingPayment + 1000 });

    worker = await startWorker(testApp);
    await worker.ctx.queue.send(PURCHASE_JOBS.sweep, {});

    await expect.poll(() => statusOf(ref), POLL).toBe('delivered');
    expect(await vendCallsFor(testApp, body.meter_no)).toBe(1);
  });

  it('sends a token notice that a crash lost, once', async () => {
    const { ref, body } = await paidButNotVended();
    worker = await startWorker(testApp);
    await expect.poll(() => statusOf(ref), POLL).toBe('delivered');
    await expect.poll(async () => (await findPurchase(testApp, ref)).tokenSentAt, POLL).not.toBeNull();

    await worker.ctx.queue.send(PURCHASE_JOBS.sweep, {});
    await worker.ctx.queue.send(PURCHASE_JOBS.notifyCustomer, { ref });
    await new Promise((resolve) => setTimeout(resolve, 2000));

    const sms = await listOutboxMessages(testApp.database.db, { recipient: body.phone, limit: 100 });
    expect(sms.filter((message) => message.body.includes(ref))).toHaveLength(1);
  });
});

describe('a crash in the middle of a vend', () => {
  it('after the provider took the vend but before its answer was stored: requery finds the token, no second vend', async () => {
    const { ref, body } = await paidButNotVended();
    await loseQueuedJobs(testApp, PURCHASE_JOBS.vendToken);
    // What the crashed process did: stored the request id, called the provider, died before the answer.
    const claimed = await repository.claimForVend(testApp.database.db, { ref, vendRequestId: buildVendRequestId({ reference: ref }) });
    await testApp.app.ctx.integrations.vending.vend({
      requestId: claimed?.vendRequestId ?? '',
      serviceId: body.provider,
      meterNo: body.meter_no,
      meterType: 'prepaid',
      amountNaira: 1000,
      phone: body.phone,
    });
    await backdatePurchase(testApp, { ref, ms: SWEEP_AFTER_MS.vending + 1000 });

    worker = await startWorker(testApp);
    // The vend job delivered again, and the sweep: both must requery, never vend.
    await worker.ctx.queue.send(PURCHASE_JOBS.vendToken, { ref });
    await worker.ctx.queue.send(PURCHASE_JOBS.sweep, {});

    await expect.poll(() => statusOf(ref), POLL).toBe('delivered');
    expect(await vendCallsFor(testApp, body.meter_no)).toBe(1);
  });

  it('after the request id was stored but before the call left: not resent while young, sent once with the same id later', async () => {
    const { ref, body } = await paidButNotVended();
    await loseQueuedJobs(testApp, PURCHASE_JOBS.vendToken);
    const requestId = buildVendRequestId({ reference: ref });
    await repository.claimForVend(testApp.database.db, { ref, vendRequestId: requestId });

    worker = await startWorker(testApp);
    await worker.ctx.queue.send(PURCHASE_JOBS.vendToken, { ref });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await statusOf(ref)).toBe('vending');
    expect(await vendCallsFor(testApp, body.meter_no)).toBe(0);

    // Time passes; the waiting requery is lost as well, so the sweep is what picks the purchase up.
    await backdatePurchase(testApp, { ref, ms: RESEND_UNSEEN_VEND_AFTER_MS + 1000 });
    await loseQueuedJobs(testApp, PURCHASE_JOBS.requeryToken);
    await worker.ctx.queue.send(PURCHASE_JOBS.sweep, {});

    await expect.poll(() => statusOf(ref), POLL).toBe('delivered');
    expect(await vendCallsFor(testApp, body.meter_no)).toBe(1);
    expect((await findPurchase(testApp, ref)).vendRequestId).toBe(requestId);
  });

  it('racing Refresh clicks on a vend the provider never saw resend it once', async () => {
    const { ref, body, headers } = await paidButNotVended();
    await loseQueuedJobs(testApp, PURCHASE_JOBS.vendToken);
    await repository.claimForVend(testApp.database.db, { ref, vendRequestId: buildVendRequestId({ reference: ref }) });
    await backdatePurchase(testApp, { ref, ms: RESEND_UNSEEN_VEND_AFTER_MS + 1000 });

    const clicks = await Promise.all(
      Array.from({ length: 5 }, () => testApp.app.inject({ method: 'POST', url: `/api/v1/purchase/${ref}/requery`, headers })),
    );

    expect(clicks.every((click) => click.statusCode === 200)).toBe(true);
    expect(await statusOf(ref)).toBe('delivered');
    expect(await vendCallsFor(testApp, body.meter_no)).toBe(1);
  });

  it('a vend the provider still has not seen after the resend fails visibly as refund due, never vended under another id', async () => {
    const { ref, body } = await paidButNotVended();
    await loseQueuedJobs(testApp, PURCHASE_JOBS.vendToken);
    await repository.claimForVend(testApp.database.db, { ref, vendRequestId: buildVendRequestId({ reference: ref }) });
    // The resend with the same id was made too (and was lost as well): the provider has seen nothing.
    await repository.claimVendResend(testApp.database.db, { ref, seenAttempts: 1 });
    await backdatePurchase(testApp, { ref, ms: RESEND_UNSEEN_VEND_AFTER_MS + 1000 });

    worker = await startWorker(testApp);
    await worker.ctx.queue.send(PURCHASE_JOBS.sweep, {});

    await expect.poll(() => statusOf(ref), POLL).toBe('refund_due');
    expect((await findPurchase(testApp, ref)).failureReason).toBe(VEND_NEVER_RECEIVED_REASON);
    expect(await vendCallsFor(testApp, body.meter_no)).toBe(0);
  });

  it('a timed-out vend (…3333) picked up by a second instance is requeried there, never vended again', async () => {
    const { ref, body } = await paidButNotVended(uniqueMeter(SIMULATOR_METERS.timeoutThenDelivered));

    worker = await startWorker(testApp);
    const second = await startWorker(testApp);
    try {
      await second.ctx.queue.send(PURCHASE_JOBS.vendToken, { ref });
      await expect.poll(() => statusOf(ref), POLL).toBe('delivered');
    } finally {
      await second.close();
    }
    expect(await vendCallsFor(testApp, body.meter_no)).toBe(1);
  });
});
