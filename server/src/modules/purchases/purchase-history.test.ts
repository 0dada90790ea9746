import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_REOPEN_WINDOW_MS, VALIDATION_MESSAGES as M, type Transaction } from '@powerpay/shared';
import { eq } from 'drizzle-orm';
import { purchases } from '../../db/schema/index.ts';
import { simulatedCustomer } from '../../integrations/vending/simulator.ts';
import { createSignedInUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  backdatePurchase,
  createPurchaseTestApp,
  purchaseBody,
  readTransaction,
  setPurchaseCreatedAt,
  startPurchase,
  type TransactionBody,
} from './purchases.test-support.ts';

type ListBody = { msg: string; data: Transaction[]; meta: { page: number; limit: number; total: number } };

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createPurchaseTestApp();
});
afterAll(() => testApp.close());

async function list(headers: Record<string, string>, query = ''): Promise<ListBody> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/v1/purchase${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListBody>();
}

/** Purchases made on consecutive Lagos days at noon, oldest first: 2025-03-01, 2025-03-02, … */
async function purchasesOnDays(headers: Record<string, string>, meters: string[]) {
  const refs: string[] = [];
  for (const [index, meterNo] of meters.entries()) {
    const { ref } = await startPurchase(testApp, { headers, body: purchaseBody({ meter_no: meterNo }) });
    const day = String(index + 1).padStart(2, '0');
    await setPurchaseCreatedAt(testApp, { ref, at: new Date(`2025-03-${day}T12:00:00+01:00`) });
    refs.push(ref);
  }
  return refs;
}

