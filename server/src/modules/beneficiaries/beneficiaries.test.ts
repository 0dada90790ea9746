import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaries } from '../../db/schema/index.ts';
import type { Beneficiary } from '@powerpay/shared';
import { simulatedCustomer } from '../../integrations/vending/simulator.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { beneficiaryRequests, bodyFor } from './beneficiaries.test-support.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const { signIn, create, list } = beneficiaryRequests(() => testApp);

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
