import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { vendingSimulatorRequests } from '../../db/schema/index.ts';
import { listOutboxMessages } from '../../integrations/outbox.ts';
import { SIMULATOR_METERS } from '../../integrations/vending/simulator.ts';
import { createSignedInUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  createPurchaseTestApp,
  findPurchase,
  paidSignedInPurchase,
  followCallback,
  pressCheckoutButton,
  purchaseBody,
  readTransaction,
  startPurchase,
  vendCallsFor,
  type TransactionBody,
  waitUntilSettled,
} from './purchases.test-support.ts';
import { markDueNow } from './work/work.repository.ts';

/**
 * A `…1111` vend stays pending far longer than any test runs: a test makes that time pass by
 * backdating the simulator's record of the vend, so no assertion waits on the clock.
 */
const PENDING_DELAY_MS = 60 * 60_000;
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createPurchaseTestApp({
    env: { SIMULATOR_PENDING_DELAY_MS: String(PENDING_DELAY_MS) },
    jobs: { work: true },
  });
});
afterAll(() => testApp.close());

// A machine may be busy: polls are generous, and no assertion depends on how long a step took.
vi.setConfig({ testTimeout: 60_000 });
const POLL = { timeout: 40_000, interval: 250 };

const paidPurchase = (ending: string) => paidSignedInPurchase(testApp, ending);

const statusOf = async (ref: string) => (await findPurchase(testApp, ref)).status;

/** The pending delay has passed for the meter's vends: the simulator now answers a requery delivered. */
async function letPendingVendSettle(meterNo: string) {
  const past = new Date(Date.now() - PENDING_DELAY_MS);
  await testApp.database.db
    .update(vendingSimulatorRequests)
    .set({ createdAt: past })
    .where(eq(vendingSimulatorRequests.meterNo, meterNo));
}

/** The vend was made and left unresolved (pending, or no answer): the worker gave the purchase back, its requery due later. */
async function waitForPendingVend(ref: string, meterNo: string) {
  await expect.poll(() => vendCallsFor(testApp, meterNo), POLL).toBe(1);
  await expect
    .poll(async () => {
      const purchase = await findPurchase(testApp, ref);
      return { status: purchase.status, isHeld: purchase.leaseOwner !== null };
    }, POLL)
    .toEqual({ status: 'vending', isHeld: false });
}

function refresh(ref: string, headers?: Record<string, string>, key?: string) {
  const query = key ? `?key=${encodeURIComponent(key)}` : '';
  return testApp.app.inject({ method: 'POST', url: `/api/v1/purchase/${ref}/requery${query}`, headers });
}

