import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { purchases } from '../../db/schema/index.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { finishSandboxPayment } from '../../integrations/payments/sandbox.repository.ts';
import { listOutboxMessages } from '../../integrations/outbox.ts';
import { buildVendRequestId } from '../../integrations/vending/request-id.ts';
import { SIMULATOR_METERS } from '../../integrations/vending/simulator.ts';
import { createSignedInUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { PURCHASE_JOBS } from './purchase-job-names.ts';
import * as repository from './purchases.repository.ts';
import { reconcileCheckoutsAfterStart, SWEEP_AFTER_MS, sweepPurchases } from './purchases.sweep.ts';
import {
  abandonClaim,
  backdatePurchase,
  clearDueTime,
  createPurchaseTestApp,
  findPurchase,
  followCallback,
  pressCheckoutButton,
  purchaseBody,
  startPurchase,
  startWorker,
  uniqueMeter,
  vendCallsFor,
} from './purchases.test-support.ts';
import { FAIL_UNSEEN_VEND_AFTER_MS, RESEND_UNSEEN_VEND_AFTER_MS } from './vend-resend.ts';
import { VEND_NEVER_RECEIVED_REASON } from './vending.service.ts';
import { claimDue, renewLeases } from './work/work.repository.ts';

/**
 * The app under test works no queues: what its requests make due waits, as if the process died right
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

describe('a purchase owed a step before a crash', () => {
  it('is worked after the restart', async () => {
    const { ref, body } = await paidButNotVended();

    worker = await startWorker(testApp);

    await expect.poll(() => statusOf(ref), POLL).toBe('delivered');
    expect(await vendCallsFor(testApp, body.meter_no)).toBe(1);
  });
});

describe('a worker that crashed while holding a purchase (an abandoned lease)', () => {
  it('keeps it from other workers while the lease runs, and is taken over as soon as it expires', async () => {
    const { ref, body } = await paidButNotVended();
    await abandonClaim(testApp, { ref, isExpired: false });

    const other = await claimDue(testApp.database.db, {
      owner: 'another-worker',
      limit: 100,
      leaseMs: 15_000,
    });
    expect(other.map((row) => row.ref)).not.toContain(ref);

    await abandonClaim(testApp, { ref, isExpired: true });
    worker = await startWorker(testApp);

    await expect.poll(() => statusOf(ref), POLL).toBe('delivered');
    expect(await vendCallsFor(testApp, body.meter_no)).toBe(1);
    // Released once its notice went out, with nothing more due.
    await expect.poll(async () => (await findPurchase(testApp, ref)).leaseOwner, POLL).toBeNull();
    const row = await findPurchase(testApp, ref);
    expect(row).toMatchObject({ leaseUntil: null, dueAt: null });
    expect(row.tokenSentAt).not.toBeNull();
  });

  it('is renewed while its worker lives: the worker extends its own leases, and no other worker’s', async () => {
    const mine = await paidButNotVended();
    const theirs = await paidButNotVended();
    const hold = (ref: string, owner: string) =>
      testApp.database.db
        .update(purchases)
        .set({ leaseOwner: owner, leaseUntil: sql`now() + interval '1 second'` })
        .where(eq(purchases.ref, ref));
    await hold(mine.ref, 'worker-alive');
    await hold(theirs.ref, 'worker-other');
    const theirsBefore = await findPurchase(testApp, theirs.ref);

    await renewLeases(testApp.database.db, { owner: 'worker-alive', leaseMs: 3_600_000 });

    const [mineAfter, theirsAfter] = await Promise.all([
      findPurchase(testApp, mine.ref),
      findPurchase(testApp, theirs.ref),
    ]);
    expect(mineAfter.leaseUntil!.getTime() - mineAfter.updatedAt.getTime()).toBeGreaterThan(59 * 60_000);
    expect(theirsAfter.leaseUntil).toEqual(theirsBefore.leaseUntil);
    const other = await claimDue(testApp.database.db, {
      owner: 'another-worker',
      limit: 100,
      leaseMs: 15_000,
    });
    expect(other.map((row) => row.ref)).not.toContain(mine.ref);
  });

  it('after the vend left but before its answer was stored: the new worker requeries, never vends again', async () => {
    const { ref, body } = await paidButNotVended(uniqueMeter(SIMULATOR_METERS.timeoutThenDelivered));
    const claimed = await repository.claimForVend(testApp.database.db, {
      ref,
      vendRequestId: buildVendRequestId({ reference: ref }),
    });
    await testApp.app.ctx.integrations.vending.vend({
      requestId: claimed?.vendRequestId ?? '',
      serviceId: body.provider,
      meterNo: body.meter_no,
      meterType: 'prepaid',
      amountNaira: 1000,
      phone: body.phone,
    });
    await abandonClaim(testApp, { ref, isExpired: true });

    worker = await startWorker(testApp);
    const second = await startWorker(testApp);
    try {
      await expect.poll(() => statusOf(ref), POLL).toBe('delivered');
    } finally {
      await second.close();
    }
    expect(await vendCallsFor(testApp, body.meter_no)).toBe(1);
  });
});

describe('the sweep', () => {
  it('never queues a purchase already due or held, and makes due one left without a due time', async () => {
    const due = await paidButNotVended();
    const held = await paidButNotVended();
    await abandonClaim(testApp, { ref: held.ref, isExpired: false });
    const left = await paidButNotVended();
    await clearDueTime(testApp, left.ref);
    const [dueBefore, heldBefore] = await Promise.all([
      findPurchase(testApp, due.ref),
      findPurchase(testApp, held.ref),
    ]);

    await sweepPurchases(testApp.app.ctx);
    await sweepPurchases(testApp.app.ctx);

    const [dueAfter, heldAfter, leftAfter] = await Promise.all([
      findPurchase(testApp, due.ref),
      findPurchase(testApp, held.ref),
      findPurchase(testApp, left.ref),
    ]);
    expect(dueAfter.dueAt).toEqual(dueBefore.dueAt);
    expect(heldAfter).toMatchObject({
      dueAt: heldBefore.dueAt,
      leaseUntil: heldBefore.leaseUntil,
      leaseOwner: 'worker-that-crashed',
    });
    expect(leftAfter.dueAt).not.toBeNull();

    worker = await startWorker(testApp);
    await expect.poll(() => statusOf(left.ref), POLL).toBe('delivered');
    await expect.poll(() => statusOf(due.ref), POLL).toBe('delivered');
    expect(await statusOf(held.ref)).toBe('paid');
    expect(await vendCallsFor(testApp, left.body.meter_no)).toBe(1);
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

  it('at start, the payment provider is asked about the last 15 minutes\u2019 checkouts, older ones being the sweep\u2019s', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const young = await startPurchase(testApp, { headers, body: purchaseBody() });
    const old = await startPurchase(testApp, { headers, body: purchaseBody() });
    const unfinished = await startPurchase(testApp, { headers, body: purchaseBody() });
    for (const { ref } of [young, old])
      await finishSandboxPayment(testApp.database.db, ref, 'success', new Date());
    // What Paystack says of a checkout not completed yet: the customer may still be on it.
    await finishSandboxPayment(testApp.database.db, unfinished.ref, 'abandoned', new Date());
    await backdatePurchase(testApp, { ref: old.ref, ms: SWEEP_AFTER_MS.awaitingPayment + 1000 });

    // An app already stopping asks nothing more.
    await reconcileCheckoutsAfterStart(testApp.app.ctx, { isStopping: () => true });
    expect(await statusOf(young.ref)).toBe('awaiting_payment');

    await reconcileCheckoutsAfterStart(testApp.app.ctx, { isStopping: () => false });
    expect(await statusOf(young.ref)).toBe('paid');
    expect(await statusOf(old.ref)).toBe('awaiting_payment');
    expect(await statusOf(unfinished.ref)).toBe('awaiting_payment');
  });

  it('a crash between sending the token notice and recording it does not deliver the notice twice', async () => {
    const { ref, body } = await paidButNotVended();
    worker = await startWorker(testApp);
    await expect.poll(() => statusOf(ref), POLL).toBe('delivered');
    await expect.poll(async () => (await findPurchase(testApp, ref)).tokenSentAt, POLL).not.toBeNull();

    // The crashed worker had sent the SMS but not recorded it, and held the purchase.
    await testApp.database.db.update(purchases).set({ tokenSentAt: null }).where(eq(purchases.ref, ref));
    await abandonClaim(testApp, { ref, isExpired: true });
    await sweepPurchases(worker.ctx);

    await expect.poll(async () => (await findPurchase(testApp, ref)).tokenSentAt, POLL).not.toBeNull();
    const sms = await listOutboxMessages(testApp.database.db, { recipient: body.phone, limit: 100 });
    expect(sms.filter((message) => message.body.includes(ref))).toHaveLength(1);
  });
});

describe('a crash in the middle of a vend', () => {
  it('after the request id was stored but before the call left: not resent while young, sent once with the same id later', async () => {
    const { ref, body } = await paidButNotVended();
    const requestId = buildVendRequestId({ reference: ref });
    await repository.claimForVend(testApp.database.db, { ref, vendRequestId: requestId });

    await abandonClaim(testApp, { ref, isExpired: true });
    worker = await startWorker(testApp);
    // The worker takes it over and requeries: the provider never saw it and the claim is young.
    await expect.poll(async () => (await findPurchase(testApp, ref)).leaseOwner, POLL).toBeNull();
    expect(await statusOf(ref)).toBe('vending');
    expect(await vendCallsFor(testApp, body.meter_no)).toBe(0);
    // Its next requery is due the moment the resend may go, not after the 20 s back-off.
    const young = await findPurchase(testApp, ref);
    expect(young.dueAt?.getTime()).toBe(young.updatedAt.getTime() + RESEND_UNSEEN_VEND_AFTER_MS + 1000);

    // Time passes: the claim is old enough for the one resend, and the next requery is due.
    await backdatePurchase(testApp, { ref, ms: RESEND_UNSEEN_VEND_AFTER_MS + 1000 });
    await abandonClaim(testApp, { ref, isExpired: true });

    await expect.poll(() => statusOf(ref), POLL).toBe('delivered');
    expect(await vendCallsFor(testApp, body.meter_no)).toBe(1);
    expect((await findPurchase(testApp, ref)).vendRequestId).toBe(requestId);
  });

  it('racing Refresh clicks on a vend the provider never saw resend it once', async () => {
    const { ref, body, headers } = await paidButNotVended();
    await repository.claimForVend(testApp.database.db, {
      ref,
      vendRequestId: buildVendRequestId({ reference: ref }),
    });
    await backdatePurchase(testApp, { ref, ms: RESEND_UNSEEN_VEND_AFTER_MS + 1000 });

    const clicks = await Promise.all(
      Array.from({ length: 5 }, () =>
        testApp.app.inject({ method: 'POST', url: `/api/v1/purchase/${ref}/requery`, headers }),
      ),
    );

    expect(clicks.every((click) => click.statusCode === 200)).toBe(true);
    expect(await statusOf(ref)).toBe('delivered');
    expect(await vendCallsFor(testApp, body.meter_no)).toBe(1);
  });

  it('a vend the provider still has not seen after the resend fails visibly as refund due, never vended under another id', async () => {
    const { ref, body } = await paidButNotVended();
    await repository.claimForVend(testApp.database.db, {
      ref,
      vendRequestId: buildVendRequestId({ reference: ref }),
    });
    // The resend with the same id was made too (and was lost as well): the provider has seen nothing.
    await repository.claimVendResend(testApp.database.db, { ref, seenAttempts: 1 });

    // Unseen for longer than a resend waits, but not yet long enough to give up: it stays vending.
    await backdatePurchase(testApp, { ref, ms: RESEND_UNSEEN_VEND_AFTER_MS + 1000 });
    await abandonClaim(testApp, { ref, isExpired: true });
    worker = await startWorker(testApp);
    await expect.poll(async () => (await findPurchase(testApp, ref)).leaseOwner, POLL).toBeNull();
    expect(await statusOf(ref)).toBe('vending');

    await backdatePurchase(testApp, { ref, ms: FAIL_UNSEEN_VEND_AFTER_MS + 1000 });
    await abandonClaim(testApp, { ref, isExpired: true });

    await expect.poll(async () => (await findPurchase(testApp, ref)).refundReason, POLL).toBe('vend_failed');
    expect((await findPurchase(testApp, ref)).failureReason).toBe(VEND_NEVER_RECEIVED_REASON);
    expect(await vendCallsFor(testApp, body.meter_no)).toBe(0);
  });
});
