/** Monthly production of an array (PVWatts-style: kWp × plane-of-array × days × PR × shading) against the load. */
import { roundTo, sum } from './context.ts';
import { DAYS_IN_MONTH, MONTH_NAMES } from './sun.ts';
import type { Production } from './types.ts';

export function monthlyProductionOf({
  kwp,
  monthlyPlaneOfArray,
  performanceRatio,
  shadingFactor,
}: {
  kwp: number;
  monthlyPlaneOfArray: readonly number[];
  performanceRatio: number;
  shadingFactor: number;
}): number[] {
  return monthlyPlaneOfArray.map(
    (irradiation, month) =>
      kwp * irradiation * (DAYS_IN_MONTH[month] ?? 30) * performanceRatio * shadingFactor,
  );
}

export function productionSummary({
  kwp,
  monthlyKwh,
  monthlyLoadKwh,
  yearlyKwh,
  degradationPerYear,
  servedKwh,
}: {
  /** Load solar and the battery serve over the year (the simulation's). */
  servedKwh: number;
  kwp: number;
  monthlyKwh: readonly number[];
  monthlyLoadKwh: readonly number[];
  yearlyKwh: number[];
  degradationPerYear: number;
}): Production {
  const annualKwh = sum(monthlyKwh);
  const annualLoadKwh = sum(monthlyLoadKwh);
  const coverage = monthlyKwh.map((kwh, month) => {
    const load = monthlyLoadKwh[month] ?? 0;
    return load > 0 ? kwh / load : 0;
  });
  const worst = coverage.reduce(
    (lowest, value, month) => (value < (coverage[lowest] ?? Infinity) ? month : lowest),
    0,
  );

  return {
    monthlyKwh: monthlyKwh.map((kwh) => roundTo(kwh, 1)),
    monthlyLoadKwh: monthlyLoadKwh.map((kwh) => roundTo(kwh, 1)),
    monthlyCoverage: coverage.map((value) => roundTo(value, 3)),
    annualKwh: roundTo(annualKwh, 1),
    annualLoadKwh: roundTo(annualLoadKwh, 1),
    specificYield: kwp > 0 ? roundTo(annualKwh / kwp, 1) : 0,
    solarFraction: annualLoadKwh > 0 ? roundTo(servedKwh / annualLoadKwh, 3) : 0,
    worstMonth: {
      month: worst,
      name: MONTH_NAMES[worst] ?? 'Jan',
      coverage: roundTo(coverage[worst] ?? 0, 3),
    },
    degradationPerYear,
    yearlyKwh,
  };
}
