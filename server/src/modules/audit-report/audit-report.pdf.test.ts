import { execFile } from 'node:child_process';
import { createEnergyReport } from '@powerpay/shared/solar';
import { billsBasisNote } from '@powerpay/shared/solar/hourly/before-after';
import { dateOfDay } from '@powerpay/shared/solar/hourly/report-views';
import { backupText, financeRows } from '@powerpay/shared/solar-proposal';
import { engineAuditOf, formatAmount, formatReportNaira } from '@powerpay/shared/solar-report-text';
import {
  ENVIRONMENT_NEEDS_SPEND,
  NO_POWER_TODAY,
  withoutSpendText,
} from '@powerpay/shared/solar-report-without-spend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories.ts';
import { pageCount, pdfTextLines } from '../../test/pdf-text.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { validHomeBody, validOfficeBody } from '../audits/audits.test-support.ts';
import { homeWithSpend, reportRequests } from './audit-report.test-support.ts';

/** The text of a PDF as a reader sees it (poppler's pdftotext, layout kept so a row's cells share a line). */
function pdftotext(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile('pdftotext', ['-layout', '-', '-'], { encoding: 'utf8' }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
    child.stdin?.end(pdf);
  });
}

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const { submit, getPdf } = reportRequests(() => testApp);

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

  it('names the office’s charge controllers beside its inverter and in its equipment (decision 062)', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const record = await submit('office', headers, validOfficeBody);
    const { chargeControllers } = createEnergyReport({ audit: engineAuditOf(record) }).system;

    const text = normalized(pdfTextLines((await getPdf(record.id, headers)).rawPayload).join(' '));

    expect(chargeControllers.units).toBeGreaterThan(0);
    const size = `${chargeControllers.units} × ${chargeControllers.unitAmps} A`;
    expect(text).toContain(`CHARGE CONTROLLERS (MPPT) ${size}`);
    // The text read back from the PDF loses the apostrophe of "inverter’s".
    expect(text).toMatch(
      new RegExp(
        `MPPT solar charge controller for the panels beyond the inverter.?s own input \\(${size}\\)`,
      ),
    );
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
    expect(text).toContain('13. Your options: backup, paying monthly, warranties');
    expect(text).toContain('14. Next steps');
    // Each option's backup at night and its instalments, as the page shows them (decision 059).
    for (const tier of report.tiers) {
      expect(text).toContain(normalized(backupText(tier.backup)));
      const [months, monthly, total] = financeRows(tier, 'NGN ')[1] ?? [];
      expect(text).toContain(normalized(`${months} ${monthly} ${total}`));
    }
    expect(text).toContain('Lithium iron phosphate (LiFePO4) battery');
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

  it('calls the system new power, with nothing to save or avoid, at a site with no grid and no generator', async () => {
    const { headers } = await createSignedInUser(testApp.database.db);
    const body = { ...validHomeBody, gridHours: '0', gridCost: '0', gen: 'none' };
    const record = await submit('home', headers, body);
    const report = createEnergyReport({ audit: engineAuditOf(record) });

    const text = normalized(pdfTextLines((await getPdf(record.id, headers)).rawPayload).join(' '));

    expect(text).toContain(normalized(NO_POWER_TODAY));
    expect(text).toContain('No payback: you buy no power today');
    for (const section of ['savings', 'life-money', 'environment'] as const)
      expect(text).toContain(normalized(withoutSpendText(report, section).replace('CO₂', 'CO2')));
    // The chart those sentences point to, under the same name as on the page.
    expect(text).toContain('What one kWh costs you (NGN)');
    expect(text).not.toContain('answer the optional questions');
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
    // The bills buy other kWh than the simulated year: the PDF says which the savings use, as the page does.
    expect(section).toContain(normalized(billsBasisNote(simulation) ?? 'a note on the bills'));
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
