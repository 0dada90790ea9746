import { randomInt } from 'node:crypto';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Transaction } from '@powerpay/shared';
import { checkoutAccess } from '../../integrations/payments/sandbox-access.ts';
import { signWebhookBody } from '../../integrations/payments/webhook-signature.ts';
import { listSimulatorRequestsForMeter } from '../../integrations/vending/simulator.repository.ts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { purchases } from '../../db/schema/index.ts';
import { createSignedInUser } from '../../test/factories.ts';
import {
  createTestApp,
  loadTestEnv,
  TEST_SANDBOX_WEBHOOK_SECRET,
  type TestApp,
  type TestAppOptions,
} from '../../test/test-app.ts';
import * as repository from './purchases.repository.ts';

export const TEST_PUBLIC_URL = 'https://powerpay.test';
export const WEBHOOK_URL = '/api/v1/payments/webhook';

/** The real app with the sandbox payment provider and the vending simulator (the defaults). */
export function createPurchaseTestApp({ env, ...options }: TestAppOptions = {}): Promise<TestApp> {
  return createTestApp({ ...options, env: { PUBLIC_URL: TEST_PUBLIC_URL, ...env } });
}

/**
 * A second app instance on the same database that works the job queues: a process started after a
 * crash, or another instance beside the first. Close it before the test app.
 */
export async function startWorker(
  testApp: TestApp,
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  const worker = await buildApp({
    env: loadTestEnv({ PUBLIC_URL: TEST_PUBLIC_URL, ...env }),
    database: testApp.database,
    jobs: { work: true, pollingIntervalSeconds: 0.5 },
  });
  await worker.ready();
  return worker;
}

/** Makes a purchase look untouched for `ms` (time passing, for the sweep's thresholds). */
export async function backdatePurchase(testApp: TestApp, { ref, ms }: { ref: string; ms: number }) {
  const at = new Date(Date.now() - ms);
  await testApp.database.db
    .update(purchases)
    .set({ updatedAt: at, createdAt: at })
    .where(eq(purchases.ref, ref));
}

/** Gives a purchase a creation instant (history date filters). */
export async function setPurchaseCreatedAt(testApp: TestApp, { ref, at }: { ref: string; at: Date }) {
  await testApp.database.db.update(purchases).set({ createdAt: at }).where(eq(purchases.ref, ref));
}

/**
 * What a worker that died while holding a purchase leaves behind: the row claimed under its lease.
 * `isExpired` puts the lease in the past (time passing after the crash) so another worker may take it.
 */
export async function abandonClaim(
  testApp: TestApp,
  { ref, isExpired }: { ref: string; isExpired: boolean },
) {
  const leaseUntil = isExpired ? sql`now() - interval '1 second'` : sql`now() + interval '1 hour'`;
  await testApp.database.db
    .update(purchases)
    .set({
      leaseOwner: 'worker-that-crashed',
      leaseUntil,
      dueAt: sql`now() - interval '1 second'`,
      workAttempts: sql`${purchases.workAttempts} + 1`,
    })
    .where(eq(purchases.ref, ref));
}

/** Makes a purchase look as if it was written by a version without due times (or by hand). */
export async function clearDueTime(testApp: TestApp, ref: string) {
  await testApp.database.db.update(purchases).set({ dueAt: null }).where(eq(purchases.ref, ref));
}

/**
 * A meter number no other test uses, so the simulator's ledger for it counts only this test's vends.
 * `ending` picks a simulator behaviour (`1111` pending, `2222` failing, `3333` timeout); the default
 * ends in 5, an ordinary meter.
 */
export function uniqueMeter(ending = '5'): string {
  return `${randomInt(10 ** 9, 10 ** 10)}${ending}`;
}

export function purchaseBody(overrides: Record<string, unknown> = {}) {
  return {
    meter_no: uniqueMeter(),
    provider: 'ikeja-electric',
    meter_type: 'prepaid',
    amount: 1000,
    phone: '08031234567',
    meter_name: 'typed by the client',
    beneficiary: false,
    ...overrides,
  };
}

/** Posts a purchase; answers its reference (the last part of the checkout URL) and the checkout URL. */
export async function startPurchase(
  testApp: TestApp,
  { headers, body }: { headers?: Record<string, string>; body: Record<string, unknown> },
): Promise<{ ref: string; checkoutUrl: string; receiptKey: string | null }> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: headers ? '/api/v1/purchase' : '/api/v1/purchase/guest',
    headers,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { data: checkoutUrl, order } = response.json<{
    data: string;
    order: { ref: string; receipt_key: string | null };
  }>();
  const ref = decodeURIComponent(new URL(checkoutUrl).pathname.split('/').at(-1) ?? '');
  // The answer names the order its payment page is for (decision 030).
  expect(order.ref).toBe(ref);
  return { ref, checkoutUrl, receiptKey: order.receipt_key };
}

