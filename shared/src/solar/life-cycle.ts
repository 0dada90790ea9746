/**
 * The system's money over its life (docs/solar-method-finance.md, "Life-cycle cash flow"): a year of
 * purchases before and after solar, grown by fuel, tariff and price rises, less upkeep and parts bought
 * again, plus what is left at the end; then NPV, IRR, discounted payback and the levelised cost of
 * each source (finance.ts, F1–F8). Year 1 is priced at today's prices; year t at (1 + e)^(t−1).
 */
import {
  discountedPayback,
  internalRateOfReturn,
  levelisedCost,
  netPresentValue,
  realDiscountRate,
  replacementYears,
  salvageFraction,
} from './finance.ts';

/** The rates of a life-cycle run, each a fraction per year. The discount rate is nominal. */
export type FinanceRates = {
  discountRate: number;
  inflation: number;
  fuelEscalation: number;
  tariffEscalation: number;
};

/** One year of buying energy, at today's prices (a simulation's yearly totals). */
export type EnergyPurchases = {
  gridKwh: number;
  gridCost: number;
  generatorKwh: number;
  generatorFuelCost: number;
  generatorUpkeep: number;
};

/** A year of the report's shorter cash flow, in money of the day; year 0 is the purchase. */
export type CashFlowYear = {
  year: number;
  spendBefore: number;
  spendAfter: number;
  energySavings: number;
  maintenance: number;
  replacements: number;
  /** Year 0 is the purchase (−cost). */
  net: number;
  cumulative: number;
};

/** A part of the system bought again when it wears out: its price today and its life in years. */
export type LifeCyclePart = { id: string; cost: number; life: number };

export type LifeCycleYear = {
  year: number;
  savings: number;
  upkeep: number;
  replacements: number;
  salvage: number;
  net: number;
  discountedCumulative: number;
};

export type LifeCycle = {
  years: LifeCycleYear[];
  netPresentValue: number;
  internalRateOfReturn: number | null;
  discountedPaybackYears: number | null;
  realDiscountRate: number;
  /** Real levelised cost, today's ₦ per kWh; null where the source delivers nothing. */
  levelisedCost: {
    solar: number | null;
    gridBefore: number | null;
    gridAfter: number | null;
    generatorBefore: number | null;
    generatorAfter: number | null;
  };
};

export type LifeCycleInput = {
  rates: FinanceRates;
  projectYears: number;
  capex: number;
  /** Solar upkeep in year 1, ₦; it rises with inflation. */
  upkeep: number;
  parts: readonly LifeCyclePart[];
  before: EnergyPurchases;
  after: EnergyPurchases;
  /** kWh of the load solar serves in year 1 (directly or through the battery). */
  solarKwh: number;
  /** Fraction of output the panels lose each year; savings shrink with it. */
  degradation: number;
};

const growth = (rate: number, year: number) => (1 + rate) ** Math.max(0, year - 1);

function spendOf(purchases: EnergyPurchases, { rates, year }: { rates: FinanceRates; year: number }) {
  return {
    grid: purchases.gridCost * growth(rates.tariffEscalation, year),
    generator:
      purchases.generatorFuelCost * growth(rates.fuelEscalation, year) +
      purchases.generatorUpkeep * growth(rates.inflation, year),
  };
}

/** Each year's flows, and the cash flows from year 0 (F4's CFₜ). */
function lifeCycleFlows(input: LifeCycleInput) {
  const { rates, projectYears, capex, upkeep, parts, before, after, degradation } = input;
  const yearNumbers = Array.from({ length: projectYears }, (_, index) => index + 1);
  const prices = (year: number) => growth(rates.inflation, year);
  const output = (year: number) => (1 - degradation) ** (year - 1);
  const flows = yearNumbers.map((year) => {
    const spendBefore = spendOf(before, { rates, year });
    const spendAfter = spendOf(after, { rates, year });
    const savings =
      (spendBefore.grid + spendBefore.generator - spendAfter.grid - spendAfter.generator) * output(year);
    const replacements = parts
      .filter((part) => replacementYears({ life: part.life, projectYears }).includes(year))
      .reduce((total, part) => total + part.cost * prices(year), 0);
    const salvage =
      year === projectYears
        ? parts.reduce(
            (total, part) => total + part.cost * salvageFraction({ life: part.life, projectYears }),
            0,
          ) * prices(year)
        : 0;
    const yearUpkeep = upkeep * prices(year);
    return { year, savings, upkeep: yearUpkeep, replacements, salvage, spendBefore, spendAfter };
  });

  const cashFlows = [
    -capex,
    ...flows.map((flow) => flow.savings - flow.upkeep - flow.replacements + flow.salvage),
  ];
  return { flows, cashFlows, prices, output };
}

