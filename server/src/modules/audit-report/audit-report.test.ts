import { createEnergyReport, type EnergyReport } from '@powerpay/shared/solar';
import { SOLAR_OVERRIDE_MESSAGES } from '@powerpay/shared/solar-overrides';
import { engineAuditOf } from '@powerpay/shared/solar-report-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { validHomeBody, validOfficeBody } from '../audits/audits.test-support.ts';
import { homeWithSpend, reportRequests } from './audit-report.test-support.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const { submit, getReport, getPdf } = reportRequests(() => testApp);

describe('GET /auditForm/:id/report', () => {
  it('returns the engine’s report of the stored answers, for both forms', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    for (const [kind, body] of [
      ['office', validOfficeBody],
      ['home', homeWithSpend],
    ] as const) {
      const record = await submit(kind, headers, body);

      const response = await getReport(record.id, headers);

      expect(response.statusCode).toBe(200);
      const report = response.json<{ data: EnergyReport }>().data;
      expect(report).toEqual(createEnergyReport({ audit: engineAuditOf(record) }));
      expect(report.auditType).toBe(kind);
      expect(report.summary).toMatch(/kWp solar/);
    }
  });

  it('applies the what-if overrides from the query string', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const record = await submit('home', headers, homeWithSpend);

    const base = (await getReport(record.id, headers)).json<{ data: EnergyReport }>().data;
    const dearFuel = (
      await getReport(
        record.id,
        headers,
        '?fuelPrice=2500&tariffBand=A&batteryType=tubular&moduleWatts=450&tier=full',
      )
    ).json<{ data: EnergyReport }>().data;

    expect(dearFuel.recommendedTier).toBe('full');
    expect(dearFuel.system.battery.chemistry).toBe('tubular');
    expect(dearFuel.system.pv.moduleWatts).toBe(450);
    expect(dearFuel.currentSituation.generator?.fuelPrice).toBe(2500);
    expect(dearFuel.currentSituation.grid?.band).toBe('A');
    expect(dearFuel.overridden.map((item) => item.key).sort()).toEqual([
      'batteryType',
      'fuelPrice',
      'moduleWatts',
      'tariffBand',
      'tier',
    ]);
    expect(dearFuel.currentSituation.generator?.costPerKwh).toBeGreaterThan(
      base.currentSituation.generator?.costPerKwh ?? Infinity,
    );
    // Empty values mean "no override", as a form with a cleared field sends them.
    expect((await getReport(record.id, headers, '?fuelPrice=&tier=')).json().data).toEqual(base);
  });

  it('refuses bad overrides with 422 and a clear message', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const record = await submit('home', headers, validHomeBody);
    const cases = [
      ['?fuelPrice=abc', SOLAR_OVERRIDE_MESSAGES.fuelPrice],
      ['?fuelPrice=0', SOLAR_OVERRIDE_MESSAGES.fuelPrice],
      ['?fuelPrice=999999', SOLAR_OVERRIDE_MESSAGES.fuelPrice],
      ['?tariffBand=F', SOLAR_OVERRIDE_MESSAGES.tariffBand],
      ['?batteryType=gel', SOLAR_OVERRIDE_MESSAGES.batteryType],
      ['?moduleWatts=333', SOLAR_OVERRIDE_MESSAGES.moduleWatts],
      ['?tier=deluxe', SOLAR_OVERRIDE_MESSAGES.tier],
    ] as const;

    for (const [query, message] of cases) {
      for (const response of [
        await getReport(record.id, headers, query),
        await getPdf(record.id, headers, query),
      ]) {
        expect(response.statusCode, query).toBe(422);
        expect(response.json().msg, query).toBe(message);
      }
    }
  });

  it('answers 404 for another customer’s response, a missing one and a malformed id', async () => {
    const owner = await createSignedInUser(testApp.database.db);
    const stranger = await createSignedInUser(testApp.database.db);
    const record = await submit('office', owner.headers, validOfficeBody);

    for (const id of [record.id, '6f1c1f9e-3a51-4c1b-9a55-1f0f2b7f0000', 'not-a-uuid']) {
      for (const response of [await getReport(id, stranger.headers), await getPdf(id, stranger.headers)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ msg: 'Request not found' });
      }
    }
  });

  // docs/product.md §7: a missing session on a signed-in route is 403 `{ msg }` (the client logs out).
  it('answers 403 to a signed-out visitor', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const record = await submit('home', headers, validHomeBody);

    for (const response of [await getReport(record.id), await getPdf(record.id)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().msg).toEqual(expect.any(String));
    }
  });
});
