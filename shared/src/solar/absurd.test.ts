import { describe, expect, it } from 'vitest';
import { abujaHome, lagosOffice } from '../test/solar-audits.ts';
import { createEnergyReport } from './locate.ts';
import type { EnergyReport, WarningCode } from './types.ts';

/** Bad or absurd answers: always a report, with a warning that says what is wrong, never a crash. */

function warningOf(report: EnergyReport, code: WarningCode): string {
  const warning = report.warnings.find((candidate) => candidate.code === code);
  if (!warning)
    throw new Error(
      `expected warning ${code}, got ${report.warnings.map((candidate) => candidate.code).join(', ')}`,
    );
  return warning.message;
}

describe('absurd answers', () => {
  it('0 kWh a day with a 50 kW peak: sized on what the peak implies, with a warning', () => {
    const report = createEnergyReport({
      audit: lagosOffice({ dayConsumption: 0, dayPeakLoad: 50, nightPeakLoad: 0 }),
    });

    expect(warningOf(report, 'consumption_below_peaks')).toBe(
      '0 kWh a day is too little for the peaks and rooms given; we used 100 kWh. Please check it.',
    );
    expect(report.load.dailyKwh).toMatchObject({ value: 100, basis: 'assumed' });
    expect(report.system.pv.kwp).toBeGreaterThan(0);
    expect(report.system.inverter.kva).toBeGreaterThanOrEqual(50 / 0.8);
  });

  it('500 bedrooms: a very large home system in parallel units, with a warning', () => {
    const report = createEnergyReport({ audit: abujaHome({ rooms: 500, land: 100_000 }) });

    expect(warningOf(report, 'unusual_bedrooms')).toBe(
      '500 bedrooms is far more than a home usually has; please check the answer.',
    );
    expect(warningOf(report, 'unusual_roof')).toMatch(/100,000 m² is far more roof or land than we expect/);
    expect(warningOf(report, 'parallel_inverters')).toMatch(
      /^This load needs \d+ inverters of \d+ kVA in parallel/,
    );
    expect(report.system.inverter.units).toBeGreaterThan(1);
    expect(report.load.dailyKwh.value).toBeCloseTo(4 + 500 + 1 + 2 * 1.2 * 8 * 0.6, 6);
  });

  it('a site thousands of modules large writes its counts with separators', () => {
    const report = createEnergyReport({
      audit: lagosOffice({
        dayConsumption: 200_000,
        dayPeakLoad: 20_000,
        nightPeakLoad: 5_000,
        land: 1_000_000,
      }),
    });

    expect(report.system.pv.moduleCount).toBeGreaterThan(1_000);
    expect(report.summary).toMatch(/\(\d{1,3}(,\d{3})+ × \d+ W\)/);
    expect(report.summary).toMatch(
      / · \d{1,3}(,\d{3})* × [\d.,]+ kVA inverters( · \d{1,3}(,\d{3})* × \d+ A charge controllers)?$/,
    );
    expect(warningOf(report, 'parallel_inverters')).toMatch(/^This load needs \d{1,3}(,\d{3})* inverters of/);
  });

  it('a fuel spend the generator could not burn: counted up to its capacity, with a warning', () => {
    const report = createEnergyReport({ audit: lagosOffice({ genSize: 5, fuel: 999_999_999_999 }) });

    expect(warningOf(report, 'fuel_beyond_generator')).toMatch(
      /₦999,999,999,999 a month buys more fuel than a 5 kVA generator can burn/,
    );
    expect(report.currentSituation.generator?.runHoursPerDay).toBeLessThanOrEqual(24);
    expect(report.currentSituation.generator?.annualFuel).toBeCloseTo(
      (0.08145 + 0.246) * 4 * 24 * 30 * 12,
      0,
    );
  });

  it('a generator that would have to run longer than the grid is off: a warning', () => {
    const report = createEnergyReport({ audit: lagosOffice({ gridHours: 22, fuel: 900_000 }) });
    expect(warningOf(report, 'generator_hours_beyond_outage')).toMatch(/longer than the grid is off \(2 h\)/);
  });

  it('30 hours of grid a day: read as 24, with a warning', () => {
    const report = createEnergyReport({ audit: lagosOffice({ gridHours: 30 }) });

    expect(warningOf(report, 'unusual_grid_hours')).toBe(
      '30 hours of grid a day is more than a day has; we used 24.',
    );
    expect(report.currentSituation.grid?.hoursPerDay).toEqual({
      value: 24,
      unit: 'h/day',
      basis: 'answered',
    });
    expect(report.currentSituation.grid?.band).toBe('A');
  });

  it('0 m² of roof or land is space not known: the array is sized on the use alone, with a warning', () => {
    const unknown = createEnergyReport({ audit: abujaHome({ land: 0 }) });
    const ample = createEnergyReport({ audit: abujaHome({ land: 5000 }) });

    expect(unknown.system.pv).toMatchObject({
      kwp: ample.system.pv.kwp,
      isAreaLimited: false,
      areaAvailableM2: null,
      maxKwpOnArea: null,
    });
    expect(unknown.system.pv.kwp).toBeGreaterThan(0);
    expect(unknown.system.summary).not.toMatch(/no solar panels/);
    expect(unknown.production.solarFraction).toBeGreaterThan(0);
    expect(warningOf(unknown, 'roof_space_unknown')).toBe(
      `We do not know your roof or land space, so the panels are sized on your use alone: they need about ${unknown.system.pv.areaUsedM2} m². Check the space is there, or tell us the space to see what fits.`,
    );
    expect(ample.warnings.map((warning) => warning.code)).not.toContain('roof_space_unknown');
  });

  it('a roof too small for the array: capped, with the share solar can still cover', () => {
    const report = createEnergyReport({ audit: lagosOffice({ land: 50 }) });

    expect(report.system.pv.isAreaLimited).toBe(true);
    expect(report.system.pv.kwp).toBeLessThanOrEqual(report.system.pv.maxKwpOnArea ?? 0);
    expect(warningOf(report, 'roof_too_small')).toMatch(
      /^Your 50 m² fits [\d.]+ kWp of the [\d.]+ kWp needed, so solar covers about \d+ % of your use\.$/,
    );
  });

  it('an office with nothing to size: an empty system, a warning, no savings claimed', () => {
    const report = createEnergyReport({
      audit: lagosOffice({
        dayConsumption: 0,
        dayPeakLoad: 0,
        nightPeakLoad: 0,
        rooms: 0,
        gridCost: 0,
        gen: 'none',
        genSize: null,
        fuel: null,
      }),
    });

    expect(warningOf(report, 'no_load')).toMatch(/nothing to size/);
    expect(report.system).toMatchObject({
      pv: { kwp: 0 },
      battery: { nominalKwh: 0 },
      inverter: { kva: 0, units: 0 },
    });
    expect(report.system.summary).toBe('no solar panels · no battery · no inverter');
    expect(report.costs.total).toBe(0);
    expect(report.economics.paybackYears).toBeNull();
  });

  it('the largest numbers the forms accept everywhere: finite numbers, with warnings', () => {
    const huge = 999_999_999_999;
    const report = createEnergyReport({
      audit: lagosOffice({
        gridHours: huge,
        gridCost: huge,
        genSize: huge,
        fuel: huge,
        inverter: huge,
        dayPeakLoad: huge,
        nightPeakLoad: huge,
        dayConsumption: huge,
        rooms: huge,
        land: huge,
      }),
    });

    expect(JSON.stringify(report)).not.toMatch(/null,"unit"|NaN|Infinity/);
    expect(Number.isFinite(report.costs.total)).toBe(true);
    expect(report.warnings.map((warning) => warning.code)).toEqual(
      expect.arrayContaining(['unusual_consumption', 'unusual_roof', 'unusual_grid_hours']),
    );
  });

  it('values the schema would refuse (negative, NaN, missing) read as 0 instead of breaking the engine', () => {
    const report = createEnergyReport({
      audit: {
        ...lagosOffice(),
        dayConsumption: -5,
        dayPeakLoad: Number.NaN,
        nightPeakLoad: Number.POSITIVE_INFINITY,
        rooms: undefined as unknown as number,
      },
    });

    expect(report.load.nightPeakKw.value).toBe(0);
    expect(Number.isFinite(report.system.pv.kwp)).toBe(true);
  });
});
