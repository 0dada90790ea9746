import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_METERS, simulatedCustomer } from '../../integrations/vending/simulator.ts';
import { createSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { upsertBeneficiary } from './beneficiaries.service.ts';
import { beneficiaryRequests, bodyFor } from './beneficiaries.test-support.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const { signIn, create, list } = beneficiaryRequests(() => testApp);

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
