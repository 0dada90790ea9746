import { eq } from 'drizzle-orm';
import { purchases } from '../../db/schema/index.ts';
import { describe, expect, it, vi } from 'vitest';
import { finishSandboxPayment } from '../../integrations/payments/sandbox.repository.ts';
import { listOutboxMessages } from '../../integrations/outbox.ts';
import { createSignedInUser } from '../../test/factories.ts';
import { PURCHASE_JOBS } from './purchase-job-names.ts';
import { reconcileCheckoutsAfterStart, SWEEP_AFTER_MS, sweepPurchases } from './purchases.sweep.ts';
import {
  abandonClaim,
  backdatePurchase,
  clearDueTime,
  POLL,
  workerlessSuite,
  findPurchase,
  purchaseBody,
  startPurchase,
  startWorker,
  vendCallsFor,
} from './purchases.test-support.ts';
import { paidButNotVended, statusOf } from './crash-recovery.test-support.ts';

/**
 * The app under test works no queues: what its requests make due waits, as if the process died right
 * after answering. A worker started later on the same database plays the restarted process.
 */
const suite = workerlessSuite();

// Jobs wait out the requery back-off (10 s, then 20 s) on a machine that may be busy.
vi.setConfig({ testTimeout: 60_000 });

describe('the sweep', () => {
  it('never queues a purchase already due or held, and makes due one left without a due time', async () => {
    const due = await paidButNotVended(suite.testApp);
    const held = await paidButNotVended(suite.testApp);
    await abandonClaim(suite.testApp, { ref: held.ref, isExpired: false });
    const left = await paidButNotVended(suite.testApp);
    await clearDueTime(suite.testApp, left.ref);
    const [dueBefore, heldBefore] = await Promise.all([
      findPurchase(suite.testApp, due.ref),
      findPurchase(suite.testApp, held.ref),
    ]);

    await sweepPurchases(suite.testApp.app.ctx);
    await sweepPurchases(suite.testApp.app.ctx);

    const [dueAfter, heldAfter, leftAfter] = await Promise.all([
      findPurchase(suite.testApp, due.ref),
      findPurchase(suite.testApp, held.ref),
      findPurchase(suite.testApp, left.ref),
    ]);
    expect(dueAfter.dueAt).toEqual(dueBefore.dueAt);
    expect(heldAfter).toMatchObject({
      dueAt: heldBefore.dueAt,
      leaseUntil: heldBefore.leaseUntil,
      leaseOwner: 'worker-that-crashed',
    });
    expect(leftAfter.dueAt).not.toBeNull();

    suite.worker = await startWorker(suite.testApp);
    await expect.poll(() => statusOf(suite.testApp, left.ref), POLL).toBe('delivered');
    await expect.poll(() => statusOf(suite.testApp, due.ref), POLL).toBe('delivered');
    expect(await statusOf(suite.testApp, held.ref)).toBe('paid');
    expect(await vendCallsFor(suite.testApp, left.body.meter_no)).toBe(1);
  });

  it('settles a payment whose webhook and callback were both lost, with the payment provider', async () => {
    const { headers } = await createSignedInUser(suite.testApp.database.db);
    const body = purchaseBody();
    const { ref } = await startPurchase(suite.testApp, { headers, body });
    await finishSandboxPayment(suite.testApp.database.db, ref, 'success', new Date());
    await backdatePurchase(suite.testApp, { ref, ms: SWEEP_AFTER_MS.awaitingPayment + 1000 });

    suite.worker = await startWorker(suite.testApp);
    await suite.worker.ctx.queue.send(PURCHASE_JOBS.sweep, {});

    await expect.poll(() => statusOf(suite.testApp, ref), POLL).toBe('delivered');
    expect(await vendCallsFor(suite.testApp, body.meter_no)).toBe(1);
  });

  it('at start, the payment provider is asked about the last 15 minutes\u2019 checkouts, older ones being the sweep\u2019s', async () => {
    const { headers } = await createSignedInUser(suite.testApp.database.db);
    const young = await startPurchase(suite.testApp, { headers, body: purchaseBody() });
    const old = await startPurchase(suite.testApp, { headers, body: purchaseBody() });
    const unfinished = await startPurchase(suite.testApp, { headers, body: purchaseBody() });
    for (const { ref } of [young, old])
      await finishSandboxPayment(suite.testApp.database.db, ref, 'success', new Date());
    // What Paystack says of a checkout not completed yet: the customer may still be on it.
    await finishSandboxPayment(suite.testApp.database.db, unfinished.ref, 'abandoned', new Date());
    await backdatePurchase(suite.testApp, { ref: old.ref, ms: SWEEP_AFTER_MS.awaitingPayment + 1000 });

    // An app already stopping asks nothing more.
    await reconcileCheckoutsAfterStart(suite.testApp.app.ctx, { isStopping: () => true });
    expect(await statusOf(suite.testApp, young.ref)).toBe('awaiting_payment');

    await reconcileCheckoutsAfterStart(suite.testApp.app.ctx, { isStopping: () => false });
    expect(await statusOf(suite.testApp, young.ref)).toBe('paid');
    expect(await statusOf(suite.testApp, old.ref)).toBe('awaiting_payment');
    expect(await statusOf(suite.testApp, unfinished.ref)).toBe('awaiting_payment');
  });

  it('a crash between sending the token notice and recording it does not deliver the notice twice', async () => {
    const { ref, body } = await paidButNotVended(suite.testApp);
    suite.worker = await startWorker(suite.testApp);
    await expect.poll(() => statusOf(suite.testApp, ref), POLL).toBe('delivered');
    await expect.poll(async () => (await findPurchase(suite.testApp, ref)).tokenSentAt, POLL).not.toBeNull();

    // The crashed worker had sent the SMS but not recorded it, and held the purchase.
    await suite.testApp.database.db
      .update(purchases)
      .set({ tokenSentAt: null })
      .where(eq(purchases.ref, ref));
    await abandonClaim(suite.testApp, { ref, isExpired: true });
    await sweepPurchases(suite.worker.ctx);

    await expect.poll(async () => (await findPurchase(suite.testApp, ref)).tokenSentAt, POLL).not.toBeNull();
    const sms = await listOutboxMessages(suite.testApp.database.db, { recipient: body.phone, limit: 100 });
    expect(sms.filter((message) => message.body.includes(ref))).toHaveLength(1);
  });
});
