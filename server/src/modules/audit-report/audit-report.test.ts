import { execFile } from 'node:child_process';
import { auditRecordSchema, type AuditRecord } from '@powerpay/shared';
import { createEnergyReport, type EnergyReport } from '@powerpay/shared/solar';
import { dateOfDay } from '@powerpay/shared/solar/hourly/report-views';
import { SOLAR_OVERRIDE_MESSAGES } from '@powerpay/shared/solar-overrides';
import {
  ENVIRONMENT_NEEDS_SPEND,
  engineAuditOf,
  formatAmount,
  formatReportNaira,
} from '@powerpay/shared/solar-report-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories.ts';
import { pageCount, pdfTextLines } from '../../test/pdf-text.ts';

/** The text of a PDF as a reader sees it (poppler's pdftotext, layout kept so a row's cells share a line). */
function pdftotext(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile('pdftotext', ['-layout', '-', '-'], { encoding: 'utf8' }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
    child.stdin?.end(pdf);
  });
}
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { postAudit, validHomeBody, validOfficeBody, type AuditKind } from '../audits/audits.test-support.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function submit(
  kind: AuditKind,
  headers: Record<string, string>,
  body: Record<string, unknown>,
): Promise<AuditRecord> {
  const response = await postAudit(testApp, { kind, headers, body });
  expect(response.statusCode).toBe(200);
  return auditRecordSchema.parse(response.json().data);
}

function getReport(id: string, headers: Record<string, string> = {}, query = '') {
  return testApp.app.inject({ method: 'GET', url: `/api/v1/auditForm/${id}/report${query}`, headers });
}

function getPdf(id: string, headers: Record<string, string> = {}, query = '') {
  return testApp.app.inject({ method: 'GET', url: `/api/v1/auditForm/${id}/report.pdf${query}`, headers });
}

const homeWithSpend = {
  ...validHomeBody,
  gridHours: '12',
  gridCost: '40000',
  gen: 'pms',
  genSize: '3.5',
  fuel: '60000',
};

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

