import { describe, expect, it } from 'vitest';
import { createEnergyReport } from './solar/report.ts';
import { reportFileName, sameSystemNote } from './solar-report-text.ts';
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
