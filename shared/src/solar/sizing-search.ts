/**
 * Sizing by search (docs/solar-method.md, "Sizing by search", decision 035): around the rule of
 * thumb's system, try arrays, batteries and inverters, run each for the site's year hour by hour, and
 * keep the least life-cycle cost that meets the tier's reliability target, as Borowy & Salameh (1996,
 * IEEE Trans. Energy Convers. 11(2):367–375) choose the cheapest PV-battery pair for a given loss of
 * power supply probability and HOMER keeps the least net present cost among feasible systems.
 * Coarse to fine: a 5 × 5 grid in steps of √2, then a pattern search (Hooke & Jeeves 1961,
 * J. ACM 8(2):212–229) in steps of √2 and ⁴√2 from the best, then the next inverter size up (whose
 * larger PV input may need fewer charge controllers, decision 062).
 */
import type { SolarConstants } from './constants.ts';
import { roundTo, type EngineContext } from './context.ts';
import { billOfQuantities } from './costs.ts';
import { purchasesOf, type Baseline } from './economics.ts';
import type { DispatchResult } from './hourly/dispatch.ts';
import { netPresentCost, type FinanceRates } from './life-cycle.ts';
import { lifeCycleInputOf, simulatedYearOf } from './report-finance.ts';
import { formatFigure, sizeSystem, RULE_OF_THUMB, type SizeScale, type SizingOptions } from './sizing.ts';
import type { RunnerUp, SizingCandidate, SizingSearch } from './search-types.ts';
import type { BillOfQuantities, SystemDesign, TierLoad } from './types.ts';

/** Full backup is sized for the rainy season and promises it; the other tiers are sized on the year's mean. */
const TARGET_KEYS = {
  annual: 'shortfallYearRound',
  rainy_season: 'shortfallFullBackup',
} as const satisfies Record<TierLoad['design'], keyof SolarConstants>;

/** The pattern search's steps, in powers of two of the rule of thumb (√2, then ⁴√2). */
const PATTERN_STEPS = [0.5, 0.25];
/** Moves per step before the search settles: bounds the runs whatever the site. */
const MOST_MOVES = 4;
/** The search stays within 1/8 and 6 times the rule of thumb (powers of two); the battery within its nights' cap. */
const LOWEST = -3;
const HIGHEST = Math.log2(6);

export type TierSearchInput = {
  tierLoad: TierLoad;
  options: SizingOptions;
  constants: SolarConstants;
  baseline: Baseline;
  rates: FinanceRates;
  /** The site today, and a system run against the same year with this tier's load. */
  today: DispatchResult;
  run: (system: SystemDesign) => DispatchResult;
};

type Tried = SizingCandidate & { system: SystemDesign; costs: BillOfQuantities; after: DispatchResult };

export type SearchedSystem = {
  system: SystemDesign;
  costs: BillOfQuantities;
  /** The chosen system's year (no hours kept). */
  after: DispatchResult;
  search: SizingSearch;
};

/** Meets `target` before not; then less life-cycle cost; then (both short) less shortfall. */
function isBetter(left: Tried, right: Tried, target: number): boolean {
  const leftMeets = left.outageShortfall <= target;
  const rightMeets = right.outageShortfall <= target;
  if (leftMeets !== rightMeets) return leftMeets;
  if (!leftMeets && left.outageShortfall !== right.outageShortfall)
    return left.outageShortfall < right.outageShortfall;
  if (left.lifeCycleCost !== right.lifeCycleCost) return left.lifeCycleCost < right.lifeCycleCost;
  return left.capex < right.capex;
}

const bestOf = (tried: readonly Tried[], target: number) =>
  tried.reduce<Tried | null>(
    (found, other) => (found === null || isBetter(other, found, target) ? other : found),
    null,
  );

const percentOf = (share: number) => `${formatFigure(roundTo(share * 100, 1))} %`;

function runnerUpOf(
  chosen: Tried,
  tried: readonly Tried[],
  { target, isReachable, years }: { target: number; isReachable: boolean; years: number },
): RunnerUp | null {
  // A different array or battery: the same with a larger inverter only says the inverter was enough.
  const best = bestOf(
    tried.filter((other) => other.kwp !== chosen.kwp || other.batteryKwh !== chosen.batteryKwh),
    target,
  );
  if (!best) return null;
  const lostOn = best.outageShortfall <= target ? 'cost' : 'reliability';
  const reason =
    lostOn === 'cost'
      ? `It meets the ${isReachable ? 'target' : `${percentOf(target)} within reach here`} too but costs ₦${formatFigure(best.lifeCycleCost - chosen.lifeCycleCost)} more over ${years} years.`
      : `It leaves ${percentOf(best.outageShortfall)} of the load in outages uncovered, above the ${percentOf(target)} ${isReachable ? 'target' : 'within reach here'}.`;
  return { ...candidateOf(best), lostOn, reason };
}

