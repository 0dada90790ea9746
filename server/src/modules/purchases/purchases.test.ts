import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOS, SERVICE_IDS, VALIDATION_MESSAGES as M, type Provider } from '@powerpay/shared';
import { findSandboxPayment } from '../../integrations/payments/sandbox.repository.ts';
import { SIMULATOR_METERS, simulatedCustomer } from '../../integrations/vending/simulator.ts';
import { METER_NOT_FOUND_MESSAGE } from '../../integrations/vending/vending-provider.ts';
import { createSignedInUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { listBeneficiaries } from '../beneficiaries/beneficiaries.service.ts';
import { hashReceiptKey } from './purchase-keys.ts';
import {
  TEST_PUBLIC_URL,
  createPurchaseTestApp,
  findPurchase,
  purchaseBody,
  startPurchase,
  uniqueMeter,
  vendCallsFor,
} from './purchases.test-support.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createPurchaseTestApp();
});
afterAll(() => testApp.close());

const signIn = async () => createSignedInUser(testApp.database.db);

describe('GET /purchase/provider', () => {
  it('lists every DisCo with its VTpass serviceID and a mark of our own', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/purchase/provider' });

    expect(response.statusCode).toBe(200);
    const providers = response.json<{ data: Provider[] }>().data;
    expect(providers.map((provider) => provider.serviceID)).toEqual([...SERVICE_IDS]);
    expect(providers.map((provider) => provider.name)).toEqual(DISCOS.map((disco) => disco.name));
    for (const provider of providers) expect(provider.image).toBe(`/providers/${provider.serviceID}.svg`);
  });
});

describe('POST /purchase/verify', () => {
  const verify = (payload: Record<string, unknown>) =>
    testApp.app.inject({ method: 'POST', url: '/api/v1/purchase/verify', payload });

  it('answers the customer name the DisCo holds for the meter', async () => {
    const meterNo = uniqueMeter();
    const response = await verify({ meter_no: meterNo, meter_type: 'prepaid', provider: 'eko-electric' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      msg: 'Verified',
      data: { Customer_Name: simulatedCustomer(meterNo).customerName, Min_Purchase_Amount: 1000 },
    });
  });

  it('answers data.error for a meter the DisCo does not know', async () => {
    const response = await verify({
      meter_no: uniqueMeter(SIMULATOR_METERS.invalid),
      meter_type: 'prepaid',
      provider: 'eko-electric',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: unknown }>().data).toEqual({ error: METER_NOT_FOUND_MESSAGE });
  });

  it('refuses bad input with the documented messages, meter number first', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ meter_no: '', meter_type: 'prepaid', provider: 'eko-electric' }, 'meter_no', M.required],
      [
        { meter_no: '1234', meter_type: 'prepaid', provider: 'eko-electric' },
        'meter_no',
        M.invalidMeterNumber,
      ],
      [{ meter_no: '12345678901', meter_type: 'prepaid', provider: '' }, 'provider', M.required],
      [
        { meter_no: '12345678901', meter_type: 'prepaid', provider: 'lagos-power' },
        'provider',
        M.invalidOption,
      ],
      [{ meter_no: '12345678901', provider: 'eko-electric' }, 'meter_type', M.required],
    ];
    for (const [payload, field, message] of cases) {
      const response = await verify(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json<{ msg: string; errors: Record<string, string[]> }>()).toMatchObject({
        msg: message,
        errors: { [field]: [message] },
      });
    }
  });
});

