/**
 * The data behind the report's four charts, and their axis ticks: computed once here so the web's SVG
 * charts, their table alternatives and the PDF's drawings show exactly the same numbers.
 */
import type { EnergyReport } from './solar/types.ts';

export const MONTH_LABELS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

export type CostBar = { id: 'grid' | 'generator' | 'solar'; label: string; value: number };
export type CashFlowPoint = { year: number; cumulative: number };

/**
 * ₦ per kWh of each source the site uses today, and of the recommended solar system over its life: the
 * real levelised cost in today's naira (docs/solar-method-finance.md, F7), the figure "Over the
 * system's life" gives, so the report names one cost of solar.
 */
export function costPerKwhBars(report: EnergyReport): CostBar[] {
  const { grid, generator } = report.currentSituation;
  const bars: CostBar[] = [];
  if (grid) bars.push({ id: 'grid', label: `Grid (band ${grid.band})`, value: grid.costPerKwh });
  if (generator?.costPerKwh != null)
    bars.push({ id: 'generator', label: 'Generator', value: generator.costPerKwh });
  const solar = report.finance?.levelisedCost.solar ?? null;
  if (solar !== null) bars.push({ id: 'solar', label: 'Solar (over its life)', value: Math.round(solar) });
  return bars;
}

export function solarResourceSeries(report: EnergyReport): { month: string; ghi: number }[] {
  return MONTH_LABELS.map((month, index) => ({ month, ghi: report.site.monthlyGhi[index] ?? 0 }));
}

export function productionSeries(
  report: EnergyReport,
): { month: string; production: number; load: number }[] {
  return MONTH_LABELS.map((month, index) => ({
    month,
    production: report.production.monthlyKwh[index] ?? 0,
    load: report.production.monthlyLoadKwh[index] ?? 0,
  }));
}

export function cashFlowSeries(report: EnergyReport): CashFlowPoint[] {
  return report.economics.cashFlow.map(({ year, cumulative }) => ({ year, cumulative }));
}

/** Ticks from 0 (or a negative minimum) to a round maximum, about `count` of them. */
export function niceTicks(min: number, max: number, count = 4): number[] {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  const span = high - low || 1;
  const rough = span / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step =
    [1, 2, 2.5, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough) ?? rough;
  const start = Math.floor(low / step) * step;
  const ticks: number[] = [];
  for (let tick = start; tick <= high + step * 0.999; tick += step) ticks.push(Math.round(tick * 1e6) / 1e6);
  return ticks;
}

/** Maps a value between the first and last tick onto [0, 1]. */
export function scaleOf(ticks: number[]): (value: number) => number {
  const first = ticks[0] ?? 0;
  const last = ticks[ticks.length - 1] ?? 1;
  const span = last - first || 1;
  return (value) => (value - first) / span;
}

/** Where the cumulative cash flow first crosses zero (years, interpolated), or null when it never does. */
export function breakEvenYear(points: CashFlowPoint[]): number | null {
  for (let index = 1; index < points.length; index += 1) {
    const before = points[index - 1];
    const after = points[index];
    if (!before || !after || before.cumulative >= 0 || after.cumulative < 0) continue;
    const share = -before.cumulative / (after.cumulative - before.cumulative);
    return Math.round((before.year + share * (after.year - before.year)) * 10) / 10;
  }
  return null;
}
