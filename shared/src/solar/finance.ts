/**
 * Money over a system's life, as pure functions of yearly cash flows (docs/solar-method-finance.md,
 * equations F1–F10). Year 0 is the day of purchase; year t's flow falls at the end of year t, as in
 * Short, Packey & Holt 1995 (NREL/TP-462-5173, ch. 4) and HOMER Pro's economics.
 */

/** F1, HOMER Pro "Real discount rate": i = (i′ − f) / (1 + f); 8 % nominal with 3.5 % inflation is 4.35 %. */
export function realDiscountRate({ nominalRate, inflation }: { nominalRate: number; inflation: number }) {
  return (nominalRate - inflation) / (1 + inflation);
}

/** F2, HOMER Pro "Discount factor": 1 / (1 + i)^N; 0.557 for 5 % and 12 years. */
export function discountFactor({ rate, year }: { rate: number; year: number }) {
  return 1 / (1 + rate) ** year;
}

/**
 * F3, HOMER Pro "Capital recovery factor": i(1 + i)^N / ((1 + i)^N − 1), the share of a present value
 * paid each year to repay it over N years; 0.2439 for 7 % and 5 years. At i = 0 it is 1/N.
 */
export function capitalRecoveryFactor({ rate, years }: { rate: number; years: number }) {
  if (years <= 0) return 0;
  if (Math.abs(rate) < 1e-12) return 1 / years;
  const growth = (1 + rate) ** years;
  return (rate * growth) / (growth - 1);
}

/** F4, net present value: Σ CFₜ / (1 + r)^t over t = 0…N (Short, Packey & Holt 1995, ch. 4). */
export function netPresentValue({ rate, cashFlows }: { rate: number; cashFlows: readonly number[] }) {
  return cashFlows.reduce((total, flow, year) => total + flow * discountFactor({ rate, year }), 0);
}

/** Rates the IRR search scans, as growth factors 1 + r from 0.01 (−99 %) to 11 (+1,000 %), log-spaced. */
const IRR_SCAN_STEPS = 400;
const IRR_MIN_GROWTH = 0.01;
const IRR_MAX_GROWTH = 11;
const IRR_TOLERANCE = 1e-10;

/**
 * F5, internal rate of return: the rate at which the NPV (F4) is zero (Short, Packey & Holt 1995,
 * ch. 4). Found by scanning −99 % to +1,000 % for the first change of sign of the NPV and bisecting it
 * to 1e-10: bisection cannot diverge, unlike Newton's method or a spreadsheet's 20 guesses. `null`
 * when the flows never change sign (nothing paid, or nothing earned) or the NPV has no root in that
 * range. Flows that change sign more than once may have several roots; the lowest is returned.
 */
export function internalRateOfReturn({ cashFlows }: { cashFlows: readonly number[] }): number | null {
  const hasOutflow = cashFlows.some((flow) => flow < 0);
  const hasInflow = cashFlows.some((flow) => flow > 0);
  if (!hasOutflow || !hasInflow) return null;

  const npvAt = (rate: number) => netPresentValue({ rate, cashFlows });
  const ratio = (IRR_MAX_GROWTH / IRR_MIN_GROWTH) ** (1 / IRR_SCAN_STEPS);
  let low = IRR_MIN_GROWTH - 1;
  let lowValue = npvAt(low);
  for (let step = 1; step <= IRR_SCAN_STEPS; step += 1) {
    const high = IRR_MIN_GROWTH * ratio ** step - 1;
    const highValue = npvAt(high);
    if (lowValue === 0) return low;
    if (Math.sign(highValue) !== Math.sign(lowValue)) return bisect({ npvAt, low, high, lowValue });
    low = high;
    lowValue = highValue;
  }
  return null;
}

function bisect({
  npvAt,
  low: start,
  high: end,
  lowValue: startValue,
}: {
  npvAt: (rate: number) => number;
  low: number;
  high: number;
  lowValue: number;
}): number {
  let low = start;
  let high = end;
  let lowValue = startValue;
  while (high - low > IRR_TOLERANCE) {
    const middle = (low + high) / 2;
    const middleValue = npvAt(middle);
    if (middleValue === 0) return middle;
    if (Math.sign(middleValue) === Math.sign(lowValue)) {
      low = middle;
      lowValue = middleValue;
    } else {
      high = middle;
    }
  }
  return (low + high) / 2;
}

