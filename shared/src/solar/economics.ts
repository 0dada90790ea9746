/**
 * Base case versus the proposed system, HOMER style (decision 010, "The model"; docs/solar-method.md,
 * "What the customer stops buying"): what the site buys today and with the system comes from the
 * hour-by-hour simulation of both (grid kWh and fuel), applied to the customer's bills; then simple
 * payback, a cumulative cash flow with upkeep, battery and inverter replacements and price
 * escalation, a sensitivity table, and the fuel and CO₂ avoided. Without any spend to compare
 * against, no savings are claimed.
 */
import { hasNoPowerToday } from '../solar-report-without-spend.ts';
import { roundTo, type EngineContext } from './context.ts';
import type { DispatchResult } from './hourly/dispatch.ts';
import { cashFlowYearsOf, type FinanceRates } from './life-cycle.ts';
import { lifeCycleInputOf, simulatedYearOf } from './report-finance.ts';
import type { AnnualPurchases } from './simulation-types.ts';
import type {
  BillOfQuantities,
  CurrentSituation,
  Economics,
  Environment,
  PaybackStatus,
  SensitivityCase,
  SystemDesign,
} from './types.ts';

export type Baseline = {
  basis: Economics['basis'];
  /** No grid and no generator answered: the system is new power, with nothing bought today to save on. */
  hasNoPowerToday: boolean;
  gridKwh: number;
  gridCost: number;
  generatorKwh: number;
  generatorCost: number;
  generatorFuel: number;
  fuelUnit: Environment['fuelUnit'];
  co2PerFuelUnit: number;
};

type Scenario = { fuelFactor: number; costFactor: number };

export function baselineOf(ctx: EngineContext, situation: CurrentSituation): Baseline {
  const { grid, generator } = situation;
  const spends = [grid?.monthlySpend, generator?.monthlySpend].filter((spend) => spend !== undefined);
  const isAllAnswered =
    situation.hasGrid !== null &&
    situation.hasGenerator !== null &&
    spends.every((spend) => spend.basis === 'answered');
  const basis: Baseline['basis'] =
    grid === null && generator === null ? 'none' : isAllAnswered ? 'answered' : 'assumed';
  const co2Key =
    generator?.fuel === 'diesel' ? 'co2Diesel' : generator?.fuel === 'lpg' ? 'co2Lpg' : 'co2Petrol';

  return {
    basis,
    hasNoPowerToday: hasNoPowerToday({ currentSituation: situation }),
    gridKwh: grid?.annualKwh ?? 0,
    gridCost: grid?.annualSpend ?? 0,
    generatorKwh: generator?.annualKwh ?? 0,
    generatorCost: generator ? generator.annualFuelCost + generator.annualMaintenance : 0,
    generatorFuel: generator?.annualFuel ?? 0,
    fuelUnit: generator?.fuelUnit ?? null,
    co2PerFuelUnit: generator ? ctx.read(co2Key) : 0,
  };
}

/**
 * What the system stops the customer buying in year one: the simulation's share of grid kWh and of fuel
 * avoided, applied to what the bills say they buy, and never more than the simulation itself avoids.
 * Every hour the system can only lower what is left for the grid and the generator, so the kWh avoided
 * never exceed what solar and the battery deliver.
 */
function avoidedPurchases(baseline: Baseline, before: DispatchResult, after: DispatchResult) {
  const gridAvoided = Math.max(0, before.year.grid - after.year.grid);
  const fuelAvoided = Math.max(0, before.fuel - after.fuel);
  const shareOf = (part: number, whole: number) => (whole > 0 ? Math.min(1, part / whole) : 0);
  return {
    gridKwh: Math.min(baseline.gridKwh * shareOf(gridAvoided, before.year.grid), gridAvoided),
    fuel: Math.min(baseline.generatorFuel * shareOf(fuelAvoided, before.fuel), fuelAvoided),
  };
}

/** What is still bought from the grid and the generator in year one, as shares of today's. */
function remainingPurchases(baseline: Baseline, avoided: { gridKwh: number; fuel: number }) {
  const remaining = (avoidedPart: number, total: number) =>
    total > 0 ? Math.min(1, Math.max(0, 1 - avoidedPart / total)) : 0;
  return {
    gridShare: remaining(avoided.gridKwh, baseline.gridKwh),
    generatorShare: remaining(avoided.fuel, baseline.generatorFuel),
  };
}

