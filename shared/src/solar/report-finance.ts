/**
 * The report's money over the system's life (docs/solar-method-finance.md, decision 050): a year of
 * the simulation's purchases before and after, the bill of quantities and the battery's throughput
 * turned into NPV, IRR, discounted payback, levelised cost per source and the battery's life; and,
 * over several synthetic years, P50 and P90 of production, savings and payback.
 */
import type { SolarOverrides } from '../solar-overrides.ts';
import type { EngineContext } from './context.ts';
import { batteryLife, lifetimeThroughput, replacementYears } from './finance.ts';
import {
  evaluateLifeCycle,
  type EnergyPurchases,
  type FinanceRates,
  type LifeCycleInput,
} from './life-cycle.ts';
import { spreadOf, type YearOutcome } from './uncertainty.ts';
import type { BatteryDesign, BillOfQuantities, FinanceReport } from './types.ts';

export type { FinanceReport };

/** What the customer may change as what-if inputs: fractions a year. */
export type FinanceRateOverrides = Partial<FinanceRates>;

/** The rates a customer may change, as the report names them. */
export const FINANCE_RATE_LABELS: Record<keyof FinanceRates, string> = {
  discountRate: 'Discount rate',
  inflation: 'General inflation',
  fuelEscalation: 'Fuel price change',
  tariffEscalation: 'Tariff change',
};

/** The what-if rates, typed in per cent, as fractions. */
export function financeOverridesOf(overrides: SolarOverrides): FinanceRateOverrides {
  const rates: FinanceRateOverrides = {};
  for (const key of Object.keys(FINANCE_RATE_LABELS) as (keyof FinanceRates)[]) {
    const percent = overrides[key];
    if (percent !== undefined) rates[key] = percent / 100;
  }
  return rates;
}

/** One simulated year, before and after the system, at today's prices. */
export type SimulatedYear = {
  before: EnergyPurchases;
  after: EnergyPurchases;
  /** kWh of the load solar serves, directly or through the battery. */
  solarKwh: number;
  /** kWh the panels make. */
  productionKwh: number;
  /** kWh through the battery in the year (HOMER's throughput). */
  batteryThroughputKwh: number;
};

export function financeRatesOf(ctx: EngineContext, overrides: FinanceRateOverrides = {}): FinanceRates {
  return {
    discountRate: overrides.discountRate ?? ctx.read('nominalDiscountRate'),
    inflation: overrides.inflation ?? ctx.read('inflation'),
    fuelEscalation: overrides.fuelEscalation ?? ctx.read('fuelEscalation'),
    tariffEscalation: overrides.tariffEscalation ?? ctx.read('tariffEscalation'),
  };
}

function batteryLifeOf(ctx: EngineContext, battery: BatteryDesign, throughputKwh: number) {
  const isLithium = battery.chemistry === 'lithium';
  const lifetimeKwh = lifetimeThroughput({
    capacityKwh: battery.nominalKwh,
    cycleLife: ctx.read(isLithium ? 'lithiumCycleLife' : 'tubularCycleLife'),
    ratedDepth: ctx.read(isLithium ? 'lithiumRatedDepth' : 'tubularRatedDepth'),
  });
  const floatLife = ctx.read(isLithium ? 'lithiumFloatLife' : 'tubularFloatLife');
  return {
    lifetimeKwh,
    lifeYears: batteryLife({ lifetimeKwh, annualThroughputKwh: throughputKwh, floatLife }),
  };
}

type LifeCycleOfInput = {
  year: SimulatedYear;
  costs: BillOfQuantities;
  battery: BatteryDesign;
  rates: FinanceRates;
};

/** What the life-cycle money of one simulated year reads: the system's parts, its battery's life, the year's purchases. */
export function lifeCycleInputOf(ctx: EngineContext, { year, costs, battery, rates }: LifeCycleOfInput) {
  const costOf = (id: 'battery' | 'inverter' | 'charge_controllers') =>
    costs.lines.find((line) => line.id === id)?.total ?? 0;
  const projectYears = ctx.read('financeYears');
  const life = batteryLifeOf(ctx, battery, year.batteryThroughputKwh);
  const input: LifeCycleInput = {
    rates,
    projectYears,
    capex: costs.total,
    upkeep: costs.total * ctx.read('maintenanceShare'),
    parts: [
      { id: 'battery', cost: costOf('battery'), life: life.lifeYears },
      // Charge controllers are power electronics of the inverter's kind: bought again on its life (decision 062).
      {
        id: 'inverter',
        cost: costOf('inverter') + costOf('charge_controllers'),
        life: ctx.read('inverterLife'),
      },
    ],
    before: year.before,
    after: year.after,
    solarKwh: year.solarKwh,
    degradation: ctx.read('moduleDegradation'),
  };
  return { input, life, projectYears };
}

