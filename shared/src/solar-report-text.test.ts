import { describe, expect, it } from 'vitest';
import { createEnergyReport } from './solar/report.ts';
import { sameSystemNote } from './solar-report-text.ts';
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
