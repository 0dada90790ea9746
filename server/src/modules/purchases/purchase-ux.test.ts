import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKOUT_REOPEN_WINDOW_MS,
  SERVER_MESSAGES,
  VALIDATION_MESSAGES as M,
  SUCCESS_MESSAGES,
  type Beneficiary,
  type Transaction,
} from '@powerpay/shared';
import { eq } from 'drizzle-orm';
import { purchases } from '../../db/schema/index.ts';
import { listOutboxMessages } from '../../integrations/outbox.ts';
import { createSignedInUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  backdatePurchase,
  createPurchaseTestApp,
  findPurchase,
  followCallback,
  pressCheckoutButton,
  purchaseBody,
  readTransaction,
  startPurchase,
  uniqueMeter,
  type TransactionBody,
} from './purchases.test-support.ts';

/** Decision 020: history status filter, Most Recent, Complete payment, Find my token, receipt links in SMS. */

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createPurchaseTestApp({ jobs: { work: true } });
});
afterAll(() => testApp.close());

const POLL = { timeout: 20_000, interval: 200 };

async function setStatus(ref: string, status: string) {
  await testApp.database.db.update(purchases).set({ status }).where(eq(purchases.ref, ref));
}

async function get<T>(url: string, headers?: Record<string, string>) {
  const response = await testApp.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json<T>() };
}

async function post<T>(url: string, payload?: Record<string, unknown>, headers?: Record<string, string>) {
  const response = await testApp.app.inject({ method: 'POST', url, headers, payload });
  return { status: response.statusCode, body: response.json<T>() };
}

describe('GET /purchase?status=', () => {
  it('keeps only the purchases of the chosen status group; empty means all; anything else is refused', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const refs: Record<string, string> = {};
    for (const status of ['delivered', 'awaiting_payment', 'payment_failed', 'refund_pending', 'vending']) {
      const { ref } = await startPurchase(testApp, { headers, body: purchaseBody() });
      await setStatus(ref, status);
      refs[status] = ref;
    }
    const refsFor = async (query: string) =>
      (await get<{ data: Transaction[] }>(`/api/v1/purchase${query}`, headers)).body.data
        .map((row) => row.ref)
        .toSorted();

    expect(await refsFor('?status=successful')).toEqual([refs.delivered]);
    expect(await refsFor('?status=unpaid')).toEqual([refs.awaiting_payment]);
    expect(await refsFor('?status=failed')).toEqual([refs.payment_failed]);
    expect(await refsFor('?status=refunds')).toEqual([refs.refund_pending]);
    expect(await refsFor('?status=processing')).toEqual([refs.vending]);
    expect(await refsFor('?status=')).toHaveLength(5);

    const refused = await get<{ msg: string }>('/api/v1/purchase?status=delivered', headers);
    expect(refused).toEqual({ status: 422, body: expect.objectContaining({ msg: M.invalidOption }) });
  });
});

describe('GET /purchase/recent', () => {
  it('answers the last delivered purchase, never an unpaid or failed order', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const { ref: unpaid } = await startPurchase(testApp, { headers, body: purchaseBody() });
    expect(
      (await get<{ data: Transaction | null }>('/api/v1/purchase/recent', headers)).body.data,
    ).toBeNull();

    const { ref: delivered } = await startPurchase(testApp, { headers, body: purchaseBody() });
    await setStatus(delivered, 'delivered');
    await backdatePurchase(testApp, { ref: delivered, ms: 60_000 });
    const { ref: failed } = await startPurchase(testApp, { headers, body: purchaseBody() });
    await setStatus(failed, 'payment_failed');

    const recent = (await get<{ data: Transaction }>('/api/v1/purchase/recent', headers)).body.data;
    expect(recent.ref).toBe(delivered);
    expect([unpaid, failed]).not.toContain(recent.ref);
  });
});

describe('POST /purchase/:ref/checkout (Complete payment)', () => {
  it('reopens an unpaid order’s payment page while it is open, for its owner only', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const other = await createSignedInUser(testApp.database.db);
    const { ref, checkoutUrl, receiptKey } = await startPurchase(testApp, { headers, body: purchaseBody() });
    expect(receiptKey).toBeNull();

    const shown = (await readTransaction(testApp, { ref, headers })).json<TransactionBody>().data;
    expect(shown.can_complete_payment).toBe(true);
    expect(await post(`/api/v1/purchase/${ref}/checkout`, undefined, headers)).toEqual({
      status: 200,
      body: { msg: SUCCESS_MESSAGES.processing, data: checkoutUrl, order: { ref, receipt_key: null } },
    });
    expect((await post(`/api/v1/purchase/${ref}/checkout`, undefined, other.headers)).status).toBe(404);
    expect((await post(`/api/v1/purchase/${ref}/checkout`)).status).toBe(404);
  });

  it('reopens a guest’s order for the holder of its receipt key, and names the order and the key again', async () => {
    const { ref, checkoutUrl, receiptKey } = await startPurchase(testApp, { body: purchaseBody() });
    expect(receiptKey).toEqual(expect.any(String));

    expect(await post(`/api/v1/purchase/${ref}/checkout?key=${receiptKey}`)).toEqual({
      status: 200,
      body: { msg: SUCCESS_MESSAGES.processing, data: checkoutUrl, order: { ref, receipt_key: receiptKey } },
    });
    expect((await post(`/api/v1/purchase/${ref}/checkout?key=${receiptKey}x`)).status).toBe(404);
    expect((await post(`/api/v1/purchase/${ref}/checkout`)).status).toBe(404);
  });

  it('answers 409 once the order is paid, failed or its page has closed', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const { ref: old } = await startPurchase(testApp, { headers, body: purchaseBody() });
    await backdatePurchase(testApp, { ref: old, ms: CHECKOUT_REOPEN_WINDOW_MS + 1000 });
    const { ref: failed } = await startPurchase(testApp, { headers, body: purchaseBody() });
    await setStatus(failed, 'payment_failed');

    for (const ref of [old, failed]) {
      expect(await post(`/api/v1/purchase/${ref}/checkout`, undefined, headers)).toEqual({
        status: 409,
        body: { msg: SERVER_MESSAGES.checkoutClosed },
      });
      expect(
        (await readTransaction(testApp, { ref, headers })).json<TransactionBody>().data.can_complete_payment,
      ).toBe(false);
    }
  });
});