/** Presses a button on the sandbox checkout page; answers the callback path the browser is sent to. */
export async function pressCheckoutButton(
  testApp: TestApp,
  { ref, action = 'pay' }: { ref: string; action?: string },
) {
  const response = await testApp.app.inject({
    method: 'POST',
    // The access secret the checkout URL carries (as the buyer's browser holds it).
    url: `/sandbox/checkout/${encodeURIComponent(ref)}/${action}?access=${checkoutAccess({ secret: testApp.app.ctx.env.SANDBOX_WEBHOOK_SECRET, reference: ref })}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(response.statusCode, response.body).toBe(303);
  const location = new URL(String(response.headers.location));
  return `${location.pathname}${location.search}`;
}

/** Follows the payment callback as the browser would; answers where it redirects. */
export async function followCallback(testApp: TestApp, callbackPath: string): Promise<string> {
  const response = await testApp.app.inject({ method: 'GET', url: callbackPath });
  expect(response.statusCode, response.body).toBe(302);
  return String(response.headers.location);
}

/** A signed-in customer's purchase for a meter ending in `ending`, paid at the sandbox checkout. */
export async function paidSignedInPurchase(testApp: TestApp, ending: string) {
  const signedIn = await createSignedInUser(testApp.database.db);
  const body = purchaseBody({ meter_no: uniqueMeter(ending) });
  const { ref } = await startPurchase(testApp, { headers: signedIn.headers, body });
  await followCallback(testApp, await pressCheckoutButton(testApp, { ref }));
  return { ref, body, headers: signedIn.headers };
}

export function signSandboxBody(rawBody: string): string {
  return signWebhookBody({ secret: TEST_SANDBOX_WEBHOOK_SECRET, rawBody });
}

/** A `charge.success` event signed like the sandbox (and Paystack) sign theirs. */
export function signedChargeSuccess({
  ref,
  amountKobo,
  currency = 'NGN',
}: {
  ref: string;
  amountKobo: number;
  currency?: string;
}) {
  const rawBody = JSON.stringify({
    event: 'charge.success',
    data: {
      reference: ref,
      amount: amountKobo,
      currency,
      status: 'success',
      paid_at: new Date().toISOString(),
    },
  });
  return { rawBody, signature: signSandboxBody(rawBody) };
}

export function postWebhook(
  testApp: TestApp,
  { rawBody, signature }: { rawBody: string; signature?: string },
) {
  return testApp.app.inject({
    method: 'POST',
    url: WEBHOOK_URL,
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-paystack-signature': signature } : {}),
    },
    payload: rawBody,
  });
}

export async function findPurchase(testApp: TestApp, ref: string) {
  const row = await repository.findByRef(testApp.database.db, ref);
  if (!row) throw new Error(`purchase ${ref} not found`);
  return row;
}

/**
 * Resolves once the purchase owes no further step: no due time and nobody holding it. From then on no
 * worker can vend it or text about it again, so the vends and messages counted after it are final.
 */
export async function waitUntilSettled(testApp: TestApp, ref: string) {
  await expect
    .poll(
      async () => {
        const { dueAt, leaseOwner } = await findPurchase(testApp, ref);
        return { dueAt, leaseOwner };
      },
      { timeout: 40_000, interval: 200 },
    )
    .toEqual({ dueAt: null, leaseOwner: null });
}

/** How many vend calls the simulator received for a meter (1 when vended exactly once). */
export async function vendCallsFor(testApp: TestApp, meterNo: string): Promise<number> {
  const requests = await listSimulatorRequestsForMeter(testApp.database.db, meterNo);
  return requests.reduce((sum, request) => sum + request.vendCalls, 0);
}

export async function readTransaction(
  testApp: TestApp,
  { ref, headers, key }: { ref: string; headers?: Record<string, string>; key?: string },
) {
  const query = key ? `?key=${encodeURIComponent(key)}` : '';
  return testApp.app.inject({
    method: 'GET',
    url: `/api/v1/purchase/${encodeURIComponent(ref)}${query}`,
    headers,
  });
}

export type TransactionBody = { msg: string; data: Transaction };

export const POLL = { timeout: 40_000, interval: 250 };

/**
 * The app under test works no queue, so each test decides when a worker (the restarted process) runs:
 * it sets `suite.worker`, which is closed after the test.
 */
export function workerlessSuite() {
  const suite = { testApp: undefined as unknown as TestApp, worker: null as FastifyInstance | null };
  beforeAll(async () => {
    suite.testApp = await createPurchaseTestApp();
  });
  afterEach(async () => {
    await suite.worker?.close();
    suite.worker = null;
  });
  afterAll(() => suite.testApp.close());
  return suite;
}