function candidateOf(tried: Tried): SizingCandidate {
  const { kwp, batteryKwh, inverterKva, summary, capex, lifeCycleCost, outageShortfall, meetsTarget } = tried;
  return { kwp, batteryKwh, inverterKva, summary, capex, lifeCycleCost, outageShortfall, meetsTarget };
}

export function searchTierSystem(ctx: EngineContext, input: TierSearchInput): SearchedSystem {
  const { tierLoad, options, constants, baseline, rates, today, run } = input;
  const targetKey = TARGET_KEYS[tierLoad.design];
  const target = ctx.read(targetKey);
  const years = ctx.read('financeYears');
  const tried = new Map<string, Tried>();
  // An installer stores at most a night or two (with backup) and leaves the rare longest dull spell to
  // the generator: the battery never grows past `mostAutonomyDays` of the tier’s nights (decision 036).
  const highestBattery = Math.min(HIGHEST, Math.log2(options.mostAutonomyDays / options.autonomyDays));

  const evaluate = (scale: SizeScale): Tried => {
    const system = sizeSystem(ctx, tierLoad, options, {
      ...scale,
      battery: Math.min(scale.battery, 2 ** highestBattery),
    });
    const key = `${system.pv.moduleCount}|${system.battery.moduleCount}|${system.inverter.kva}|${system.chargeControllers.units}`;
    const known = tried.get(key);
    if (known) return known;
    const costs = billOfQuantities(ctx, constants, system);
    const after = run(system);
    const year = simulatedYearOf({
      year: after.year,
      purchases: purchasesOf(baseline, today, after).purchases,
      batteryThroughputKwh: after.batteryThroughputKwh,
    });
    const { input: lifeCycle } = lifeCycleInputOf(ctx, { year, costs, battery: system.battery, rates });
    const { loadKwh, uncoveredKwh } = after.outage;
    const outageShortfall = loadKwh > 0 ? roundTo(uncoveredKwh / loadKwh, 4) : 0;
    const result: Tried = {
      kwp: system.pv.kwp,
      batteryKwh: system.battery.nominalKwh,
      inverterKva: system.inverter.kva,
      summary: system.summary,
      capex: costs.total,
      lifeCycleCost: Math.round(netPresentCost(lifeCycle)),
      outageShortfall,
      meetsTarget: outageShortfall <= target,
      system,
      costs,
      after,
    };
    tried.set(key, result);
    return result;
  };
  const at = (pv: number, battery: number, inverterStep = 0) =>
    evaluate({ pv: 2 ** pv, battery: 2 ** battery, inverterStep });

  const ruleOfThumb = evaluate(RULE_OF_THUMB);
  let best = ruleOfThumb;
  let position = { pv: 0, battery: 0 };
  for (const pvFactor of ctx.read('searchPvSteps')) {
    for (const batteryFactor of ctx.read('searchBatterySteps')) {
      const candidate = evaluate({ pv: pvFactor, battery: batteryFactor, inverterStep: 0 });
      if (isBetter(candidate, best, target)) {
        best = candidate;
        position = { pv: Math.log2(pvFactor), battery: Math.log2(batteryFactor) };
      }
    }
  }
  for (const step of PATTERN_STEPS) {
    for (let move = 0; move < MOST_MOVES; move += 1) {
      let moved = false;
      for (const [dPv, dBattery] of NEIGHBOURS) {
        const pv = position.pv + dPv * step;
        const battery = position.battery + dBattery * step;
        if (pv < LOWEST || pv > HIGHEST || battery < LOWEST || battery > highestBattery) continue;
        const candidate = at(pv, battery);
        if (isBetter(candidate, best, target)) {
          best = candidate;
          position = { pv, battery };
          moved = true;
        }
      }
      if (!moved) break;
    }
  }
  if (!best.system.inverter.isExistingReused && best.inverterKva > 0) {
    const larger = at(position.pv, position.battery, 1);
    if (isBetter(larger, best, target)) best = larger;
  }

  const all = [...tried.values()];
  // Nothing tried reaches the target (a roof too small, say): the least shortfall reached plus the
  // tier's own allowance stands in for it, so no large battery is bought for a tenth of a point.
  const reached = Math.min(...all.map((other) => other.outageShortfall));
  const kept = reached <= target ? target : roundTo(reached + target, 4);
  if (kept !== target) best = bestOf(all, kept) ?? best;
  return {
    system: best.system,
    costs: best.costs,
    after: best.after,
    search: {
      method: 'least_life_cycle_cost',
      target,
      targetReason: constants[targetKey].source,
      reachableTarget: kept === target ? null : kept,
      projectYears: years,
      tried: all.length,
      chosen: candidateOf(best),
      ruleOfThumb: candidateOf(ruleOfThumb),
      runnerUp: runnerUpOf(best, all, { target: kept, isReachable: kept === target, years }),
    },
  };
}

const NEIGHBOURS = [
  [-1, -1],
  [-1, 0],
  [-1, 1],
  [0, -1],
  [0, 1],
  [1, -1],
  [1, 0],
  [1, 1],
] as const;
