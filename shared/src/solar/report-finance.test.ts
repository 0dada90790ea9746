import { describe, expect, it } from 'vitest';
import { SOLAR_CONSTANTS } from './constants.ts';
import { createContext } from './context.ts';
import { solarOverridesSchema } from '../solar-overrides.ts';
import { lagosOffice } from '../test/solar-audits.ts';
import { createEnergyReport } from './locate.ts';
import {
  financeOverridesOf,
  financeReportOf,
  simulatedYearOf,
  type SimulatedYear,
} from './report-finance.ts';
import type { BatteryDesign, BillOfQuantities, CostLine } from './types.ts';

const ctx = createContext(SOLAR_CONSTANTS);

const line = (id: CostLine['id'], total: number): CostLine => ({
  id,
  item: id,
  quantity: 1,
  unit: 'each',
  unitPrice: total,
  total,
  low: total,
  high: total,
  range: 0,
  asOf: '2025-11',
  source: 'test',
});

const costs: BillOfQuantities = {
  currency: 'NGN',
  lines: [
    line('modules', 3_000_000),
    line('mounting', 1_000_000),
    line('battery', 2_500_000),
    line('inverter', 1_300_000),
    line('installation', 900_000),
  ],
  total: 8_700_000,
  low: 8_700_000,
  high: 8_700_000,
  totalUsd: 6_060,
};

const battery = (chemistry: BatteryDesign['chemistry'], nominalKwh: number): BatteryDesign => ({
  chemistry,
  nominalKwh,
  usableKwh: nominalKwh * 0.9,
  moduleKwh: 5.12,
  moduleCount: Math.ceil(nominalKwh / 5.12),
  autonomyDays: 1,
  depthOfDischarge: 0.9,
  nightlyKwh: nominalKwh * 0.5,
});

/** A Lagos shop: ₦1.8 M of grid and ₦2.9 M of petrol a year before; solar takes most of both. */
const yearWith = (sun: number): SimulatedYear => ({
  before: {
    gridKwh: 7_000,
    gridCost: 1_500_000,
    generatorKwh: 4_000,
    generatorFuelCost: 2_600_000,
    generatorUpkeep: 300_000,
  },
  after: {
    gridKwh: 4_000,
    gridCost: 860_000,
    generatorKwh: 1_200 / sun,
    generatorFuelCost: 900_000 / sun,
    generatorUpkeep: 120_000,
  },
  solarKwh: 5_800 * sun,
  productionKwh: 7_400 * sun,
  batteryThroughputKwh: 2_400 * sun,
});

describe('the report’s money over the system’s life', () => {
  it('uses the sourced default rates, and the customer’s own where given', () => {
    const standard = financeReportOf(ctx, {
      years: [yearWith(1)],
      costs,
      battery: battery('lithium', 10.24),
    });
    const cheaperMoney = financeReportOf(ctx, {
      years: [yearWith(1)],
      costs,
      battery: battery('lithium', 10.24),
      overrides: { discountRate: 0.15 },
    });

    expect(standard?.rates).toEqual({
      discountRate: 0.27,
      inflation: 0.1445,
      fuelEscalation: 0.1,
      tariffEscalation: 0.1,
    });
    expect(standard?.projectYears).toBe(20);
    expect(cheaperMoney?.rates.discountRate).toBe(0.15);
    expect(cheaperMoney?.netPresentValue ?? 0).toBeGreaterThan(standard?.netPresentValue ?? Infinity);
  });

  it('wears a hard-cycled tubular bank out by throughput and lets a lightly used lithium one reach its calendar life', () => {
    const tubular = financeReportOf(ctx, { years: [yearWith(1)], costs, battery: battery('tubular', 9.6) });
    const lithium = financeReportOf(ctx, { years: [yearWith(1)], costs, battery: battery('lithium', 20.48) });

    // 1,000 cycles × 9.6 kWh × 0.8 = 7,680 kWh over 2,400 kWh a year: 3.2 years, sooner than 5 of age.
    expect(tubular?.battery.lifeYears).toBeCloseTo(3.2, 6);
    expect(tubular?.battery.replacementYears).toEqual([4, 7, 10, 13, 16, 20]);
    // 4,000 × 20.48 × 0.9 = 73,728 kWh would last 30 years: age (12 years) comes first.
    expect(lithium?.battery.lifeYears).toBe(12);
    expect(lithium?.battery.replacementYears).toEqual([12]);
  });

  it('gives P50 and P90 over several synthetic years: the P90 year saves less and pays back later', () => {
    const suns = [0.96, 1.03, 0.99, 1.05, 0.94, 1.01, 1.0, 0.98, 1.02, 0.97];
    const report = financeReportOf(ctx, {
      years: suns.map(yearWith),
      costs,
      battery: battery('lithium', 10.24),
    });
    const spread = report?.spread;

    expect(spread?.years).toBe(10);
    expect(spread?.productionKwh.p90 ?? Infinity).toBeLessThan(spread?.productionKwh.p50 ?? 0);
    expect(spread?.savings.p90 ?? Infinity).toBeLessThan(spread?.savings.p50 ?? 0);
    expect(spread?.paybackYears.p90 ?? 0).toBeGreaterThanOrEqual(spread?.paybackYears.p50 ?? Infinity);
  });

  it('reads the P50 and P90 savings after the solar upkeep, as the report’s own year-1 savings', () => {
    const report = financeReportOf(ctx, {
      years: [yearWith(1), yearWith(1)],
      costs,
      battery: battery('lithium', 10.24),
    });
    const [firstYear] = report?.years ?? [];
    const afterUpkeep = (firstYear?.savings ?? 0) - (firstYear?.upkeep ?? 0);

    // 1 % of the ₦8.7 M system a year (maintenanceShare); the life-cycle years are rounded to the naira.
    expect(firstYear?.upkeep).toBe(87_000);
    expect(Math.abs((report?.spread?.savings.p50 ?? 0) - afterUpkeep)).toBeLessThanOrEqual(1);
    expect(Math.abs((report?.spread?.savings.p90 ?? 0) - afterUpkeep)).toBeLessThanOrEqual(1);
  });

  it('has no spread from a single year, and no report without a year', () => {
    expect(
      financeReportOf(ctx, { years: [yearWith(1)], costs, battery: battery('lithium', 10.24) })?.spread,
    ).toBeNull();
    expect(financeReportOf(ctx, { years: [], costs, battery: battery('lithium', 10.24) })).toBeNull();
  });
});