/**
 * F6, discounted payback: the years until the discounted cash flows (F2) have repaid the outlay,
 * interpolated within the year it happens (Short, Packey & Holt 1995, ch. 4, "discounted payback").
 * A payback must hold: if later outlays (a battery bought again) push the running total back below
 * zero, the payback is the last crossing. `null` when the total is still negative at the horizon.
 */
export function discountedPayback({ rate, cashFlows }: { rate: number; cashFlows: readonly number[] }) {
  const discounted = cashFlows.map((flow, year) => flow * discountFactor({ rate, year }));
  let cumulative = 0;
  let payback: number | null = null;
  for (const [year, flow] of discounted.entries()) {
    const before = cumulative;
    cumulative += flow;
    if (cumulative < 0) payback = null;
    else if (payback === null) payback = year === 0 || flow <= 0 ? year : year - 1 + -before / flow;
  }
  return payback;
}

/**
 * F7, levelised cost of energy (Short, Packey & Holt 1995, ch. 4): the constant price per kWh whose
 * present value over the life equals the present value of the costs,
 * LCOE = Σ Cₜ/(1 + r)^t ÷ Σ Eₜ/(1 + r)^t. With costs in money of the day and `rate` nominal, a
 * `energyRate` equal to the real rate (F1) gives the real LCOE, in today's naira. `null` when no
 * energy is delivered.
 */
export function levelisedCost({
  rate,
  energyRate = rate,
  costs,
  energy,
}: {
  rate: number;
  energyRate?: number;
  costs: readonly number[];
  energy: readonly number[];
}): number | null {
  const discountedEnergy = netPresentValue({ rate: energyRate, cashFlows: energy });
  if (!(discountedEnergy > 0)) return null;
  return netPresentValue({ rate, cashFlows: costs }) / discountedEnergy;
}

/**
 * F8, HOMER Pro "Salvage value": what is left of a part at the end of the project, pro rata to its
 * remaining life: S = C_rep · R_rem / R_comp, with R_rem = R_comp − (R_proj − R_rep) and R_rep the
 * time its last unit was bought (before the end: see `replacementYears`). A 20-year part in a 25-year
 * project keeps 15/20 of its cost; a 10-year part in a 20-year project, nothing.
 */
export function salvageFraction({ life, projectYears }: { life: number; projectYears: number }) {
  if (!(life > 0) || !(projectYears > 0)) return 0;
  const lastBought = (Math.ceil(projectYears / life - 1e-9) - 1) * life;
  return Math.max(0, life - (projectYears - lastBought)) / life;
}

/** The years (1…N − 1) a part of `life` years is bought again: each time its previous unit wears out. */
export function replacementYears({ life, projectYears }: { life: number; projectYears: number }) {
  if (!(life > 0)) return [];
  const years: number[] = [];
  for (let time = life; time < projectYears; time += life) years.push(Math.max(1, Math.ceil(time - 1e-9)));
  return years;
}

/**
 * F9, lifetime throughput (HOMER Energy support, "Creating a battery"): the kWh a battery can cycle
 * before it wears out, its rated cycles × its capacity × the depth those cycles are rated at; a
 * 6 V, 392 Ah Trojan L16 of 500 full cycles passes 1,176 kWh.
 */
export function lifetimeThroughput({
  capacityKwh,
  cycleLife,
  ratedDepth,
}: {
  capacityKwh: number;
  cycleLife: number;
  ratedDepth: number;
}) {
  return capacityKwh * cycleLife * ratedDepth;
}

/**
 * F10, HOMER Pro "Battery bank life": R = min(Q_lifetime / Q_thrpt, R_float), a battery dies of use or
 * of age, whichever comes first; Q_thrpt is the kWh it delivers in a year.
 */
export function batteryLife({
  lifetimeKwh,
  annualThroughputKwh,
  floatLife,
}: {
  lifetimeKwh: number;
  annualThroughputKwh: number;
  floatLife: number;
}) {
  if (!(annualThroughputKwh > 0)) return floatLife;
  return Math.min(lifetimeKwh / annualThroughputKwh, floatLife);
}