describe('POST /purchase (signed in)', () => {
  it('stores the purchase awaiting payment with the fee and total computed on the server', async () => {
    const { user, headers } = await signIn();
    const body = purchaseBody({
      amount: '1500.50',
      fee: 0,
      total: 1,
      status: 'delivered',
      token: '1'.repeat(20),
    });

    const { ref, checkoutUrl } = await startPurchase(testApp, { headers, body });

    expect(checkoutUrl).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/sandbox/checkout/${ref}\\?access=`));
    const row = await findPurchase(testApp, ref);
    expect(row).toMatchObject({
      userId: user.id,
      status: 'awaiting_payment',
      amountKobo: 150_050,
      feeKobo: 10_000,
      totalKobo: 160_050,
      token: null,
      meterNo: body.meter_no,
      // The name is the DisCo's, never the one the client typed.
      meterName: simulatedCustomer(body.meter_no).customerName,
      email: user.email,
      receiptKeyHash: null,
      paymentProvider: 'sandbox',
    });
    expect(ref).toMatch(/^PP-\d{8}-[A-Z2-9]{10}$/);

    const checkout = await findSandboxPayment(testApp.database.db, ref);
    expect(checkout).toMatchObject({
      amountKobo: 160_050,
      currency: 'NGN',
      email: user.email,
      status: 'pending',
    });
    const callback = new URL(checkout?.callbackUrl ?? '');
    expect(`${callback.origin}${callback.pathname}`).toBe(`${TEST_PUBLIC_URL}/api/v1/payments/callback`);
    expect(callback.searchParams.get('ref')).toBe(ref);
    expect(callback.searchParams.has('key')).toBe(false);
    expect(await vendCallsFor(testApp, body.meter_no)).toBe(0);
  });

  it('saves the meter as a beneficiary when asked, under the DisCo’s name', async () => {
    const { user, headers } = await signIn();
    const body = purchaseBody({ beneficiary: true, email: 'ada@example.com' });

    await startPurchase(testApp, { headers, body });
    await startPurchase(testApp, { headers, body });

    const { rows } = await listBeneficiaries(testApp.app.ctx, { userId: user.id, page: 1, limit: 10 });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      meterNo: body.meter_no,
      provider: 'ikeja-electric',
      name: simulatedCustomer(body.meter_no).customerName,
      email: 'ada@example.com',
    });
  });

  it('takes an amount written with the naira sign and thousands commas, to the kobo (decision 020)', async () => {
    const { headers } = await signIn();
    const { ref } = await startPurchase(testApp, { headers, body: purchaseBody({ amount: '₦12,500.25' }) });

    expect(await findPurchase(testApp, ref)).toMatchObject({
      amountKobo: 1_250_025,
      feeKobo: 10_000,
      totalKobo: 1_260_025,
    });
  });

  it('does not save a beneficiary when the flag is off', async () => {
    const { user, headers } = await signIn();
    await startPurchase(testApp, { headers, body: purchaseBody() });

    const { total } = await listBeneficiaries(testApp.app.ctx, { userId: user.id, page: 1, limit: 10 });
    expect(total).toBe(0);
  });

  it('needs a session', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/purchase',
      payload: purchaseBody(),
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a meter the DisCo does not know, storing nothing', async () => {
    const { user, headers } = await signIn();
    const body = purchaseBody({ meter_no: uniqueMeter(SIMULATOR_METERS.invalid) });

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/purchase',
      headers,
      payload: body,
    });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      msg: METER_NOT_FOUND_MESSAGE,
      errors: { meter_no: [METER_NOT_FOUND_MESSAGE] },
    });
    const history = await testApp.app.inject({ method: 'GET', url: '/api/v1/purchase', headers });
    expect(history.json<{ meta: { total: number } }>().meta.total).toBe(0);
    expect(user.id).toBeTruthy();
  });

  it('checks the fields in form order with the documented messages (422, nothing stored)', async () => {
    const { headers } = await signIn();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ meter_no: '' }, 'meter_no', M.required],
      [{ meter_no: '123456789012345678901' }, 'meter_no', M.invalidMeterNumber],
      [{ meter_no: '1234567890a' }, 'meter_no', M.invalidMeterNumber],
      [{ provider: undefined }, 'provider', M.required],
      [{ meter_type: 'postpaid' }, 'meter_type', M.invalidOption],
      [{ meter_type: '' }, 'meter_type', M.required],
      [{ amount: '' }, 'amount', M.required],
      [{ amount: 0 }, 'amount', M.invalidAmount],
      [{ amount: -5 }, 'amount', M.invalidAmount],
      [{ amount: 'abc' }, 'amount', M.invalidAmount],
      [{ amount: 10.005 }, 'amount', M.invalidAmount],
      [{ amount: '1,00' }, 'amount', M.invalidAmount],
      [{ amount: 500_001 }, 'amount', M.amountTooLarge],
      [{ phone: '' }, 'phone', M.required],
      [{ phone: '8031234567' }, 'phone', M.invalidPhone],
      [{ phone: '06031234567' }, 'phone', M.invalidPhone],
      [{ meter_no: '1', amount: 0, phone: '' }, 'meter_no', M.invalidMeterNumber],
      [{ email: 'not-an-email' }, 'email', M.invalidEmail],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/purchase',
        headers,
        payload: purchaseBody(overrides),
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(422);
      const body = response.json<{ msg: string; errors: Record<string, string[]> }>();
      expect(body.msg, JSON.stringify(overrides)).toBe(message);
      expect(Object.keys(body.errors)[0]).toBe(field);
    }

    const history = await testApp.app.inject({ method: 'GET', url: '/api/v1/purchase', headers });
    expect(history.json<{ meta: { total: number } }>().meta.total).toBe(0);
  });
});

describe('POST /purchase/guest', () => {
  it('stores a guest purchase with a hashed receipt key in the callback URL and a placeholder e-mail', async () => {
    const body = purchaseBody();
    const { ref, receiptKey } = await startPurchase(testApp, { body });

    const row = await findPurchase(testApp, ref);
    expect(row).toMatchObject({ userId: null, email: null, totalKobo: 110_000, status: 'awaiting_payment' });

    const checkout = await findSandboxPayment(testApp.database.db, ref);
    expect(checkout?.email).toBe(`${body.phone}@guest.powerpay.ng`);
    const key = new URL(checkout?.callbackUrl ?? '').searchParams.get('key') ?? '';
    expect(key.length).toBeGreaterThanOrEqual(40);
    expect(row.receiptKeyHash).toBe(hashReceiptKey(key));
    // The answer hands the same key to the browser that placed the order, so Back from the payment
    // page can show the order waiting (decision 030).
    expect(receiptKey).toBe(key);
  });

  it('ignores a session and keeps a given e-mail for the receipt', async () => {
    const { headers } = await signIn();
    const { ref } = await startPurchase(testApp, { body: purchaseBody({ email: 'guest@example.com' }) });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/purchase/guest',
      headers,
      payload: purchaseBody(),
    });

    expect(response.statusCode).toBe(200);
    expect(await findPurchase(testApp, ref)).toMatchObject({ userId: null, email: 'guest@example.com' });
  });

  it('refuses to save a beneficiary for a guest and validates like the signed-in call', async () => {
    const withBeneficiary = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/purchase/guest',
      payload: purchaseBody({ beneficiary: true }),
    });
    expect(withBeneficiary.statusCode).toBe(422);

    const badPhone = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/purchase/guest',
      payload: purchaseBody({ phone: '123' }),
    });
    expect(badPhone.statusCode).toBe(422);
    expect(badPhone.json<{ msg: string }>().msg).toBe(M.invalidPhone);
  });
});