/**
 * The first `count` years of the same cash flow in money of the day, undiscounted, from year 0 (the
 * purchase): the report's shorter cash flow and its price cases read these, so they buy parts again
 * in the same years and at the same prices as the life-cycle figures. What the site still buys is
 * today's spend less the year's savings (the panels' loss included).
 */
export function cashFlowYearsOf(input: LifeCycleInput, count: number): CashFlowYear[] {
  const { flows, cashFlows } = lifeCycleFlows(input);
  let cumulative = -input.capex;
  const purchase = { spendBefore: 0, spendAfter: 0, energySavings: 0, maintenance: 0, replacements: 0 };
  return [
    { year: 0, ...purchase, net: -Math.round(input.capex), cumulative: -Math.round(input.capex) },
    ...flows.slice(0, count).map((flow, index) => {
      const net = cashFlows[index + 1] ?? 0;
      cumulative += net;
      const spendBefore = flow.spendBefore.grid + flow.spendBefore.generator;
      return {
        year: flow.year,
        spendBefore: Math.round(spendBefore),
        spendAfter: Math.round(spendBefore - flow.savings),
        energySavings: Math.round(flow.savings),
        maintenance: Math.round(flow.upkeep),
        replacements: Math.round(flow.replacements - flow.salvage),
        net: Math.round(net),
        cumulative: Math.round(cumulative),
      };
    }),
  ];
}

/**
 * Net present cost (HOMER's term): the present value of all the site pays for energy over the
 * horizon with the system, its capital, upkeep, parts and remaining purchases, less what is left;
 * that is today's spend carried over the horizon (F4) less the system's NPV.
 */
export function netPresentCost(input: LifeCycleInput): number {
  const { flows, cashFlows } = lifeCycleFlows(input);
  const rate = input.rates.discountRate;
  const spendBefore = [0, ...flows.map((flow) => flow.spendBefore.grid + flow.spendBefore.generator)];
  return netPresentValue({ rate, cashFlows: spendBefore }) - netPresentValue({ rate, cashFlows });
}

export function evaluateLifeCycle(input: LifeCycleInput): LifeCycle {
  const { rates, capex, solarKwh, before, after } = input;
  const { flows, cashFlows, prices, output } = lifeCycleFlows(input);
  const realRate = realDiscountRate({ nominalRate: rates.discountRate, inflation: rates.inflation });
  // Costs in today's naira, discounted at the real rate (F1, F7): a tariff that rises with inflation levels at today's tariff.
  const realLevelised = (costs: readonly number[], energy: readonly number[]) =>
    levelisedCost({
      rate: realRate,
      costs: costs.map((cost, year) => cost / prices(year)),
      energy,
    });
  const perYear = (pick: (flow: (typeof flows)[number]) => number) => [0, ...flows.map(pick)];
  const sourceCost = (pick: {
    case: 'spendBefore' | 'spendAfter';
    source: 'grid' | 'generator';
    kwh: number;
  }) =>
    realLevelised(
      perYear((flow) => flow[pick.case][pick.source]),
      perYear(() => pick.kwh),
    );

  let discountedCumulative = 0;
  const years = flows.map((flow, index) => {
    const net = cashFlows[index + 1] ?? 0;
    discountedCumulative += net / (1 + rates.discountRate) ** flow.year;
    return {
      year: flow.year,
      savings: Math.round(flow.savings),
      upkeep: Math.round(flow.upkeep),
      replacements: Math.round(flow.replacements),
      salvage: Math.round(flow.salvage),
      net: Math.round(net),
      discountedCumulative: Math.round(discountedCumulative - capex),
    };
  });

  return {
    years,
    netPresentValue: netPresentValue({ rate: rates.discountRate, cashFlows }),
    internalRateOfReturn: internalRateOfReturn({ cashFlows }),
    discountedPaybackYears: discountedPayback({ rate: rates.discountRate, cashFlows }),
    realDiscountRate: realRate,
    levelisedCost: {
      solar: realLevelised(
        [capex, ...flows.map((flow) => flow.upkeep + flow.replacements - flow.salvage)],
        perYear((flow) => solarKwh * output(flow.year)),
      ),
      gridBefore: sourceCost({ case: 'spendBefore', source: 'grid', kwh: before.gridKwh }),
      gridAfter: sourceCost({ case: 'spendAfter', source: 'grid', kwh: after.gridKwh }),
      generatorBefore: sourceCost({ case: 'spendBefore', source: 'generator', kwh: before.generatorKwh }),
      generatorAfter: sourceCost({ case: 'spendAfter', source: 'generator', kwh: after.generatorKwh }),
    },
  };
}