/** Year one's purchases before and after the system, at today's prices (what the life-cycle money reads). */
export function purchasesOf(
  baseline: Baseline,
  before: DispatchResult,
  after: DispatchResult,
): { avoided: { gridKwh: number; fuel: number }; purchases: AnnualPurchases } {
  const avoided =
    baseline.basis === 'none' ? { gridKwh: 0, fuel: 0 } : avoidedPurchases(baseline, before, after);
  const { gridShare, generatorShare } = remainingPurchases(baseline, avoided);
  return {
    avoided,
    purchases: {
      gridKwhBefore: roundTo(baseline.gridKwh, 1),
      gridKwhAfter: roundTo(baseline.gridKwh * gridShare, 1),
      fuelBefore: roundTo(baseline.generatorFuel, 1),
      fuelAfter: roundTo(baseline.generatorFuel * generatorShare, 1),
      fuelUnit: baseline.fuelUnit,
      gridSpendBefore: Math.round(baseline.gridCost),
      gridSpendAfter: Math.round(baseline.gridCost * gridShare),
      generatorSpendBefore: Math.round(baseline.generatorCost),
      generatorSpendAfter: Math.round(baseline.generatorCost * generatorShare),
      generatorKwhBefore: roundTo(baseline.generatorKwh, 1),
      generatorKwhAfter: roundTo(baseline.generatorKwh * generatorShare, 1),
    },
  };
}

function paybackOf(
  ctx: EngineContext,
  {
    capex,
    annualSavings,
    baseline,
  }: { capex: number; annualSavings: number; baseline: Pick<Baseline, 'basis' | 'hasNoPowerToday'> },
) {
  if (baseline.hasNoPowerToday)
    return { paybackYears: null, paybackStatus: 'no_power_today' as PaybackStatus };
  if (baseline.basis === 'none' || capex <= 0)
    return { paybackYears: null, paybackStatus: 'not_computed' as PaybackStatus };
  if (!(annualSavings > 0)) return { paybackYears: null, paybackStatus: 'no_savings' as PaybackStatus };

  const years = capex / annualSavings;
  if (years > ctx.read('panelLife'))
    return { paybackYears: null, paybackStatus: 'beyond_panel_life' as PaybackStatus };
  // Shown to one decimal: a payback of a few days still reads 0.1 years, never 0.
  return { paybackYears: Math.max(0.1, roundTo(years, 1)), paybackStatus: 'pays_back' as PaybackStatus };
}

/** The bill of quantities at `factor` × its prices (the price cases). */
function costsAt(costs: BillOfQuantities, factor: number): BillOfQuantities {
  if (factor === 1) return costs;
  return {
    ...costs,
    total: costs.total * factor,
    lines: costs.lines.map((line) => ({ ...line, total: line.total * factor })),
  };
}

/** Year one's purchases with the generator's spend at `factor` × today's fuel price (the price cases). */
function purchasesAt(purchases: AnnualPurchases, factor: number): AnnualPurchases {
  if (factor === 1) return purchases;
  return {
    ...purchases,
    generatorSpendBefore: purchases.generatorSpendBefore * factor,
    generatorSpendAfter: purchases.generatorSpendAfter * factor,
  };
}