describe('a guest purchase', () => {
  it('takes numbers pasted with spaces, dashes or +234 and stores them bare', async () => {
    const meter = uniqueMeter();
    const spaced = `${meter.slice(0, 4)} ${meter.slice(4, 8)}-${meter.slice(8)}`;
    const { ref } = await startPurchase(testApp, {
      body: purchaseBody({ meter_no: spaced, phone: '+234 803-123 4567' }),
    });
    const row = await findPurchase(testApp, ref);
    expect({ meter: row.meterNo, phone: row.phone }).toEqual({ meter, phone: '08031234567' });

    const verify = await post<{ data: unknown }>('/api/v1/purchase/verify', {
      meter_no: spaced,
      provider: 'ikeja-electric',
      meter_type: 'prepaid',
    });
    expect(verify.status).toBe(200);
  });

  it('gets its receipt link in the token SMS and e-mail, and the link opens the receipt', async () => {
    const phone = '08075550101';
    const { ref } = await startPurchase(testApp, { body: purchaseBody({ phone, email: 'ada@example.com' }) });
    const landing = await followCallback(testApp, await pressCheckoutButton(testApp, { ref }));
    await expect.poll(async () => (await findPurchase(testApp, ref)).tokenSentAt, POLL).not.toBeNull();

    const [sms] = await listOutboxMessages(testApp.database.db, { recipient: phone, limit: 1 });
    const link = `https://powerpay.test${landing}`;
    expect(sms?.body).toContain(`Receipt: ${link}`);
    const [mail] = await listOutboxMessages(testApp.database.db, { recipient: 'ada@example.com', limit: 1 });
    expect(mail?.body).toContain(link);
    expect(mail?.body).not.toContain('guest.powerpay.ng');

    const key = new URL(link).searchParams.get('key') ?? '';
    expect((await readTransaction(testApp, { ref, key })).json<TransactionBody>().data.status).toBe(
      'delivered',
    );
  });
});

describe('POST /purchase/find (Find my token)', () => {
  it('leads a reference and its phone (as pasted) to the guest receipt', async () => {
    const { ref } = await startPurchase(testApp, { body: purchaseBody({ phone: '08075550202' }) });
    const found = await post<{ data: { receipt_path: string } }>('/api/v1/purchase/find', {
      ref: ref.toLowerCase(),
      phone: '0807 555 0202',
    });

    expect(found.status).toBe(200);
    const key = new URL(found.body.data.receipt_path, 'https://x.test').searchParams.get('key') ?? '';
    expect((await readTransaction(testApp, { ref, key })).json<TransactionBody>().data.ref).toBe(ref);
  });

  it('answers the same 404 for a wrong phone, a wrong reference or both', async () => {
    const { ref } = await startPurchase(testApp, { body: purchaseBody({ phone: '08075550303' }) });
    const answers = await Promise.all([
      post('/api/v1/purchase/find', { ref, phone: '08075550304' }),
      post('/api/v1/purchase/find', { ref: 'PP-20250101-AAAAAAAAAA', phone: '08075550303' }),
      post('/api/v1/purchase/find', { ref: 'nothing', phone: '08075550304' }),
    ]);
    for (const answer of answers)
      expect(answer).toEqual({ status: 404, body: { msg: SERVER_MESSAGES.purchaseNotFound } });
  });

  it('sends a signed-in customer’s purchase to their history and validates its input', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const { ref } = await startPurchase(testApp, { headers, body: purchaseBody({ phone: '08075550404' }) });
    expect(
      (await post<{ data: unknown }>('/api/v1/purchase/find', { ref, phone: '08075550404' })).body.data,
    ).toEqual({
      receipt_path: `/buy-electricity?ref=${ref}`,
    });
    expect(await post('/api/v1/purchase/find', { ref: '', phone: '0807' })).toEqual({
      status: 422,
      body: expect.objectContaining({ msg: M.required }),
    });
  });
});

describe('POST /beneficiary again for a saved meter', () => {
  it('says it was updated and keeps the e-mail the new entry leaves out', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const body = {
      name: 'ignored',
      meter_no: '4501 2345-678',
      provider: 'ikeja-electric',
      meter_type: 'prepaid',
      phone: '0803 123 4567',
      email: 'ada@example.com',
    };
    const first = await post<{ msg: string; data: Beneficiary }>('/api/v1/beneficiary', body, headers);
    expect(first.body).toMatchObject({
      msg: SUCCESS_MESSAGES.beneficiaryAdded,
      data: { meter_no: '45012345678', phone: '08031234567' },
    });

    const again = await post<{ msg: string; data: Beneficiary }>(
      '/api/v1/beneficiary',
      { ...body, email: '', phone: '08099998888' },
      headers,
    );
    expect(again.body).toMatchObject({
      msg: SUCCESS_MESSAGES.beneficiaryUpdated,
      data: { id: first.body.data.id, email: 'ada@example.com', phone: '08099998888' },
    });
  });
});