describe('GET /purchase', () => {
  it('lists only the caller’s purchases, newest first, 10 a page by default, with page and total', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const other = await createSignedInUser(testApp.database.db);
    const meters = Array.from({ length: 12 }, (_, index) => `6100000${String(index + 1).padStart(3, '0')}5`);
    const refs = await purchasesOnDays(headers, meters);
    await startPurchase(testApp, { headers: other.headers, body: purchaseBody() });

    const first = await list(headers);
    expect(first.meta).toEqual({ page: 1, limit: 10, total: 12 });
    expect(first.data.map((item) => item.ref)).toEqual(refs.toReversed().slice(0, 10));
    expect(first.data[0]).toMatchObject({
      amount: 1000,
      fee: 100,
      total: 1100,
      status: 'awaiting_payment',
      token: null,
    });

    const second = await list(headers, '?page=2&limit=10');
    expect(second.data.map((item) => item.ref)).toEqual(refs.toReversed().slice(10));
    expect((await list(headers, '?page=4&limit=5')).data).toEqual([]);
  });

  it('searches by meter name or meter number, case-insensitively, literally', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const [firstRef, secondRef] = await purchasesOnDays(headers, ['62000000011', '62000000022']);
    const firstName = simulatedCustomer('62000000011').customerName;

    const byName = await list(headers, `?name=${encodeURIComponent(firstName.toUpperCase())}`);
    expect(byName.data.map((item) => item.ref)).toContain(firstRef);
    expect(byName.data.every((item) => item.meter_name === firstName)).toBe(true);

    const byMeter = await list(headers, '?name=0000022');
    expect(byMeter.data.map((item) => item.ref)).toEqual([secondRef]);
    expect(byMeter.meta.total).toBe(1);

    expect((await list(headers, '?name=%25')).meta.total).toBe(0);
    expect((await list(headers, '?name=')).meta.total).toBe(2);

    // A term of digits may be part of a meter name too, not only of a meter number.
    await testApp.database.db
      .update(purchases)
      .set({ meterName: 'Flat 7 Ikoyi' })
      .where(eq(purchases.ref, String(firstRef)));
    expect((await list(headers, '?name=7')).data.map((item) => item.ref)).toEqual([firstRef]);
  });

  it('finds a purchase by its reference, typed whole in any case, and never another customer’s', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const other = await createSignedInUser(testApp.database.db);
    const [firstRef, secondRef] = await purchasesOnDays(headers, ['62100000011', '62100000022']);
    const othersRef = (await purchasesOnDays(other.headers, ['62100000033']))[0] ?? '';

    const byRef = await list(headers, `?name=${encodeURIComponent(` ${String(secondRef).toLowerCase()} `)}`);
    expect(byRef.data.map((item) => item.ref)).toEqual([secondRef]);
    expect(byRef.meta.total).toBe(1);
    expect((await list(headers, `?name=${firstRef}&status=unpaid`)).data.map((item) => item.ref)).toEqual([
      firstRef,
    ]);
    expect((await list(headers, `?name=${othersRef}`)).meta.total).toBe(0);
  });

  it('filters by Lagos calendar days, from and to inclusive', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const refs = await purchasesOnDays(headers, ['63000000001', '63000000002', '63000000003', '63000000004']);
    const [, second, third, fourth] = refs;
    // A purchase at 00:30 Lagos time on March 3 is still March 3 in Lagos (March 2 in UTC).
    await setPurchaseCreatedAt(testApp, { ref: third ?? '', at: new Date('2025-03-02T23:30:00Z') });

    expect((await list(headers, '?from=2025-03-02&to=2025-03-03')).data.map((item) => item.ref)).toEqual([
      third,
      second,
    ]);
    expect((await list(headers, '?from=2025-03-03')).data.map((item) => item.ref)).toEqual([fourth, third]);
    expect((await list(headers, '?to=2025-03-01')).data.map((item) => item.ref)).toEqual([refs[0]]);
    expect((await list(headers, '?from=2025-03-03&to=2025-03-03&name=63000000003')).meta.total).toBe(1);
  });

  it('refuses a bad date or range with a clear 422', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    for (const [query, message] of [
      ['?from=2025-02-30', M.invalidDate],
      ['?to=yesterday', M.invalidDate],
      ['?from=2025-03-05&to=2025-03-01', M.invalidDateRange],
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/v1/purchase${query}`, headers });
      expect(response.statusCode).toBe(422);
      expect(response.json<{ msg: string }>().msg).toBe(message);
    }
    const badLimit = await testApp.app.inject({ method: 'GET', url: '/api/v1/purchase?limit=500', headers });
    expect(badLimit.statusCode).toBe(422);
  });

  // The page's rows are decoded by hand (db/array-rows.ts), the purchase's own view by drizzle.
  it('shows a purchase exactly as its own page does, to the millisecond and the kobo', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const { ref } = await startPurchase(testApp, { headers, body: purchaseBody() });
    await testApp.database.db
      .update(purchases)
      .set({
        status: 'delivered',
        amountKobo: 4_999_999_999_99,
        feeKobo: 10_000,
        totalKobo: 5_000_000_000_99,
        paidAt: new Date('2025-03-04T10:11:12.345Z'),
        token: '12345678901234567890',
        units: '12.5',
        receiptNo: 'RCP-0001',
      })
      .where(eq(purchases.ref, ref));

    const [listed] = (await list(headers)).data;
    const own = (await readTransaction(testApp, { ref, headers })).json<TransactionBody>().data;
    expect(listed).toEqual(own);
    expect(listed).toMatchObject({
      amount: 4_999_999_999.99,
      total: 5_000_000_000.99,
      paid_at: '2025-03-04T10:11:12.345Z',
      units: '12.5',
      receipt_no: 'RCP-0001',
    });
    expect(listed?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('offers to complete an unpaid order from the list only while its payment page is open', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const { ref: closed } = await startPurchase(testApp, { headers, body: purchaseBody() });
    await backdatePurchase(testApp, { ref: closed, ms: CHECKOUT_REOPEN_WINDOW_MS + 1000 });
    const { ref: open } = await startPurchase(testApp, { headers, body: purchaseBody() });
    const { ref: paid } = await startPurchase(testApp, { headers, body: purchaseBody() });
    await testApp.database.db
      .update(purchases)
      .set({ status: 'delivered', paidAt: new Date() })
      .where(eq(purchases.ref, paid));

    const canComplete = Object.fromEntries(
      (await list(headers)).data.map((row) => [row.ref, row.can_complete_payment]),
    );
    expect(canComplete).toEqual({ [open]: true, [closed]: false, [paid]: false });
  });

  it('needs a session', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/purchase' })).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/purchase/recent' })).statusCode).toBe(
      403,
    );
  });
});

describe('GET /purchase/recent', () => {
  it('answers null before the first delivered purchase, then the latest delivered one', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const none = await testApp.app.inject({ method: 'GET', url: '/api/v1/purchase/recent', headers });
    expect(none.json()).toEqual({ msg: 'Request successful', data: null });

    const refs = await purchasesOnDays(headers, ['64000000001', '64000000002']);
    for (const ref of refs)
      await testApp.database.db.update(purchases).set({ status: 'delivered' }).where(eq(purchases.ref, ref));
    const recent = await testApp.app.inject({ method: 'GET', url: '/api/v1/purchase/recent', headers });
    expect(recent.json<TransactionBody>().data).toMatchObject({
      ref: refs[1],
      meter_no: '64000000002',
      meter_type: 'prepaid',
      provider: 'ikeja-electric',
      created_at: '2025-03-02T11:00:00.000Z',
    });
  });
});

describe('GET /purchase/:ref', () => {
  it('shows the owner’s purchase and answers 404 to anyone else', async () => {
    const owner = await createSignedInUser(testApp.database.db);
    const stranger = await createSignedInUser(testApp.database.db);
    const { ref } = await startPurchase(testApp, { headers: owner.headers, body: purchaseBody() });

    const own = await readTransaction(testApp, { ref, headers: owner.headers });
    expect(own.statusCode).toBe(200);
    expect(own.json<TransactionBody>().data.ref).toBe(ref);

    for (const attempt of [
      { headers: stranger.headers },
      {},
      { headers: { authorization: 'Bearer nonsense' } },
    ]) {
      const response = await readTransaction(testApp, { ref, ...attempt });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ msg: 'Request not found' });
    }
    expect(
      (await readTransaction(testApp, { ref: 'PP-20250101-AAAAAAAAAA', headers: owner.headers })).statusCode,
    ).toBe(404);
  });
});
