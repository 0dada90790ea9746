import { describe, expect, it } from 'vitest';
import { createEnergyReport } from './solar/report.ts';
import { breakEvenNote, quantityText, reportFileName, sameSystemNote } from './solar-report-text.ts';
import { abujaHome } from './test/solar-audits.ts';

const notesOf = (audit: ReturnType<typeof abujaHome>) => {
  const { tiers } = createEnergyReport({ audit });
  return tiers.map((_tier, index) => sameSystemNote(tiers, index));
};

describe('sameSystemNote', () => {
  it('says when an option is the system before it, and only then', () => {
    // No daytime AC and no heavy appliances: Comfort adds nothing to Essentials.
    expect(notesOf(abujaHome({ ac: 0, appliances: 'false' }))).toEqual([null, 'Same system as Essentials for your answers.', null]);
    expect(notesOf(abujaHome({ ac: 2 }))).toEqual([null, null, null]);
  });

  it('says it of Full backup when the roof has no room for its rainy-season panels', () => {
    expect(notesOf(abujaHome({ ac: 2, land: 8 }))).toEqual([null, null, 'Same system as Comfort for your answers.']);
  });
});

describe('reportFileName', () => {
  it('keeps the words of an address whole, whatever its accents and under-dots', () => {
    expect(reportFileName({ type: 'home', address: '5 Ògúnlànà Drive, Ìbàdàn' }, '2026-11-28')).toBe(
      'powerpay-solar-report-home-5-ogunlana-drive-ibadan-2026-11-28.pdf',
    );
    expect(reportFileName({ type: 'office', address: 'Plot 7, Ọ̀ṣọ́dì Street, Ẹ̀pẹ́' }, '2026-11-28')).toBe(
      'powerpay-solar-report-office-plot-7-osodi-street-epe-2026-11-28.pdf',
    );
  });

  it('leaves out what has no letters or digits, and keeps at most 40 characters of the address, cut between words', () => {
    expect(reportFileName({ type: 'home', address: '🏠 ☀️' }, '2026-11-28')).toBe('powerpay-solar-report-home-2026-11-28.pdf');
    expect(reportFileName({ type: 'home', address: 'Flat 12, Block C, Federal Housing Estate, Gwarinpa, Abuja' }, '2026-11-28')).toBe(
      'powerpay-solar-report-home-flat-12-block-c-federal-housing-estate-2026-11-28.pdf',
    );
    expect(reportFileName({ type: 'home', address: 'Abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz Lane' }, '2026-11-28')).toBe(
      'powerpay-solar-report-home-abcdefghijklmnopqrstuvwxyzabcdefghijklmn-2026-11-28.pdf',
    );
  });
});

describe('quantityText', () => {
  it('counts modules, batteries, inverters and jobs in the plural but for one; leaves measures alone', () => {
    expect(quantityText({ quantity: 12, unit: 'module' })).toBe('12 modules');
    expect(quantityText({ quantity: 4, unit: 'battery' })).toBe('4 batteries');
    expect(quantityText({ quantity: 1, unit: 'inverter' })).toBe('1 inverter');
    expect(quantityText({ quantity: 1, unit: 'job' })).toBe('1 job');
    expect(quantityText({ quantity: 6.6, unit: 'kWp' })).toBe('6.6 kWp');
    expect(quantityText({ quantity: 5.12, unit: 'kWh' })).toBe('5.1 kWh');
  });
});

describe('breakEvenNote', () => {
  const escalation = { fuel: 0.1, tariff: 0.1 };

  it('explains a break-even half a year or more away from the simple payback', () => {
    expect(breakEvenNote({ paybackYears: 6.1, escalation }, 5)).toBe(
      "The simple payback divides the system's cost by the first year's savings. The cash flow also counts fuel and grid prices rising 10 % a year, upkeep and replacements, so it breaks even in year 5.",
    );
    expect(breakEvenNote({ paybackYears: 6.1, escalation: { fuel: 0.15, tariff: 0.1 } }, 5.2)).toContain(
      'fuel prices rising 15 % and grid tariffs 10 % a year',
    );
  });

  it('says nothing when the two agree, or when either is missing', () => {
    expect(breakEvenNote({ paybackYears: 5.3, escalation }, 5)).toBeNull();
    expect(breakEvenNote({ paybackYears: null, escalation }, 5)).toBeNull();
    expect(breakEvenNote({ paybackYears: 6.1, escalation }, null)).toBeNull();
  });
});
