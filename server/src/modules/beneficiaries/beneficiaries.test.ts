import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaries } from '../../db/schema/index.ts';
import type { Beneficiary } from '@powerpay/shared';
import { SIMULATOR_METERS, simulatedCustomer } from '../../integrations/vending/simulator.ts';
import { createSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { upsertBeneficiary } from './beneficiaries.service.ts';

type ListBody = { msg: string; data: Beneficiary[]; meta: { page: number; limit: number; total: number } };

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const bodyFor = (meterNo: string, overrides: Record<string, unknown> = {}) => ({
  meter_no: meterNo,
  provider: 'ikeja-electric',
  meter_type: 'prepaid',
  phone: '08031234567',
  email: '',
  name: 'ignored',
  ...overrides,
});

async function signIn() {
  return (await createSignedInUser(testApp.database.db)).headers;
}

async function create(headers: Record<string, string>, body: Record<string, unknown>): Promise<Beneficiary> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/beneficiary',
    headers,
    payload: body,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Beneficiary }>().data;
}

async function list(headers: Record<string, string>, query = ''): Promise<ListBody> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/v1/beneficiary${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<ListBody>();
}

describe('GET /beneficiary', () => {
  it('lists only the caller’s beneficiaries, newest first, with page, limit (default 10) and total', async () => {
    const headers = await signIn();
    const otherHeaders = await signIn();
    const meterNumbers = Array.from({ length: 12 }, (_, index) => `451000000${String(index + 10)}`);
    const created: Beneficiary[] = [];
    for (const meterNo of meterNumbers)
      created.push(await create(headers, bodyFor(meterNo, { email: `${meterNo}@example.com` })));
    await create(otherHeaders, bodyFor('45200000001'));

    const firstPage = await list(headers);
    expect(firstPage.meta).toEqual({ page: 1, limit: 10, total: 12 });
    expect(firstPage.data.map((item) => item.meter_no)).toEqual(meterNumbers.toReversed().slice(0, 10));
    // The list's rows are decoded by hand (db/array-rows.ts), the saved entry's by drizzle: the same.
    expect(firstPage.data[0]).toEqual(created.at(-1));

    const secondPage = await list(headers, '?page=2');
    expect(secondPage.meta).toEqual({ page: 2, limit: 10, total: 12 });
    expect(secondPage.data.map((item) => item.meter_no)).toEqual(meterNumbers.toReversed().slice(10));

    const smallPages = await list(headers, '?page=3&limit=5');
    expect(smallPages.data).toHaveLength(2);
    // A search pages through whole rows (db/paging.ts): the same order, rows and total.
    const searchedPage = await list(headers, '?name=4510&page=2&limit=5');
    expect(searchedPage.data.map((item) => item.meter_no)).toEqual(meterNumbers.toReversed().slice(5, 10));
    expect(searchedPage.meta).toEqual({ page: 2, limit: 5, total: 12 });
    expect(searchedPage.data[4]).toEqual(created[2]);
    const pastTheEnd = await list(headers, '?page=9');
    expect(pastTheEnd.data).toEqual([]);
    expect(pastTheEnd.meta).toEqual({ page: 9, limit: 10, total: 12 });
  });

  it('searches by customer name or meter number, case-insensitively', async () => {
    const headers = await signIn();
    const first = await create(headers, bodyFor('45300000011'));
    const second = await create(headers, bodyFor('45300000022', { provider: 'eko-electric' }));
    const firstName = simulatedCustomer('45300000011').customerName;

    const byName = await list(headers, `?name=${encodeURIComponent(firstName.toUpperCase())}`);
    expect(byName.data.map((item) => item.id)).toContain(first.id);
    expect(byName.data.every((item) => item.name.toLowerCase().includes(firstName.toLowerCase()))).toBe(true);

    const byPartialMeter = await list(headers, '?name=0000022');
    expect(byPartialMeter.data.map((item) => item.id)).toEqual([second.id]);
    expect(byPartialMeter.meta.total).toBe(1);

    expect((await list(headers, '?name=%25')).data).toEqual([]);
    expect((await list(headers, '?name=nobody-has-this-name')).meta.total).toBe(0);
    expect((await list(headers, '?name=%20%20')).meta.total).toBe(2);

    // A term of digits may be part of a name too, not only of a meter number.
    await testApp.database.db
      .update(beneficiaries)
      .set({ name: 'Flat 7 Ikoyi' })
      .where(eq(beneficiaries.id, first.id));
    expect((await list(headers, '?name=7')).data.map((item) => item.id)).toEqual([first.id]);
  });

  it('refuses a bad page or limit with 422', async () => {
    const headers = await signIn();
    for (const query of ['?page=0', '?page=abc', '?limit=0', '?limit=1000']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/v1/beneficiary${query}`,
        headers,
      });
      expect(response.statusCode).toBe(422);
    }
  });
});

describe('POST /beneficiary', () => {
  it('updates the entry when the same meter and provider are saved again, instead of duplicating it', async () => {
    const headers = await signIn();
    const first = await create(headers, bodyFor('45400000001', { phone: '08031234567' }));

    const again = await create(
      headers,
      bodyFor('45400000001', { phone: '09012345678', email: 'new@example.com', meter_type: 'postpaid' }),
    );

    expect(again.id).toBe(first.id);
    const { data, meta } = await list(headers);
    expect(meta.total).toBe(1);
    expect(data[0]).toMatchObject({ phone: '09012345678', email: 'new@example.com', meter_type: 'postpaid' });
  });

  it('keeps the same meter with another provider as a separate entry', async () => {
    const headers = await signIn();
    await create(headers, bodyFor('45400000002'));
    await create(headers, bodyFor('45400000002', { provider: 'abuja-electric' }));

    expect((await list(headers)).meta.total).toBe(2);
  });

  it('lets two customers save the same meter independently', async () => {
    const first = await create(await signIn(), bodyFor('45400000003'));
    const second = await create(await signIn(), bodyFor('45400000003'));

    expect(second.id).not.toBe(first.id);
  });
});

describe('PATCH /beneficiary/:id', () => {
  it('re-verifies and updates the caller’s entry', async () => {
    const headers = await signIn();
    const created = await create(headers, bodyFor('45500000001'));

    const response = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/v1/beneficiary/${created.id}`,
      headers,
      payload: bodyFor('45500000002', {
        provider: 'kano-electric',
        phone: '07012345678',
        email: 'kano@example.com',
      }),
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      msg: 'New Beneficiary Added',
      data: {
        id: created.id,
        meter_no: '45500000002',
        provider: 'kano-electric',
        meter_type: 'prepaid',
        phone: '07012345678',
        email: 'kano@example.com',
        name: simulatedCustomer('45500000002').customerName,
      },
    });
    expect((await list(headers)).data).toEqual([response.json().data]);
  });

  it('leaves the entry unchanged when the new meter fails verification', async () => {
    const headers = await signIn();
    const created = await create(headers, bodyFor('45500000003'));

    const response = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/v1/beneficiary/${created.id}`,
      headers,
      payload: bodyFor(`4550000${SIMULATOR_METERS.invalid}`),
    });

    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['meter_no']);
    expect((await list(headers)).data).toEqual([created]);
  });

  it('refuses to turn one entry into a copy of another with 409', async () => {
    const headers = await signIn();
    const first = await create(headers, bodyFor('45500000004'));
    const second = await create(headers, bodyFor('45500000005'));

    const response = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/v1/beneficiary/${second.id}`,
      headers,
      payload: bodyFor(first.meter_no),
    });

    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toMatch(/already saved/);
    expect((await list(headers)).data.map((item) => item.meter_no).sort()).toEqual([
      '45500000004',
      '45500000005',
    ]);
  });

  it('validates the body like POST', async () => {
    const headers = await signIn();
    const created = await create(headers, bodyFor('45500000006'));

    const response = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/v1/beneficiary/${created.id}`,
      headers,
      payload: bodyFor('123'),
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().msg).toBe('Please Enter a valid Meter Number');
  });
});

describe('ownership', () => {
  it('answers 404 to another customer’s id, an unknown id and a malformed id, and changes nothing', async () => {
    const owner = await signIn();
    const stranger = await signIn();
    const created = await create(owner, bodyFor('45600000001'));

    const ids = [created.id, '7d0c7a3e-2b52-4a5e-9d8e-0e3c1b7f6a01', 'not-a-uuid'];
    for (const id of ids) {
      const patch = await testApp.app.inject({
        method: 'PATCH',
        url: `/api/v1/beneficiary/${id}`,
        headers: stranger,
        payload: bodyFor('45600000009'),
      });
      const remove = await testApp.app.inject({
        method: 'DELETE',
        url: `/api/v1/beneficiary/${id}`,
        headers: stranger,
      });

      expect(patch.statusCode).toBe(404);
      expect(patch.json()).toEqual({ msg: 'Request not found' });
      expect(remove.statusCode).toBe(404);
    }
    expect((await list(owner)).data).toEqual([created]);
    expect((await list(stranger)).meta.total).toBe(0);
  });
});

describe('DELETE /beneficiary/:id', () => {
  it('deletes the caller’s entry once', async () => {
    const headers = await signIn();
    const kept = await create(headers, bodyFor('45700000001'));
    const removed = await create(headers, bodyFor('45700000002'));

    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/v1/beneficiary/${removed.id}`,
      headers,
    });
    const again = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/v1/beneficiary/${removed.id}`,
      headers,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().msg).toBe('Beneficiary deleted successfully');
    expect(again.statusCode).toBe(404);
    expect((await list(headers)).data).toEqual([kept]);
  });
});

describe('upsertBeneficiary (used by the purchase flow)', () => {
  it('saves an already verified meter and updates it on the next purchase', async () => {
    const { user, headers } = await createSignedInUser(testApp.database.db);
    const fields = {
      userId: user.id,
      name: 'Verified Name',
      meterNo: '45800000001',
      meterType: 'prepaid',
      provider: 'jos-electric',
      phone: '08031234567',
    };

    const first = await upsertBeneficiary(testApp.app.ctx, fields);
    const second = await upsertBeneficiary(testApp.app.ctx, {
      ...fields,
      name: 'Renamed By DisCo',
      phone: '09012345678',
    });

    expect(second.id).toBe(first.id);
    const { data, meta } = await list(headers);
    expect(meta.total).toBe(1);
    expect(data[0]).toMatchObject({
      name: 'Renamed By DisCo',
      phone: '09012345678',
      email: null,
      provider: 'jos-electric',
    });
  });
});
