/**
 * The report's money over the system's life and how sure its figures are, in the words and rows the
 * page and the PDF share (docs/solar-method-finance.md, decisions 050 and 053): the 20-year cash flow,
 * NPV, IRR, discounted payback, levelised cost, and P50/P90 of production, savings and payback.
 */
import { breakEvenYear, type CashFlowPoint } from './solar-report-charts.ts';
import { formatAmount, formatReportNaira } from './solar-report-text.ts';
import type { EnergyReport } from './solar/types.ts';

type Finance = NonNullable<EnergyReport['finance']>;

const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1);
const percentText = (share: number) => `${oneDecimal(share * 100).replace(/\.0$/, '')} %`;

/** The life-cycle money, or null when the report cannot value the system (no spend answered). */
export function lifeFinanceOf(report: EnergyReport): Finance | null {
  return report.economics.basis === 'none' ? null : report.finance;
}

/** The cumulative cash flow over the system's life, in money of the day: year 0 the purchase. */
export function lifetimeCashFlowSeries(finance: Finance, capex: number): CashFlowPoint[] {
  let cumulative = -capex;
  return [
    { year: 0, cumulative },
    ...finance.years.map((year) => {
      cumulative += year.net;
      return { year: year.year, cumulative };
    }),
  ];
}

/**
 * Where the lifetime cash flow breaks even for good: the last crossing of zero, as the discounted
 * payback counts it (docs/solar-method-finance.md, F6), since parts bought again can take the total
 * below zero after a first crossing. None when the total ends below zero.
 */
export function lastBreakEvenYear(points: CashFlowPoint[]): number | null {
  let lastNegative = -1;
  points.forEach((point, index) => {
    if (point.cumulative < 0) lastNegative = index;
  });
  if (lastNegative < 0 || lastNegative === points.length - 1) return null;
  return breakEvenYear(points.slice(lastNegative));
}

/** Each year of the cash flow as the table shows it, ₦ in money of the day. */
export function lifetimeCashFlowRows(
  finance: Finance,
  capex: number,
  currency = '₦',
): { label: string; cells: string[] }[] {
  const money = (value: number) => formatReportNaira(value, currency);
  const cumulative = lifetimeCashFlowSeries(finance, capex);
  return [
    { label: 'Purchase', cells: [money(0), money(-capex), money(-capex), money(-capex)] },
    ...finance.years.map((year, index) => ({
      label: `Year ${year.year}`,
      cells: [
        money(year.savings),
        money(year.net),
        money(cumulative[index + 1]?.cumulative ?? 0),
        money(year.discountedCumulative),
      ],
    })),
  ];
}

export const LIFETIME_CASH_FLOW_HEADERS = [
  'Year',
  'Savings',
  'Net of upkeep and parts',
  'Cumulative',
  'Cumulative, discounted',
] as const;

export function yearsText(years: number | null): string {
  return years === null ? 'Does not pay back' : `${oneDecimal(years)} years`;
}

/** The headline figures of the money over the system's life, as label, value and a plain-words note. */
export function lifeFacts(
  finance: Finance,
  currency = '₦',
): { label: string; value: string; note: string }[] {
  const { rates, levelisedCost } = finance;
  const solarCost = levelisedCost.solar;
  // Levelised over the same years, so it is not today's price per kWh ("What one kWh costs you").
  const before =
    levelisedCost.generatorBefore !== null
      ? { source: 'generator', cost: levelisedCost.generatorBefore }
      : levelisedCost.gridBefore !== null
        ? { source: 'grid power', cost: levelisedCost.gridBefore }
        : null;
  return [
    {
      label: 'Net present value',
      value: formatReportNaira(finance.netPresentValue, currency),
      note: `What the system is worth today after ${finance.projectYears} years, with money valued at ${percentText(rates.discountRate)} a year`,
    },
    {
      label: 'Return on the money',
      value:
        finance.internalRateOfReturn === null
          ? 'None'
          : `${percentText(finance.internalRateOfReturn)} a year`,
      // Nominal, as the NPV's rate is (docs/solar-method-finance.md): read against it, not against zero.
      note: `The yearly interest the system earns you in naira of the day (its internal rate of return), before ${percentText(rates.inflation)} inflation; the net present value is above zero when it beats ${percentText(rates.discountRate)}`,
    },
    {
      label: 'Discounted payback',
      value: yearsText(finance.discountedPaybackYears),
      note: 'When the savings, valued as money today, have paid for the system',
    },
    {
      label: 'Solar energy costs',
      value: solarCost === null ? '–' : `${formatReportNaira(solarCost, currency)} per kWh`,
      note:
        before === null
          ? 'Over its life, in today’s money'
          : `Over its life, in today’s money; your ${before.source} over the same years costs ${formatReportNaira(before.cost, currency)} per kWh`,
    },
  ];
}

/** The rates the life-cycle money used, in plain words. */
export function ratesText(finance: Finance): string {
  const { rates } = finance;
  return `Money valued at ${percentText(rates.discountRate)} a year, prices rising ${percentText(rates.inflation)} a year, fuel ${percentText(rates.fuelEscalation)} and the grid tariff ${percentText(rates.tariffEscalation)} a year; the battery and inverter bought again when they wear out (battery every ${oneDecimal(finance.battery.lifeYears)} years). Change any rate in “What if…?” above.`;
}

export type SpreadRow = { label: string; p50: string; p90: string };

/** P50 and P90 of production, first-year savings and discounted payback (U2). */
export function spreadRows(finance: Finance, currency = '₦'): SpreadRow[] {
  const { spread } = finance;
  if (!spread) return [];
  const kwh = (value: number | null) => (value === null ? '–' : `${formatAmount(value)} kWh`);
  const money = (value: number | null) => (value === null ? '–' : formatReportNaira(value, currency));
  return [
    {
      label: 'Solar production, a year',
      p50: kwh(spread.productionKwh.p50),
      p90: kwh(spread.productionKwh.p90),
    },
    { label: 'Savings in year 1', p50: money(spread.savings.p50), p90: money(spread.savings.p90) },
    {
      label: 'Discounted payback',
      p50: yearsText(spread.paybackYears.p50),
      p90: yearsText(spread.paybackYears.p90),
    },
  ];
}

/** How the P50 and P90 were made and what they mean, in plain words. */
export function spreadText(finance: Finance): string[] {
  const years = finance.spread?.years ?? 1;
  return [
    `The weather of a coming year is not known, so we ran your system through ${years} different years of weather at your site, each with its own dull and bright days and its own total of sun, and priced each the same way.`,
    'P50 is the middle result: half of the years do better, half worse. P90 is the cautious one: 9 years in 10 do at least this well (for payback, 9 in 10 pay back within it). A bank usually lends on the P90.',
  ];
}
