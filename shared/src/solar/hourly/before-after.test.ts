import { describe, expect, it } from 'vitest';
import { lekkiHome } from '../../test/solar-audits.ts';
import { createEnergyReport } from '../locate.ts';
import { billsBasisNote } from './before-after.ts';

describe('the note under the grid and generator table', () => {
  it('says why "Today" differs from the bills only where they are more than 5 % apart', () => {
    const before = { gridKwh: 4_000, generatorKwh: 1_000, generatorHours: 500, fuel: 400 };
    const bills = { fuelBefore: 410, fuelUnit: 'L' as const };
    const agree = { ...bills, gridKwhBefore: 4_150, generatorKwhBefore: 960 };
    expect(billsBasisNote({ before, purchases: agree })).toBeNull();
    // No bills at all (nothing answered, or no power today): nothing to reconcile.
    expect(
      billsBasisNote({ before, purchases: { ...bills, gridKwhBefore: 0, generatorKwhBefore: 0 } }),
    ).toBeNull();
    expect(
      billsBasisNote({ before, purchases: { ...bills, gridKwhBefore: 6_083, generatorKwhBefore: 1_000 } }),
    ).toBe(
      '"Today" is the simulated year of the use this report sizes for. Your bills buy about 6,083 kWh of grid and 1,000 kWh from the generator (410 litres) a year; the savings apply the share the simulation avoids to your bills, and never count more kWh than it avoids.',
    );
    expect(
      billsBasisNote({
        before,
        purchases: { gridKwhBefore: 0, generatorKwhBefore: 1_300, fuelBefore: 520, fuelUnit: 'kg' },
      }),
    ).toMatch(/Your bills buy about 1,300 kWh from the generator \(520 kg of gas\) a year;/);

    // The benches' Lekki home: its bills buy more grid than the use it is sized for draws in a year.
    const { simulation } = createEnergyReport({ audit: lekkiHome() });
    const note = billsBasisNote(simulation);
    expect(simulation.purchases.gridKwhBefore).toBeGreaterThan(simulation.before.gridKwh * 1.05);
    expect(note).toContain(
      `${Math.round(simulation.purchases.gridKwhBefore).toLocaleString('en-NG')} kWh of grid`,
    );
    // And it never claims more avoided than simulated.
    expect(simulation.purchases.gridKwhBefore - simulation.purchases.gridKwhAfter).toBeLessThanOrEqual(
      simulation.before.gridKwh - simulation.after.gridKwh + 0.1,
    );
  });
});
