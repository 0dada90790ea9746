import { describe, expect, it } from 'vitest';
import { createEnergyReport } from './locate.ts';
import { lagosOffice, abujaHome } from '../test/solar-audits.ts';

/**
 * "When does supply usually come?" (docs/solar-method.md, "Grid hours"): the answer places the grid's
 * hours, so it changes what the battery and the generator must do.
 */
describe('when supply usually comes', () => {
  // An office works by day: grid at night leaves its working hours to solar, battery and generator.
  const office = (supplyPattern?: 'day' | 'night' | 'no_pattern') =>
    createEnergyReport({ audit: lagosOffice({ gridHours: 8, ...(supplyPattern ? { supplyPattern } : {}) }) });
  // Each report simulates several years; built once, while the tests are collected.
  const reports = { day: office('day'), night: office('night'), no_pattern: office('no_pattern') };
  const unanswered = office();
  const homeAudit = abujaHome({ gridHours: 10, gridCost: 30_000, gen: 'pms', genSize: 3.5, fuel: 60_000 });
  const homes = (['day', 'night'] as const).map((supplyPattern) =>
    createEnergyReport({ audit: { ...homeAudit, supplyPattern } }),
  );

  it('leaves a daytime office more generator work with supply mostly at night, and solar then saves more fuel', () => {
    const byDay = reports.day.simulation;
    const atNight = reports.night.simulation;

    // Today the generator runs every hour the grid is off either way (an office is never at zero
    // load); with supply at night it carries the working hours, so it makes more kWh and burns more.
    expect(atNight.before.generatorKwh).toBeGreaterThan(byDay.before.generatorKwh);
    expect(atNight.before.fuel).toBeGreaterThan(byDay.before.fuel);
    expect(atNight.before.gridKwh).toBeLessThan(byDay.before.gridKwh);
    // Solar works the same hours the generator did: it avoids more of its fuel.
    expect(atNight.before.fuel - atNight.after.fuel).toBeGreaterThan(byDay.before.fuel - byDay.after.fuel);
    // The balance closes whatever the pattern.
    for (const { year } of [byDay, atNight]) {
      const served = year.solarToLoad + year.batteryToLoad + year.grid + year.generator + year.unmet;
      expect(Math.abs(served - year.load)).toBeLessThan(year.load * 0.001);
    }
  });

  it('keeps the grid’s hours a day whatever the pattern, and an unanswered question is "no pattern"', () => {
    const noPattern = reports.no_pattern;

    expect(unanswered.simulation).toEqual(noPattern.simulation);
    for (const pattern of ['day', 'night'] as const) {
      expect(reports[pattern].simulation.gridHoursPerDay).toBe(noPattern.simulation.gridHoursPerDay);
    }
  });

  it('changes a home’s year too, with no NaN', () => {
    expect(homes[0]?.simulation.before.fuel).not.toBe(homes[1]?.simulation.before.fuel);
    for (const report of homes) expect(Number.isFinite(report.economics.annualSavings ?? 0)).toBe(true);
  });
});
