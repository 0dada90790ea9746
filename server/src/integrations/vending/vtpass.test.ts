import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeVtpass,
  fakeToken,
  VTPASS_CREDENTIALS,
  VTPASS_METERS,
  type FakeVtpass,
} from '../../test/fakes/vtpass-server.ts';
import { buildVendRequestId } from './request-id.ts';
import { createVtpassVendingProvider } from './vtpass.ts';
import { METER_NOT_FOUND_MESSAGE, PROVIDER_UNAVAILABLE_MESSAGE } from './vending-provider.ts';

let fake: FakeVtpass;
let sequence = 0;

beforeAll(async () => {
  fake = await startFakeVtpass();
});
afterAll(() => fake.close());

function adapter({
  timeoutMs = 20_000,
  secretKey = VTPASS_CREDENTIALS.secretKey,
  baseUrl = `${fake.url}/api`,
} = {}) {
  return createVtpassVendingProvider({ ...VTPASS_CREDENTIALS, secretKey, baseUrl, timeoutMs });
}

function vendRequest(meterNo: string) {
  sequence += 1;
  return {
    requestId: buildVendRequestId({ reference: `PPTEST${sequence}X` }),
    serviceId: 'ikeja-electric',
    meterNo,
    meterType: 'prepaid',
    amountNaira: 1000,
    phone: '08031234567',
  };
}

describe('VTpass adapter: merchant-verify', () => {
  it('verifies a meter with the POST credentials and returns the customer name and address', async () => {
    const result = await adapter().verifyMeter({
      meterNo: VTPASS_METERS.prepaidSuccess,
      meterType: 'prepaid',
      serviceId: 'ikeja-electric',
    });

    expect(result).toEqual({ ok: true, customerName: 'TESTMETER1', address: 'ABULE - EGBA BU ABULE' });
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe('/api/merchant-verify');
    expect(request.headers['api-key']).toBe(VTPASS_CREDENTIALS.apiKey);
    expect(request.headers['secret-key']).toBe(VTPASS_CREDENTIALS.secretKey);
    expect(request.body).toEqual({
      billersCode: VTPASS_METERS.prepaidSuccess,
      serviceID: 'ikeja-electric',
      type: 'prepaid',
    });
  });

  it('treats code 000 with WrongBillersCode as a wrong meter, with the provider error text', async () => {
    const result = await adapter().verifyMeter({
      meterNo: VTPASS_METERS.wrongMeter,
      meterType: 'prepaid',
      serviceId: 'ikeja-electric',
    });
    expect(result).toEqual({
      ok: false,
      error: 'This meter is not correct or is not a valid Ikeja Electric meter.',
    });
  });

  it('reports an unreachable biller (030), bad credentials and no server as unavailable', async () => {
    const unreachable = await adapter().verifyMeter({
      meterNo: VTPASS_METERS.billerUnreachable,
      meterType: 'prepaid',
      serviceId: 'ikeja-electric',
    });
    const badKey = await adapter({ secretKey: 'wrong' }).verifyMeter({
      meterNo: VTPASS_METERS.prepaidSuccess,
      meterType: 'prepaid',
      serviceId: 'ikeja-electric',
    });
    const noServer = await adapter({ baseUrl: 'http://127.0.0.1:9/api' }).verifyMeter({
      meterNo: VTPASS_METERS.prepaidSuccess,
      meterType: 'prepaid',
      serviceId: 'ikeja-electric',
    });

    for (const result of [unreachable, badKey, noServer]) {
      expect(result).toEqual({ ok: false, error: PROVIDER_UNAVAILABLE_MESSAGE, isUnavailable: true });
    }
    expect(METER_NOT_FOUND_MESSAGE).not.toBe(PROVIDER_UNAVAILABLE_MESSAGE);
  });
});

describe('VTpass adapter: pay and requery', () => {
  it('pays with a Lagos-time request id and reads token, units and receipt', async () => {
    const request = vendRequest(VTPASS_METERS.prepaidSuccess);
    const outcome = await adapter().vend(request);

    expect(outcome).toMatchObject({
      status: 'delivered',
      token: fakeToken(request.requestId),
      units: `${(1000 / 209.5).toFixed(2)} kWh`,
      receiptNo: `EXR${request.requestId.slice(-6)}`,
    });
    const sent = fake.requests.at(-1)!;
    expect(sent.path).toBe('/api/pay');
    expect(sent.body).toEqual({
      request_id: request.requestId,
      serviceID: 'ikeja-electric',
      billersCode: VTPASS_METERS.prepaidSuccess,
      variation_code: 'prepaid',
      amount: 1000,
      phone: '08031234567',
    });
  });

  it('keeps a pending vend pending until a requery finds it delivered', async () => {
    const request = vendRequest(VTPASS_METERS.pending);
    const provider = adapter();

    expect((await provider.vend(request)).status).toBe('pending');
    expect((await provider.requery({ requestId: request.requestId })).status).toBe('pending');
    expect(await provider.requery({ requestId: request.requestId })).toMatchObject({
      status: 'delivered',
      token: fakeToken(request.requestId),
    });
  });

  it('answers unknown on a timeout, and the requery finds the token without a second pay', async () => {
    const request = vendRequest(VTPASS_METERS.timeout);
    const provider = adapter({ timeoutMs: 300 });
    const payCallsBefore = fake.payCalls();

    expect(await provider.vend(request)).toEqual({ status: 'unknown', reason: 'timeout' });
    expect(await provider.requery({ requestId: request.requestId })).toMatchObject({
      status: 'delivered',
      token: fakeToken(request.requestId),
    });
    expect(fake.payCalls() - payCallsBefore).toBe(1);
  });

  it('answers unknown on no response and on an unexpected answer', async () => {
    const provider = adapter();
    expect((await provider.vend(vendRequest(VTPASS_METERS.noResponse))).status).toBe('unknown');
    expect((await provider.vend(vendRequest(VTPASS_METERS.unexpectedResponse))).status).toBe('unknown');
  });

  it('maps 099 to pending, 016 to failed, a reused request id (014) to unknown and an unseen one (015) to not_found', async () => {
    const provider = adapter();
    expect((await provider.vend(vendRequest(VTPASS_METERS.processing099))).status).toBe('pending');
    expect(await provider.vend(vendRequest('9999999999999'))).toMatchObject({ status: 'failed' });

    const reused = vendRequest(VTPASS_METERS.prepaidSuccess);
    await provider.vend(reused);
    expect(await provider.vend(reused)).toMatchObject({
      status: 'unknown',
      reason: 'provider answered code 014',
    });
    expect(
      (await provider.requery({ requestId: buildVendRequestId({ reference: 'NEVERSENT' }) })).status,
    ).toBe('not_found');
  });
});
