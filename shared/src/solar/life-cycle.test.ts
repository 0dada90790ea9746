import { describe, expect, it } from 'vitest';
import { SOLAR_CONSTANTS } from './constants.ts';
import { batteryLife, lifetimeThroughput, netPresentValue } from './finance.ts';
import { evaluateLifeCycle, type EnergyPurchases, type FinanceRates } from './life-cycle.ts';

const nothing: EnergyPurchases = {
  gridKwh: 0,
  gridCost: 0,
  generatorKwh: 0,
  generatorFuelCost: 0,
  generatorUpkeep: 0,
};

const defaultRates: FinanceRates = {
  discountRate: SOLAR_CONSTANTS.nominalDiscountRate.value,
  inflation: SOLAR_CONSTANTS.inflation.value,
  fuelEscalation: 0.1,
  tariffEscalation: 0.1,
};

/** A Lagos office: ₦3.6 M of grid and ₦6 M of petrol a year before; a ₦12 M system halves both. */
const office = {
  rates: defaultRates,
  projectYears: 20,
  capex: 12_000_000,
  upkeep: 120_000,
  parts: [
    { id: 'battery', cost: 3_000_000, life: 8 },
    { id: 'inverter', cost: 1_500_000, life: 10 },
  ],
  before: {
    gridKwh: 17_000,
    gridCost: 3_600_000,
    generatorKwh: 9_000,
    generatorFuelCost: 5_400_000,
    generatorUpkeep: 600_000,
  },
  after: {
    gridKwh: 8_500,
    gridCost: 1_800_000,
    generatorKwh: 3_000,
    generatorFuelCost: 2_000_000,
    generatorUpkeep: 300_000,
  },
  solarKwh: 14_500,
  degradation: 0.005,
};

describe('the life-cycle cash flow', () => {
  it('prices HOMER’s wind turbine at −$241,938 over 25 years at 6 % (costs only)', () => {
    const { netPresentValue: value } = evaluateLifeCycle({
      rates: { discountRate: 0.06, inflation: 0, fuelEscalation: 0, tariffEscalation: 0 },
      projectYears: 25,
      capex: 165_000,
      upkeep: 5_000,
      parts: [{ id: 'turbine', cost: 95_000, life: 20 }],
      before: nothing,
      after: nothing,
      solarKwh: 0,
      degradation: 0,
    });

    expect(value).toBeCloseTo(-241_938, -1);
  });

  it('buys the battery again in years 8 and 16 and the inverter in year 10, at inflated prices, and sells half a battery back', () => {
    const { years } = evaluateLifeCycle(office);
    const bought = years.filter((year) => year.replacements > 0).map((year) => year.year);
    const inflationTo = (year: number) => (1 + defaultRates.inflation) ** (year - 1);

    expect(bought).toEqual([8, 10, 16]);
    expect(years[7]?.replacements).toBe(Math.round(3_000_000 * inflationTo(8)));
    expect(years[19]?.salvage).toBe(Math.round(3_000_000 * 0.5 * inflationTo(20)));
  });

  it('agrees with itself: the NPV is zero at the IRR, and positive exactly when the IRR beats the discount rate', () => {
    const result = evaluateLifeCycle(office);
    const irr = result.internalRateOfReturn ?? NaN;
    const flows = [-office.capex, ...result.years.map((year) => year.net)];

    expect(Math.abs(netPresentValue({ rate: irr, cashFlows: flows }))).toBeLessThan(office.capex * 1e-6);
    expect(result.netPresentValue > 0).toBe(irr > defaultRates.discountRate);
    expect(result.discountedPaybackYears).not.toBeNull();
    expect(result.years.at(-1)?.discountedCumulative).toBeCloseTo(result.netPresentValue, -1);
  });

  it('levels a tariff that rises with inflation at today’s tariff, and a frozen one below it', () => {
    const withInflation = evaluateLifeCycle({
      ...office,
      rates: { ...defaultRates, tariffEscalation: defaultRates.inflation },
    });
    const frozen = evaluateLifeCycle({ ...office, rates: { ...defaultRates, tariffEscalation: 0 } });
    const todaysTariff = office.before.gridCost / office.before.gridKwh;

    expect(withInflation.levelisedCost.gridBefore).toBeCloseTo(todaysTariff, 6);
    expect(frozen.levelisedCost.gridBefore ?? Infinity).toBeLessThan(todaysTariff);
  });

  it('costs solar less per kWh than the generator it replaces, and has no generator cost where none runs', () => {
    const { levelisedCost } = evaluateLifeCycle({
      ...office,
      after: { ...office.after, generatorKwh: 0, generatorFuelCost: 0, generatorUpkeep: 0 },
    });

    expect(levelisedCost.solar ?? Infinity).toBeLessThan(levelisedCost.generatorBefore ?? 0);
    expect(levelisedCost.generatorAfter).toBeNull();
  });

  it('lowers the NPV as the discount rate rises, and has no payback and a negative IRR when nothing is saved', () => {
    const values = [0.05, 0.15, 0.27, 0.4].map(
      (discountRate) =>
        evaluateLifeCycle({ ...office, rates: { ...defaultRates, discountRate } }).netPresentValue,
    );
    const idle = evaluateLifeCycle({ ...office, after: office.before });

    expect(values).toEqual([...values].sort((left, right) => right - left));
    expect(idle.discountedPaybackYears).toBeNull();
    // Only what is left of the parts at the end comes back: a loss, so a rate below zero.
    expect(idle.internalRateOfReturn ?? 0).toBeLessThan(0);
  });
});

describe('battery life from throughput (F9, F10)', () => {
  it('passes 1,176 kWh through a 6 V, 392 Ah battery of 500 full cycles (HOMER Energy support)', () => {
    expect(lifetimeThroughput({ capacityKwh: (6 * 392) / 1000, cycleLife: 500, ratedDepth: 1 })).toBeCloseTo(
      1176,
      6,
    );
  });

  it('dies of use when cycled hard and of age when barely used', () => {
    const lifetimeKwh = lifetimeThroughput({ capacityKwh: 10, cycleLife: 4000, ratedDepth: 0.9 });

    expect(batteryLife({ lifetimeKwh, annualThroughputKwh: 6_000, floatLife: 12 })).toBeCloseTo(6, 6);
    expect(batteryLife({ lifetimeKwh, annualThroughputKwh: 1_000, floatLife: 12 })).toBe(12);
    expect(batteryLife({ lifetimeKwh, annualThroughputKwh: 0, floatLife: 12 })).toBe(12);
  });
});