export function evaluateEconomics(
  ctx: EngineContext,
  {
    baseline,
    system,
    costs,
    before,
    after,
    rates,
  }: {
    baseline: Baseline;
    system: SystemDesign;
    costs: BillOfQuantities;
    /** The site today and with the system, simulated hour by hour. */
    before: DispatchResult;
    after: DispatchResult;
    /** The report's rates (the what-if's where chosen): the same as the life-cycle money's. */
    rates: FinanceRates;
  },
): { economics: Economics; environment: Environment; yearlyKwh: number[]; purchases: AnnualPurchases } {
  const years = ctx.read('cashFlowYears');
  const degradation = ctx.read('moduleDegradation');
  // Output falls with the panels' degradation, and what it avoids falls with it (at most in step).
  const kept = Array.from({ length: years }, (_, index) => (1 - degradation) ** index);
  const yearlyKwh = kept.map((share) => roundTo(after.year.solar * share, 1));
  const hasBaseline = baseline.basis !== 'none';
  const { avoided, purchases } = purchasesOf(baseline, before, after);

  // The first years of the life-cycle cash flow (report-finance.ts, docs/solar-method-finance.md):
  // the same rates, the same battery life from its throughput, the same parts bought again.
  const runCashFlow = ({ fuelFactor, costFactor }: Scenario) => {
    const year = simulatedYearOf({
      year: after.year,
      purchases: purchasesAt(purchases, fuelFactor),
      batteryThroughputKwh: after.batteryThroughputKwh,
    });
    const { input } = lifeCycleInputOf(ctx, {
      year,
      costs: costsAt(costs, costFactor),
      battery: system.battery,
      rates,
    });
    const cashFlow = cashFlowYearsOf(input, years);
    const capex = input.capex;
    const firstYear = cashFlow[1];
    const annualSavings = firstYear ? firstYear.energySavings - firstYear.maintenance : 0;
    return {
      capex,
      cashFlow,
      annualSavings,
      tenYearNet: cashFlow.at(-1)?.cumulative ?? -Math.round(capex),
      ...paybackOf(ctx, { capex, annualSavings, baseline }),
    };
  };

  const base = runCashFlow({ fuelFactor: 1, costFactor: 1 });
  const fuelSwing = ctx.read('sensitivityFuel');
  const costSwing = ctx.read('sensitivityCost');
  const percent = (value: number) => `${Math.round(value * 100)} %`;
  const cases: [SensitivityCase['id'], string, Scenario][] = [
    ['base', 'As estimated', { fuelFactor: 1, costFactor: 1 }],
    ['fuel_low', `Fuel ${percent(fuelSwing)} cheaper`, { fuelFactor: 1 - fuelSwing, costFactor: 1 }],
    ['fuel_high', `Fuel ${percent(fuelSwing)} dearer`, { fuelFactor: 1 + fuelSwing, costFactor: 1 }],
    ['cost_low', `System ${percent(costSwing)} cheaper`, { fuelFactor: 1, costFactor: 1 - costSwing }],
    ['cost_high', `System ${percent(costSwing)} dearer`, { fuelFactor: 1, costFactor: 1 + costSwing }],
  ];
  // Without a generator the fuel price moves nothing: its rows would repeat "As estimated".
  const hasFuel = baseline.generatorFuel > 0;
  const sensitivity = cases
    .filter(([id]) => hasFuel || !id.startsWith('fuel_'))
    .map(([id, label, scenario]) => {
      const result = id === 'base' ? base : runCashFlow(scenario);
      const { annualSavings, paybackYears, paybackStatus, tenYearNet } = result;
      return { id, label, ...scenario, annualSavings, paybackYears, paybackStatus, tenYearNet };
    });

  const firstYear = base.cashFlow[1];
  // A site with no power today spends nothing now and nothing on grid or fuel after: ₦0 both, said as such.
  const spendOf = (spend: 'spendBefore' | 'spendAfter') =>
    hasBaseline && firstYear ? firstYear[spend] : baseline.hasNoPowerToday ? 0 : null;

  return {
    yearlyKwh,
    purchases,
    economics: {
      basis: baseline.basis,
      capex: costs.total,
      annualSpendBefore: spendOf('spendBefore'),
      annualSpendAfter: spendOf('spendAfter'),
      annualSavings: hasBaseline ? base.annualSavings : null,
      paybackYears: base.paybackYears,
      paybackStatus: base.paybackStatus,
      cashFlow: base.cashFlow,
      sensitivity,
      escalation: { fuel: rates.fuelEscalation, tariff: rates.tariffEscalation, prices: rates.inflation },
    },
    environment: {
      basis: baseline.basis,
      fuelAvoidedPerYear: roundTo(avoided.fuel, 1),
      fuelUnit: baseline.fuelUnit,
      gridKwhAvoidedPerYear: roundTo(avoided.gridKwh, 1),
      co2AvoidedTonnesPerYear: roundTo(
        (avoided.fuel * baseline.co2PerFuelUnit + avoided.gridKwh * (hasBaseline ? ctx.read('co2Grid') : 0)) /
          1000,
        2,
      ),
    },
  };
}