/** The life-cycle money of one simulated year (the report's own, P50 weather). */
function lifeCycleOf(ctx: EngineContext, of: LifeCycleOfInput) {
  const { input, life, projectYears } = lifeCycleInputOf(ctx, of);
  return { lifeCycle: evaluateLifeCycle(input), life, projectYears, upkeep: input.upkeep };
}

const spendOf = (purchases: EnergyPurchases) =>
  purchases.gridCost + purchases.generatorFuelCost + purchases.generatorUpkeep;

/**
 * The report's finance: the first year (the report's own weather) priced over the life, and the
 * spread over all `years` (each a seeded synthetic year) when there are several.
 */
export function financeReportOf(
  ctx: EngineContext,
  {
    years,
    costs,
    battery,
    overrides,
  }: {
    years: readonly SimulatedYear[];
    costs: BillOfQuantities;
    battery: BatteryDesign;
    overrides?: FinanceRateOverrides;
  },
): FinanceReport | null {
  const [first] = years;
  if (!first) return null;
  const rates = financeRatesOf(ctx, overrides);
  const { lifeCycle, life, projectYears, upkeep } = lifeCycleOf(ctx, { year: first, costs, battery, rates });
  const outcomes: YearOutcome[] = years.map((year, index) => ({
    productionKwh: year.productionKwh,
    // The first year's savings less the system's upkeep, as the report's own savings (economics.ts), so
    // that its P50 and P90 read against the same figure.
    savings: spendOf(year.before) - spendOf(year.after) - upkeep,
    paybackYears:
      index === 0
        ? lifeCycle.discountedPaybackYears
        : lifeCycleOf(ctx, { year, costs, battery, rates }).lifeCycle.discountedPaybackYears,
  }));

  return {
    ...lifeCycle,
    rates,
    projectYears,
    battery: {
      lifeYears: life.lifeYears,
      lifetimeKwh: life.lifetimeKwh,
      replacementYears: replacementYears({ life: life.lifeYears, projectYears }),
    },
    spread: years.length > 1 ? spreadOf(outcomes) : null,
  };
}

/**
 * The part of the hour-by-hour simulation (docs/solar-method.md) the finance reads: the year's flows,
 * what the customer buys before and after at today's prices (the bills' kWh and spend, so each source's
 * levelised cost is its spend over the kWh that spend buys), and the battery's throughput.
 */
export type SimulationYearLike = {
  year: { solar: number; solarToLoad: number; batteryToLoad: number };
  purchases: {
    gridKwhBefore: number;
    gridKwhAfter: number;
    gridSpendBefore: number;
    gridSpendAfter: number;
    /** Fuel and upkeep. */
    generatorSpendBefore: number;
    generatorSpendAfter: number;
    generatorKwhBefore: number;
    generatorKwhAfter: number;
  };
  batteryThroughputKwh: number;
};

/**
 * A simulated year as the finance reads it. The simulation gives the generator's fuel and upkeep as
 * one spend; all of it rises with the fuel escalation, as fuel is most of it.
 */
export function simulatedYearOf(simulation: SimulationYearLike): SimulatedYear {
  const { purchases, year } = simulation;
  return {
    before: {
      gridKwh: purchases.gridKwhBefore,
      gridCost: purchases.gridSpendBefore,
      generatorKwh: purchases.generatorKwhBefore,
      generatorFuelCost: purchases.generatorSpendBefore,
      generatorUpkeep: 0,
    },
    after: {
      gridKwh: purchases.gridKwhAfter,
      gridCost: purchases.gridSpendAfter,
      generatorKwh: purchases.generatorKwhAfter,
      generatorFuelCost: purchases.generatorSpendAfter,
      generatorUpkeep: 0,
    },
    solarKwh: year.solarToLoad + year.batteryToLoad,
    productionKwh: year.solar,
    batteryThroughputKwh: simulation.batteryThroughputKwh,
  };
}
