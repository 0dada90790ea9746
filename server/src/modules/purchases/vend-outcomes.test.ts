import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
} from './purchases.test-support.ts';
import { REQUERY_BACKOFF } from './work/work.repository.ts';

const PENDING_DELAY_MS = 2500;
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createPurchaseTestApp({
    env: { SIMULATOR_PENDING_DELAY_MS: String(PENDING_DELAY_MS) },
    jobs: { work: true },
  });
});
afterAll(() => testApp.close());

// Jobs wait out the requery back-off (10 s, then 20 s) on a machine that may be busy.
vi.setConfig({ testTimeout: 60_000 });
const POLL = { timeout: 40_000, interval: 250 };

const paidPurchase = (ending: string) => paidSignedInPurchase(testApp, ending);

const statusOf = async (ref: string) => (await findPurchase(testApp, ref)).status;

function refresh(ref: string, headers?: Record<string, string>, key?: string) {
  const query = key ? `?key=${encodeURIComponent(key)}` : '';
  return testApp.app.inject({ method: 'POST', url: `/api/v1/purchase/${ref}/requery${query}`, headers });
}

describe('vend outcomes', () => {
  it('a vend that times out (…3333) although it went through is resolved by requery, with no second vend', async () => {
    const { ref, body, headers } = await paidPurchase(SIMULATOR_METERS.timeoutThenDelivered);

    await expect.poll(() => statusOf(ref), POLL).toBe('vending');
    const whileUnknown = (await readTransaction(testApp, { ref, headers })).json<TransactionBody>().data;
    expect(whileUnknown).toMatchObject({ status: 'vending', token: null });

    await expect.poll(() => statusOf(ref), POLL).toBe('delivered');
    expect((await findPurchase(testApp, ref)).token).toMatch(/^\d{20}$/);
    expect(await vendCallsFor(testApp, body.meter_no)).toBe(1);
  });

  it('a pending vend (…1111) shows no token, then Refresh requeries and shows the token, with no second vend', async () => {
    const { ref, body, headers } = await paidPurchase(SIMULATOR_METERS.pendingThenDelivered);

    await expect.poll(() => statusOf(ref), POLL).toBe('vending');
    const early = await refresh(ref, headers);
    expect(early.statusCode).toBe(200);
    expect(early.json<TransactionBody>().data).toMatchObject({ status: 'vending', token: null });

    await new Promise((resolve) => setTimeout(resolve, PENDING_DELAY_MS));
    const later = await refresh(ref, headers);
    expect(later.json<TransactionBody>().data).toMatchObject({ status: 'delivered', token: expect.stringMatching(/^\d{20}$/) });
    expect(await vendCallsFor(testApp, body.meter_no)).toBe(1);

    // The back-off chain still runs after Refresh delivered; it must change nothing and send one SMS.
    await new Promise((resolve) => setTimeout(resolve, (REQUERY_BACKOFF.firstSeconds + 1) * 1000));
    const sms = await listOutboxMessages(testApp.database.db, { recipient: body.phone, limit: 100 });
    expect(sms.filter((message) => message.body.includes(ref))).toHaveLength(1);
    expect(await vendCallsFor(testApp, body.meter_no)).toBe(1);
  });

  it('a pending vend (…1111) left alone is delivered by the requery job', async () => {
    const { ref, body } = await paidPurchase(SIMULATOR_METERS.pendingThenDelivered);

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

    await expect.poll(async () => (await refresh(ref, undefined, key)).json<TransactionBody>().data.status, POLL).toBe('delivered');
  });

  it('an unpaid purchase is checked with the payment provider on Refresh', async () => {
    const signedIn = await createSignedInUser(testApp.database.db);
    const { ref } = await startPurchase(testApp, { headers: signedIn.headers, body: purchaseBody() });

    const unpaid = await refresh(ref, signedIn.headers);
    expect(unpaid.json<TransactionBody>().data.status).toBe('awaiting_payment');
  });
});
