import { eq, sql } from 'drizzle-orm';
import { purchases } from '../../db/schema/index.ts';
import { describe, expect, it, vi } from 'vitest';
import { buildVendRequestId } from '../../integrations/vending/request-id.ts';
import { SIMULATOR_METERS } from '../../integrations/vending/simulator.ts';
import * as repository from './purchases.repository.ts';
import {
  abandonClaim,
  backdatePurchase,
  POLL,
  workerlessSuite,
  findPurchase,
  startWorker,
  uniqueMeter,
  vendCallsFor,
} from './purchases.test-support.ts';
import { FAIL_UNSEEN_VEND_AFTER_MS, RESEND_UNSEEN_VEND_AFTER_MS } from './vend-resend.ts';
import { VEND_NEVER_RECEIVED_REASON } from './vending.service.ts';
import { claimDue, renewLeases } from './work/work.repository.ts';
import { paidButNotVended, statusOf } from './crash-recovery.test-support.ts';

/**
 * The app under test works no queues: what its requests make due waits, as if the process died right
 * after answering. A worker started later on the same database plays the restarted process.
 */
const suite = workerlessSuite();

// Jobs wait out the requery back-off (10 s, then 20 s) on a machine that may be busy.
vi.setConfig({ testTimeout: 60_000 });

describe('a purchase owed a step before a crash', () => {
  it('is worked after the restart', async () => {
    const { ref, body } = await paidButNotVended(suite.testApp);

    suite.worker = await startWorker(suite.testApp);

    await expect.poll(() => statusOf(suite.testApp, ref), POLL).toBe('delivered');
    expect(await vendCallsFor(suite.testApp, body.meter_no)).toBe(1);
  });
});

describe('a worker that crashed while holding a purchase (an abandoned lease)', () => {
  it('keeps it from other workers while the lease runs, and is taken over as soon as it expires', async () => {
    const { ref, body } = await paidButNotVended(suite.testApp);
    await abandonClaim(suite.testApp, { ref, isExpired: false });

    const other = await claimDue(suite.testApp.database.db, {
      owner: 'another-worker',
      limit: 100,
      leaseMs: 15_000,
    });
    expect(other.map((row) => row.ref)).not.toContain(ref);

    await abandonClaim(suite.testApp, { ref, isExpired: true });
    suite.worker = await startWorker(suite.testApp);

    await expect.poll(() => statusOf(suite.testApp, ref), POLL).toBe('delivered');
    expect(await vendCallsFor(suite.testApp, body.meter_no)).toBe(1);
    // Released once its notice went out, with nothing more due.
    await expect.poll(async () => (await findPurchase(suite.testApp, ref)).leaseOwner, POLL).toBeNull();
    const row = await findPurchase(suite.testApp, ref);
    expect(row).toMatchObject({ leaseUntil: null, dueAt: null });
    expect(row.tokenSentAt).not.toBeNull();
  });

  it('is renewed while its worker lives: the worker extends its own leases, and no other worker’s', async () => {
    const mine = await paidButNotVended(suite.testApp);
    const theirs = await paidButNotVended(suite.testApp);
    const hold = (ref: string, owner: string) =>
      suite.testApp.database.db
        .update(purchases)
        .set({ leaseOwner: owner, leaseUntil: sql`now() + interval '1 second'` })
        .where(eq(purchases.ref, ref));
    await hold(mine.ref, 'worker-alive');
    await hold(theirs.ref, 'worker-other');
    const theirsBefore = await findPurchase(suite.testApp, theirs.ref);

    await renewLeases(suite.testApp.database.db, { owner: 'worker-alive', leaseMs: 3_600_000 });

    const [mineAfter, theirsAfter] = await Promise.all([
      findPurchase(suite.testApp, mine.ref),
      findPurchase(suite.testApp, theirs.ref),
    ]);
    expect(mineAfter.leaseUntil!.getTime() - mineAfter.updatedAt.getTime()).toBeGreaterThan(59 * 60_000);
    expect(theirsAfter.leaseUntil).toEqual(theirsBefore.leaseUntil);
    const other = await claimDue(suite.testApp.database.db, {
      owner: 'another-worker',
      limit: 100,
      leaseMs: 15_000,
    });
    expect(other.map((row) => row.ref)).not.toContain(mine.ref);
  });

  it('after the vend left but before its answer was stored: the new worker requeries, never vends again', async () => {
    const { ref, body } = await paidButNotVended(
      suite.testApp,
      uniqueMeter(SIMULATOR_METERS.timeoutThenDelivered),
    );
    const claimed = await repository.claimForVend(suite.testApp.database.db, {
      ref,
      vendRequestId: buildVendRequestId({ reference: ref }),
    });
    await suite.testApp.app.ctx.integrations.vending.vend({
      requestId: claimed?.vendRequestId ?? '',
      serviceId: body.provider,
      meterNo: body.meter_no,
      meterType: 'prepaid',
      amountNaira: 1000,
      phone: body.phone,
    });
    await abandonClaim(suite.testApp, { ref, isExpired: true });

    suite.worker = await startWorker(suite.testApp);
    const second = await startWorker(suite.testApp);
    try {
      await expect.poll(() => statusOf(suite.testApp, ref), POLL).toBe('delivered');
    } finally {
      await second.close();
    }
    expect(await vendCallsFor(suite.testApp, body.meter_no)).toBe(1);
  });
});