describe('GET /auditForm/:id/report.pdf', () => {
  const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

  it('is a multi-page A4 PDF named after the site and date, with the recommended system line', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    for (const [kind, body] of [
      ['office', validOfficeBody],
      ['home', homeWithSpend],
    ] as const) {
      const record = await submit(kind, headers, body);
      const report = createEnergyReport({ audit: engineAuditOf(record) });

      const response = await getPdf(record.id, headers);

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(
        new RegExp(
          `^attachment; filename="powerpay-solar-report-${kind}-[a-z0-9-]+-\\d{4}-\\d{2}-\\d{2}\\.pdf"$`,
        ),
      );
      const pdf = response.rawPayload;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
      expect(pageCount(pdf)).toBeGreaterThanOrEqual(3);
      const text = normalized(pdfTextLines(pdf).join(' '));
      expect(text).toContain(normalized(report.summary));
      for (const heading of [
        'Your current energy situation',
        'Recommended system',
        'Cost estimate',
        'Savings and payback',
        'Assumptions and limitations',
        'not a site survey',
      ]) {
        expect(text).toContain(heading);
      }
    }
  });

  it('follows the what-if choices', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const record = await submit('home', headers, homeWithSpend);
    const report = createEnergyReport({
      audit: engineAuditOf(record),
      overrides: { tier: 'essentials', batteryType: 'tubular' },
    });

    const response = await getPdf(record.id, headers, '?tier=essentials&batteryType=tubular');

    expect(response.statusCode).toBe(200);
    expect(normalized(pdfTextLines(response.rawPayload).join(' '))).toContain(normalized(report.summary));
    expect(report.summary).toMatch(/^Essentials: .*tubular/);
  });

  it('counts a what-if fuel price in the generator’s bill, and says what the savings figures hold', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const record = await submit('home', headers, homeWithSpend);
    const report = createEnergyReport({ audit: engineAuditOf(record), overrides: { fuelPrice: 3000 } });
    const generator = report.currentSituation.generator;

    const text = normalized(
      pdfTextLines((await getPdf(record.id, headers, '?fuelPrice=3000')).rawPayload).join(' '),
    );

    expect(generator).not.toBeNull();
    expect(text).toContain(
      normalized(
        `${formatReportNaira(Math.round((generator?.annualFuelCost ?? 0) / 12), 'NGN ')}/month (${formatAmount(generator?.fuelPerMonth ?? 0)} L at your what-if price)`,
      ),
    );
    expect(text).toContain('Savings in year 1');
    expect(text).toContain('1. Your current energy situation');
    expect(text).toContain('13. Next steps');
    expect(text).toMatch(
      /Spend today: Grid and fuel bills, with NGN [\d,]+ of generator upkeep\. Savings: After NGN [\d,]+ of solar upkeep\./,
    );
  });

  it('says when an option is the same system as the one before it', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    // No AC and no heavy appliance: Comfort adds nothing to Essentials.
    const record = await submit('home', headers, { ...validHomeBody, ac: '0', appliances: 'false' });

    const text = normalized(pdfTextLines((await getPdf(record.id, headers)).rawPayload).join(' '));

    expect(text).toContain('Same system as Essentials for your answers.');
    // And each option how it was chosen (decision 035).
    expect(text.match(/Chosen from \d+ systems simulated hour by hour/g)).toHaveLength(3);
  });

  it('says what avoided CO₂ and fuel need rather than print zeros when the spend was not given', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const record = await submit('home', headers, validHomeBody);

    const text = normalized(pdfTextLines((await getPdf(record.id, headers)).rawPayload).join(' '));

    expect(text).toContain(normalized(ENVIRONMENT_NEEDS_SPEND.replace('CO₂', 'CO2')));
    expect(text).not.toContain('0 t per year');
    expect(text).not.toContain('noise and fumes');
  });

  it('shows the hour-by-hour year after the production: typical days, the battery’s week, the months, the generator', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const record = await submit('home', headers, homeWithSpend);
    const { simulation } = createEnergyReport({ audit: engineAuditOf(record) });

    const text = normalized(pdfTextLines((await getPdf(record.id, headers)).rawPayload).join(' '));

    const start = text.indexOf('6. Hour by hour');
    const end = text.indexOf('7. Cost estimate');
    expect(text.indexOf('5. Expected production')).toBeLessThan(start);
    expect(end).toBeGreaterThan(start);
    const section = text.slice(start, end);
    const [dry, rainy] = simulation.typicalDays;
    expect(section).toContain(`A typical dry-season day (${dateOfDay(dry?.dayOfYear ?? -1)})`);
    expect(section).toContain(`A typical rainy-season day (${dateOfDay(rainy?.dayOfYear ?? -1)})`);
    expect(section).toContain('Battery charge over a week (% of its usable energy)');
    expect(section).toContain("Where each month's energy comes from (kWh)");
    expect(section).toContain(
      `Generator running (hours a year) ${formatAmount(simulation.before.generatorHours)} ${formatAmount(simulation.after.generatorHours)}`,
    );
    expect(simulation.after.generatorHours).toBeLessThan(simulation.before.generatorHours);
  });

  it('says, in its numbered place, how the figures were made and what they cannot know', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const record = await submit('home', headers, homeWithSpend);

    const text = normalized(pdfTextLines((await getPdf(record.id, headers)).rawPayload).join(' '));

    const environment = text.indexOf('10. Environmental impact');
    const howSure = text.indexOf('11. How sure are these figures');
    const assumptions = text.indexOf('12. Assumptions and limitations');
    expect(environment).toBeGreaterThan(0);
    expect(howSure).toBeGreaterThan(environment);
    expect(assumptions).toBeGreaterThan(howSure);
    const section = text.slice(howSure, assumptions);
    expect(section).toContain('How these figures were made');
    expect(section).toContain('for every hour of the year, solar serves your use first');
    expect(section).toContain('What they cannot know');
    expect(section).toContain('A real year is never the average one');
  });

  it('shows the money over the system’s life and the P50 and P90, as pdftotext reads them', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const record = await submit('home', headers, homeWithSpend);
    const { finance } = createEnergyReport({ audit: engineAuditOf(record), overrides: { discountRate: 12 } });

    const text = normalized(
      await pdftotext((await getPdf(record.id, headers, '?discountRate=12')).rawPayload),
    );

    const life = text.indexOf('9. Over the system’s life');
    const environment = text.indexOf('10. Environmental impact');
    expect(life).toBeGreaterThan(text.indexOf('8. Savings and payback'));
    expect(environment).toBeGreaterThan(life);
    const section = text.slice(life, environment);
    // The tiles sit two to a row: labels on one line, their values on the next.
    expect(section).toContain('Net present value');
    expect(section).toContain(formatReportNaira(finance?.netPresentValue ?? NaN, 'NGN '));
    expect(section).toContain('20-year cash flow over the system’s life');
    expect(section).toMatch(
      new RegExp(`Year 20 .*${formatReportNaira(finance?.years[19]?.discountedCumulative ?? NaN, 'NGN ')}`),
    );
    expect(section).toContain('Money valued at 12 % a year');

    const howSure = text.slice(
      text.indexOf('11. How sure are these figures'),
      text.indexOf('12. Assumptions'),
    );
    expect(howSure).toContain('5 different years of weather');
    const spread = finance?.spread;
    expect(howSure).toContain(
      `Solar production, a year ${formatAmount(spread?.productionKwh.p50 ?? NaN)} kWh ${formatAmount(spread?.productionKwh.p90 ?? NaN)} kWh`,
    );
    expect(howSure).toMatch(
      /Discounted payback (\d+\.\d years|Does not pay back) (\d+\.\d years|Does not pay back)/,
    );
  });

  it('prints a Yoruba name and address as the standard fonts can, and names the file after the address’s words', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const record = await submit('home', headers, {
      ...validHomeBody,
      name: 'Ọláolúwa Adéṣínà 👩🏾‍💻',
      address: '5 Ògúnlànà Drive, Ìbàdàn',
    });

    const response = await getPdf(record.id, headers);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="powerpay-solar-report-home-5-ogunlana-drive-ibadan-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const lines = pdfTextLines(response.rawPayload);
    expect(lines).toContain('Oláolúwa Adésínà');
    expect(lines).toContain('Home · 5 Ògúnlànà Drive, Ìbàdàn');
  });
});
