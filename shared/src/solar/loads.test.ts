import { describe, expect, it } from 'vitest';
import { abujaHome, lagosOffice } from '../test/solar-audits.ts';
import { createEnergyReport } from './locate.ts';

const homeReport = (overrides: Parameters<typeof abujaHome>[0] = {}) =>
  createEnergyReport({ audit: abujaHome(overrides) });
const tier = (report: ReturnType<typeof homeReport>, id: 'essentials' | 'comfort' | 'full') => {
  const option = report.tiers.find((candidate) => candidate.id === id);
  if (!option) throw new Error(`no ${id} tier`);
  return option;
};

describe('home load model', () => {
  it('adds 5 kWh a day and 3.5 kW for water heaters, irons, kettles and cookers', () => {
    const without = homeReport();
    const withHeating = homeReport({ appliances: 'true' });

    expect(withHeating.load.dailyKwh.value - without.load.dailyKwh.value).toBeCloseTo(5, 6);
    expect(withHeating.load.dayPeakKw.value - without.load.dayPeakKw.value).toBeCloseTo(3.5, 6);
  });

  it('uses 3 kWh of base load for a one-bedroom home (no freezer), and drops the pump when there is none', () => {
    expect(homeReport({ rooms: 1, ac: 0 }).load.dailyKwh.value).toBeCloseTo(3 + 1 + 1, 6);
    expect(homeReport({ rooms: 1, ac: 0, pump: 'false' }).load.dailyKwh.value).toBeCloseTo(4.6, 6);
  });

  it('reads AC size and type: a 2 HP non-inverter AC uses more than a 1 HP inverter one', () => {
    const big = homeReport({ ac: 1, acSize: '2' });
    const small = homeReport({ ac: 1, acSize: '1', acInverter: 'true' });

    expect(big.load.groups.find((group) => group.id === 'day_ac')?.dailyKwh).toBeCloseTo(1.75 * 8 * 0.6, 6);
    expect(small.load.groups.find((group) => group.id === 'day_ac')?.dailyKwh).toBeCloseTo(
      0.85 * 8 * 0.45,
      6,
    );
    expect(big.load.largestMotorKw).toEqual({ value: 1.75, unit: 'kW', basis: 'answered' });
    expect(tier(small, 'comfort').system.inverter.startingKw).toBeLessThan(
      tier(big, 'comfort').system.inverter.startingKw,
    );
  });

  it('keeps the battery for essentials in Comfort, and adds night-time ACs to it in Full backup', () => {
    const report = homeReport({ acNight: 1 });
    const acAtNight = 1.2 * 8 * 0.6;

    expect(tier(report, 'comfort').load.nightKwh).toBeCloseTo(4, 6);
    expect(tier(report, 'full').load.nightKwh).toBeCloseTo(4 + acAtNight, 6);
    expect(report.load.nightKwh.value).toBeCloseTo(4 + acAtNight, 3);
    expect(tier(report, 'full').system.battery.nominalKwh).toBeGreaterThan(
      tier(report, 'comfort').system.battery.nominalKwh,
    );
  });

  it('describes Full backup without promising night-time ACs the answers do not have', () => {
    for (const acNight of [0, 2]) {
      const full = tier(homeReport({ acNight }), 'full');
      expect(full.description).toBe('Everything, day and night, with panels sized for the rainy season.');
      expect(full.load.nightKwh > tier(homeReport({ acNight }), 'comfort').load.nightKwh).toBe(acNight > 0);
    }
  });

  it('sizes the three tiers smallest first, each with its own cost, and sizes Full backup for the rainy season', () => {
    const report = homeReport({ appliances: 'true', acNight: 1 });
    const [essentials, comfort, full] = report.tiers;

    expect(report.tiers.map((option) => option.id)).toEqual(['essentials', 'comfort', 'full']);
    expect(essentials?.costs.total).toBeLessThan(comfort?.costs.total ?? 0);
    expect(comfort?.costs.total).toBeLessThan(full?.costs.total ?? 0);
    expect(full?.system.pv.designIrradiance).toBeLessThan(comfort?.system.pv.designIrradiance ?? 0);
    expect(report.tiers.filter((option) => option.isRecommended).map((option) => option.id)).toEqual([
      'comfort',
    ]);
  });

  it('follows the budget preference, marked answered', () => {
    const report = homeReport({ budget: 'essentials' });
    expect(report).toMatchObject({ recommendedTier: 'essentials', recommendedTierBasis: 'answered' });
    expect(report.summary).toBe(`Essentials: ${tier(report, 'essentials').system.summary}`);
  });

  it('describes the load for charts: groups, a 24-hour curve and months that add up', () => {
    const report = homeReport();
    const groupTotal = report.load.groups.reduce((sum, group) => sum + group.dailyKwh, 0);
    const hourlyTotal = report.load.hourlyKw.reduce((sum, kw) => sum + kw, 0);

    expect(groupTotal).toBeCloseTo(report.load.dailyKwh.value, 2);
    expect(report.load.hourlyKw).toHaveLength(24);
    expect(hourlyTotal).toBeCloseTo(report.load.dailyKwh.value, 1);
    expect(report.load.monthlyKwh).toHaveLength(12);
    expect(report.load.annualKwh).toBeCloseTo(report.load.dailyKwh.value * 365, 0);
  });
});

describe('office load', () => {
  it('takes the answers as they are, and splits night from day by the peaks', () => {
    const { load } = createEnergyReport({ audit: lagosOffice() });

    expect(load.dailyKwh).toEqual({ value: 90, unit: 'kWh/day', basis: 'answered' });
    expect(load.peakKw).toEqual({ value: 12, unit: 'kW', basis: 'answered' });
    expect(load.nightKwh.value).toBeCloseTo((90 * 42) / 162, 2);
    expect(load.largestMotorKw.basis).toBe('assumed');
  });

  it('never uses less energy than the peaks imply at a light 20 % load factor, and says so', () => {
    const report = createEnergyReport({ audit: lagosOffice({ dayConsumption: 10 }) });

    expect(report.load.dailyKwh).toEqual({
      value: (12 * 10 + 3 * 14) * 0.2,
      unit: 'kWh/day',
      basis: 'assumed',
    });
    expect(report.warnings.find((warning) => warning.code === 'consumption_below_peaks')?.message).toMatch(
      /10 kWh a day is too little for the peaks and rooms given; we used 32.4 kWh/,
    );
  });

  it('never uses a peak below the average load, and says so', () => {
    const report = createEnergyReport({ audit: lagosOffice({ dayPeakLoad: 1, nightPeakLoad: 1, rooms: 1 }) });

    expect(report.load.peakKw).toEqual({ value: 3.75, unit: 'kW', basis: 'assumed' });
    expect(report.warnings.map((warning) => warning.code)).toContain('peak_below_average');
  });

  it('sizes Essentials at 40 % of the office load', () => {
    const report = createEnergyReport({ audit: lagosOffice() });
    expect(tier(report, 'essentials').load.dailyKwh).toBeCloseTo(36, 6);
  });
});