describe('vend outcomes', () => {
  it('a vend that times out (…3333) although it went through is resolved by requery, with no second vend', async () => {
    const { ref, body, headers } = await paidPurchase(SIMULATOR_METERS.timeoutThenDelivered);

    await waitForPendingVend(ref, body.meter_no);
    const whileUnknown = (await readTransaction(testApp, { ref, headers })).json<TransactionBody>().data;
    expect(whileUnknown).toMatchObject({ status: 'vending', token: null });

    await markDueNow(testApp.database.db, ref); // the requery's back-off runs out
    await expect.poll(() => statusOf(ref), POLL).toBe('delivered');
    expect((await findPurchase(testApp, ref)).token).toMatch(/^\d{20}$/);
    expect(await vendCallsFor(testApp, body.meter_no)).toBe(1);
  });

  it('a pending vend (…1111) shows no token, then Refresh requeries and shows the token, with no second vend', async () => {
    const { ref, body, headers } = await paidPurchase(SIMULATOR_METERS.pendingThenDelivered);
    await waitForPendingVend(ref, body.meter_no);

    const early = await refresh(ref, headers);
    expect(early.statusCode).toBe(200);
    expect(early.json<TransactionBody>().data).toMatchObject({ status: 'vending', token: null });

    await letPendingVendSettle(body.meter_no);
    const later = await refresh(ref, headers);
    expect(later.json<TransactionBody>().data).toMatchObject({
      status: 'delivered',
      token: expect.stringMatching(/^\d{20}$/),
    });

    await waitUntilSettled(testApp, ref);
    expect((await findPurchase(testApp, ref)).tokenSentAt).not.toBeNull();
    const sms = await listOutboxMessages(testApp.database.db, { recipient: body.phone, limit: 100 });
    expect(sms.filter((message) => message.body.includes(ref))).toHaveLength(1);
    expect(await vendCallsFor(testApp, body.meter_no)).toBe(1);
  });

  it('a pending vend (…1111) left alone is delivered by the requery job', async () => {
    const { ref, body } = await paidPurchase(SIMULATOR_METERS.pendingThenDelivered);
    await waitForPendingVend(ref, body.meter_no);

    // The DisCo settles, and the requery's back-off runs out (as if its 10 s had passed).
    await letPendingVendSettle(body.meter_no);
    await markDueNow(testApp.database.db, ref);

    await expect.poll(() => statusOf(ref), POLL).toBe('delivered');
    expect(await vendCallsFor(testApp, body.meter_no)).toBe(1);
  });

  it('a failed vend (…2222) is refunded, the customer told by SMS twice (will be refunded, refunded), with no retry', async () => {
    const { ref, body, headers } = await paidPurchase(SIMULATOR_METERS.failing);

    await expect.poll(() => statusOf(ref), POLL).toBe('refunded');
    const shown = (await readTransaction(testApp, { ref, headers })).json<TransactionBody>().data;
    expect(shown).toMatchObject({ status: 'refunded', token: null });
    expect((await findPurchase(testApp, ref)).failureReason).toMatch(/declined/);

    await expect.poll(async () => (await findPurchase(testApp, ref)).refundNoticeSentAt, POLL).not.toBeNull();
    const sms = await listOutboxMessages(testApp.database.db, { recipient: body.phone, limit: 100 });
    const notices = sms.filter((message) => message.body.includes(ref)).map((message) => message.body);
    expect(notices).toHaveLength(2);
    expect(notices.some((text) => text.includes('will be refunded'))).toBe(true);
    expect(notices.some((text) => text.includes('we have refunded'))).toBe(true);

    const refreshed = await refresh(ref, headers);
    expect(refreshed.json<TransactionBody>().data.status).toBe('refunded');
    expect(await vendCallsFor(testApp, body.meter_no)).toBe(1);
  });
});

describe('POST /purchase/:ref/requery access', () => {
  it('answers 404 to anyone but the owner or the receipt key holder', async () => {
    const { ref } = await paidPurchase('5');
    const stranger = await createSignedInUser(testApp.database.db);

    expect((await refresh(ref)).statusCode).toBe(404);
    expect((await refresh(ref, stranger.headers)).statusCode).toBe(404);
    expect((await refresh(ref, undefined, 'not-the-key')).statusCode).toBe(404);
    expect((await refresh('PP-19990101-NOPE')).statusCode).toBe(404);
  });

  it('lets a guest with the receipt key refresh', async () => {
    const { ref } = await startPurchase(testApp, { body: purchaseBody() });
    const landing = await followCallback(testApp, await pressCheckoutButton(testApp, { ref }));
    const key = new URL(landing, 'https://powerpay.test').searchParams.get('key') ?? '';

    await expect
      .poll(async () => (await refresh(ref, undefined, key)).json<TransactionBody>().data.status, POLL)
      .toBe('delivered');
  });

  it('an unpaid purchase is checked with the payment provider on Refresh', async () => {
    const signedIn = await createSignedInUser(testApp.database.db);
    const { ref } = await startPurchase(testApp, { headers: signedIn.headers, body: purchaseBody() });

    const unpaid = await refresh(ref, signedIn.headers);
    expect(unpaid.json<TransactionBody>().data.status).toBe('awaiting_payment');
  });
});