describe('a crash in the middle of a vend', () => {
  it('after the request id was stored but before the call left: not resent while young, sent once with the same id later', async () => {
    const { ref, body } = await paidButNotVended(suite.testApp);
    const requestId = buildVendRequestId({ reference: ref });
    await repository.claimForVend(suite.testApp.database.db, { ref, vendRequestId: requestId });

    await abandonClaim(suite.testApp, { ref, isExpired: true });
    suite.worker = await startWorker(suite.testApp);
    // The worker takes it over and requeries: the provider never saw it and the claim is young.
    await expect.poll(async () => (await findPurchase(suite.testApp, ref)).leaseOwner, POLL).toBeNull();
    expect(await statusOf(suite.testApp, ref)).toBe('vending');
    expect(await vendCallsFor(suite.testApp, body.meter_no)).toBe(0);
    // Its next requery is due the moment the resend may go, not after the 20 s back-off.
    const young = await findPurchase(suite.testApp, ref);
    expect(young.dueAt?.getTime()).toBe(young.updatedAt.getTime() + RESEND_UNSEEN_VEND_AFTER_MS + 1000);

    // Time passes: the claim is old enough for the one resend, and the next requery is due.
    await backdatePurchase(suite.testApp, { ref, ms: RESEND_UNSEEN_VEND_AFTER_MS + 1000 });
    await abandonClaim(suite.testApp, { ref, isExpired: true });

    await expect.poll(() => statusOf(suite.testApp, ref), POLL).toBe('delivered');
    expect(await vendCallsFor(suite.testApp, body.meter_no)).toBe(1);
    expect((await findPurchase(suite.testApp, ref)).vendRequestId).toBe(requestId);
  });

  it('racing Refresh clicks on a vend the provider never saw resend it once', async () => {
    const { ref, body, headers } = await paidButNotVended(suite.testApp);
    await repository.claimForVend(suite.testApp.database.db, {
      ref,
      vendRequestId: buildVendRequestId({ reference: ref }),
    });
    await backdatePurchase(suite.testApp, { ref, ms: RESEND_UNSEEN_VEND_AFTER_MS + 1000 });

    const clicks = await Promise.all(
      Array.from({ length: 5 }, () =>
        suite.testApp.app.inject({ method: 'POST', url: `/api/v1/purchase/${ref}/requery`, headers }),
      ),
    );

    expect(clicks.every((click) => click.statusCode === 200)).toBe(true);
    expect(await statusOf(suite.testApp, ref)).toBe('delivered');
    expect(await vendCallsFor(suite.testApp, body.meter_no)).toBe(1);
  });

  it('a vend the provider still has not seen after the resend fails visibly as refund due, never vended under another id', async () => {
    const { ref, body } = await paidButNotVended(suite.testApp);
    await repository.claimForVend(suite.testApp.database.db, {
      ref,
      vendRequestId: buildVendRequestId({ reference: ref }),
    });
    // The resend with the same id was made too (and was lost as well): the provider has seen nothing.
    await repository.claimVendResend(suite.testApp.database.db, { ref, seenAttempts: 1 });

    // Unseen for longer than a resend waits, but not yet long enough to give up: it stays vending.
    await backdatePurchase(suite.testApp, { ref, ms: RESEND_UNSEEN_VEND_AFTER_MS + 1000 });
    await abandonClaim(suite.testApp, { ref, isExpired: true });
    suite.worker = await startWorker(suite.testApp);
    await expect.poll(async () => (await findPurchase(suite.testApp, ref)).leaseOwner, POLL).toBeNull();
    expect(await statusOf(suite.testApp, ref)).toBe('vending');

    await backdatePurchase(suite.testApp, { ref, ms: FAIL_UNSEEN_VEND_AFTER_MS + 1000 });
    await abandonClaim(suite.testApp, { ref, isExpired: true });

    await expect
      .poll(async () => (await findPurchase(suite.testApp, ref)).refundReason, POLL)
      .toBe('vend_failed');
    expect((await findPurchase(suite.testApp, ref)).failureReason).toBe(VEND_NEVER_RECEIVED_REASON);
    expect(await vendCallsFor(suite.testApp, body.meter_no)).toBe(0);
  });
});
