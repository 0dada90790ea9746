import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_METERS, simulatedCustomer } from '../../integrations/vending/simulator.ts';
import { createSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const validBody = {
  meter_no: '45012345678',
  provider: 'ikeja-electric',
  meter_type: 'prepaid',
  phone: '08031234567',
  email: 'ada@example.com',
  name: 'Whatever the client says',
};

let testApp: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp();
  ({ headers } = await createSignedInUser(testApp.database.db));
});
afterAll(() => testApp.close());

function postBeneficiary(body: Record<string, unknown>) {
  return testApp.app.inject({ method: 'POST', url: '/api/v1/beneficiary', headers, payload: body });
}

async function countBeneficiaries() {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/beneficiary?limit=50', headers });
  return response.json<{ meta: { total: number } }>().meta.total;
}

describe('beneficiary rules (docs/product.md §5, in form order)', () => {
  it.each([
    ['meter_no', { meter_no: '' }, 'This field is required'],
    ['meter_no', { meter_no: '4501234567' }, 'Please Enter a valid Meter Number'],
    ['meter_no', { meter_no: '450123456789012345678' }, 'Please Enter a valid Meter Number'],
    ['meter_no', { meter_no: '4501234567a' }, 'Please Enter a valid Meter Number'],
    ['provider', { provider: '' }, 'This field is required'],
    ['provider', { provider: 'lagos-electric' }, 'Please select a valid option'],
    ['meter_type', { meter_type: undefined }, 'This field is required'],
    ['meter_type', { meter_type: 'smart' }, 'Please select a valid option'],
    ['phone', { phone: '' }, 'This field is required'],
    ['phone', { phone: '8031234567' }, 'Please Enter a valid Phone Number'],
    ['phone', { phone: '06031234567' }, 'Please Enter a valid Phone Number'],
    ['email', { email: 'ada@' }, 'Invalid Email'],
    ['email', { email: 'not an email' }, 'Invalid Email'],
  ])('rejects a bad %s (%j) with 422 "%s" and saves nothing', async (field, override, message) => {
    const response = await postBeneficiary({ ...validBody, ...override });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ msg: message, errors: { [field]: [message] } });
    expect(await countBeneficiaries()).toBe(0);
  });

  it('reports the first failing field in form order: meter number, provider, meter type, phone, email', async () => {
    const everythingWrong = {
      meter_no: '12',
      provider: 'x',
      meter_type: 'x',
      phone: '1',
      email: 'x',
      name: 'A',
    };
    const expectedOrder = ['meter_no', 'provider', 'meter_type', 'phone', 'email'];

    for (const [index, field] of expectedOrder.entries()) {
      const fixed = Object.fromEntries(
        expectedOrder.slice(0, index).map((name) => [name, validBody[name as keyof typeof validBody]]),
      );
      const response = await postBeneficiary({ ...everythingWrong, ...fixed });

      expect(response.statusCode).toBe(422);
      const body = response.json<{ msg: string; errors: Record<string, string[]> }>();
      expect(Object.keys(body.errors)[0]).toBe(field);
      expect(body.msg).toBe(body.errors[field]?.[0]);
    }
  });

  it.each([
    [undefined, '45012340001'],
    [null, '45012340002'],
    ['', '45012340003'],
  ])('accepts a missing e-mail (%j) and stores none', async (email, meterNo) => {
    const response = await postBeneficiary({ ...validBody, meter_no: meterNo, email });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ meter_no: meterNo, email: null });
  });

  it('accepts both meter types', async () => {
    const response = await postBeneficiary({ ...validBody, meter_no: '45099999991', meter_type: 'postpaid' });

    expect(response.statusCode).toBe(200);
    expect(response.json().data.meter_type).toBe('postpaid');
  });

  it('saves and edits a 20-digit meter, as a purchase saves one (decision 020: 11 to 20 digits, not exactly 11)', async () => {
    const meterNo = '45099999993123456789';
    const saved = await postBeneficiary({ ...validBody, meter_no: meterNo });
    expect(saved.statusCode).toBe(200);
    const { id } = saved.json<{ data: { id: string } }>().data;

    const edited = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/v1/beneficiary/${id}`,
      headers,
      payload: { ...validBody, meter_no: meterNo, phone: '09012345678' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ data: { id, meter_no: meterNo, phone: '09012345678' } });
  });

  it('stores the customer name the vending provider returns, not the one the client sends', async () => {
    const response = await postBeneficiary({ ...validBody, meter_no: '45099999992' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      msg: 'New Beneficiary Added',
      data: { name: simulatedCustomer('45099999992').customerName },
    });
  });

  it('answers 422 on meter_no with the provider message when the meter fails verification, and saves nothing', async () => {
    const before = await countBeneficiaries();
    const response = await postBeneficiary({ ...validBody, meter_no: `4501234${SIMULATOR_METERS.invalid}` });

    expect(response.statusCode).toBe(422);
    const body = response.json<{ msg: string; errors: Record<string, string[]> }>();
    expect(body.msg).toMatch(/invalid meter number/i);
    expect(body.errors).toEqual({ meter_no: [body.msg] });
    expect(await countBeneficiaries()).toBe(before);
  });

  it('needs a signed-in customer for every call', async () => {
    const calls = [
      { method: 'GET', url: '/api/v1/beneficiary' },
      { method: 'POST', url: '/api/v1/beneficiary', payload: validBody },
      {
        method: 'PATCH',
        url: '/api/v1/beneficiary/7d0c7a3e-2b52-4a5e-9d8e-0e3c1b7f6a01',
        payload: validBody,
      },
      { method: 'DELETE', url: '/api/v1/beneficiary/7d0c7a3e-2b52-4a5e-9d8e-0e3c1b7f6a01' },
    ] as const;

    for (const call of calls) {
      const anonymous = await testApp.app.inject(call);
      const badToken = await testApp.app.inject({
        ...call,
        headers: { authorization: 'Bearer not-a-session' },
      });
      expect(anonymous.statusCode).toBe(403);
      expect(badToken.statusCode).toBe(403);
    }
  });
});