describe('the rates as what-if choices', () => {
  it('reads them in per cent from a query string, refuses the absurd with a clear message, and uses them as fractions', () => {
    const parsed = solarOverridesSchema.parse({ discountRate: '15', inflation: '', fuelEscalation: '-5' });
    const refused = solarOverridesSchema.safeParse({ discountRate: '150' });

    expect(parsed).toMatchObject({ discountRate: 15, fuelEscalation: -5 });
    expect(parsed.inflation).toBeUndefined();
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Please enter a discount rate between 0 % and 100 %');
    expect(financeOverridesOf(parsed)).toEqual({ discountRate: 0.15, fuelEscalation: -0.05 });
  });

  it('lists a changed rate among the report’s changed values, beside the sourced default', () => {
    const report = createEnergyReport({
      audit: lagosOffice(),
      overrides: { discountRate: 15, tariffEscalation: 20 },
    });

    expect(report.overridden).toEqual(
      expect.arrayContaining([
        { key: 'discountRate', label: 'Discount rate', value: 15, defaultValue: 27, unit: '% a year' },
        { key: 'tariffEscalation', label: 'Tariff change', value: 20, defaultValue: 10, unit: '% a year' },
      ]),
    );
  });
});

describe('a year of the hour-by-hour simulation, as the finance reads it', () => {
  const simulation = {
    year: { solar: 7_400, solarToLoad: 4_100, batteryToLoad: 1_700 },
    purchases: {
      gridKwhBefore: 7_000,
      gridKwhAfter: 4_000,
      gridSpendBefore: 1_500_000,
      gridSpendAfter: 860_000,
      generatorSpendBefore: 2_900_000,
      generatorSpendAfter: 1_020_000,
      generatorKwhBefore: 4_000,
      generatorKwhAfter: 1_200,
    },
    batteryThroughputKwh: 2_400,
  };

  it('counts solar served directly and through the battery, and saves what is no longer bought', () => {
    const year = simulatedYearOf(simulation);
    const report = financeReportOf(ctx, { years: [year], costs, battery: battery('lithium', 10.24) });

    expect(year.solarKwh).toBe(5_800);
    expect(year.productionKwh).toBe(7_400);
    // Year 1 at today's prices: the savings are the spend no longer made, less nothing for degradation yet.
    expect(report?.years[0]?.savings).toBe(1_500_000 - 860_000 + 2_900_000 - 1_020_000);
    expect(report?.levelisedCost.gridBefore).toBeGreaterThan(0);
  });
});

describe('the energy report carries its life-cycle money', () => {
  it('gives the recommended system’s NPV, IRR, discounted payback, levelised cost per source and P50/P90 over five years', () => {
    const report = createEnergyReport({ audit: lagosOffice() });
    const { finance } = report;

    expect(finance?.projectYears).toBe(20);
    expect(finance?.years).toHaveLength(20);
    expect(Number.isFinite(finance?.netPresentValue)).toBe(true);
    expect(finance?.levelisedCost.solar ?? 0).toBeGreaterThan(0);
    expect(finance?.spread?.years).toBe(SOLAR_CONSTANTS.uncertaintyYears.value);
    expect(finance?.spread?.productionKwh.p90 ?? Infinity).toBeLessThanOrEqual(
      finance?.spread?.productionKwh.p50 ?? 0,
    );
    // The report's own year is one of them: its production lies within their spread.
    expect(report.simulation.year.solar).toBeGreaterThanOrEqual(
      (finance?.spread?.productionKwh.p90 ?? 0) * 0.95,
    );
  });

  it('moves with the customer’s discount rate', () => {
    const standard = createEnergyReport({ audit: lagosOffice() }).finance;
    const cheaperMoney = createEnergyReport({
      audit: lagosOffice(),
      overrides: { discountRate: 10 },
    }).finance;

    expect(cheaperMoney?.rates.discountRate).toBe(0.1);
    expect(cheaperMoney?.netPresentValue ?? 0).toBeGreaterThan(standard?.netPresentValue ?? Infinity);
  });
});
