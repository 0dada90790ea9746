import type { EnergyReport } from '@powerpay/shared/solar-core';
import { breakEvenYear, cashFlowSeries, productionSeries } from '@powerpay/shared/solar-report-charts';
import {
  breakEvenNote,
  formatAmount,
  formatPercent,
  formatReportNaira,
  paybackText,
  quantityText,
  solarUpkeepNote,
  spendTodayNote,
} from '@powerpay/shared/solar-report-text';
import { withoutSpendText } from '@powerpay/shared/solar-report-without-spend';

import { ScrollRegion } from '@/components/ui/scroll-region';

import { CashFlowChart } from './charts/cash-flow-chart';
import { ProductionChart } from './charts/production-chart';
import { Fact, Facts, ReportSection, Warning } from './report-section';

/** A table column shown from 640 px up; below, its value is written under the row's name. */
const wideOnly = 'max-sm:hidden';

export function ProductionSection({ report }: { report: EnergyReport }) {
  const { production } = report;
  return (
    <ReportSection id="production">
      <Facts>
        <Fact label="Solar production" value={`${formatAmount(production.annualKwh)} kWh a year`} />
        <Fact label="Solar share of your use" value={formatPercent(production.solarFraction)} />
        <Fact
          label="Worst month"
          value={`${production.worstMonth.name}: ${formatPercent(production.worstMonth.coverage)}`}
          note="of that month's use covered"
        />
      </Facts>
      <ProductionChart
        rows={productionSeries(report)}
        summary={`${formatAmount(production.annualKwh)} kWh a year against ${formatAmount(production.annualLoadKwh)} kWh of use; worst month ${production.worstMonth.name}.`}
      />
    </ReportSection>
  );
}

export function CostsSection({ report }: { report: EnergyReport }) {
  const { costs } = report;
  return (
    <ReportSection id="costs">
      {/* On a phone the table keeps Item and Total, the two columns a customer reads first; quantity,
          unit price and date go under the item, so nothing needs a sideways scroll to be found. */}
      <ScrollRegion label="Bill of quantities">
        <table className="w-full border-collapse text-sm sm:min-w-[34rem]">
          <caption className="sr-only">Bill of quantities</caption>
          <thead>
            <tr className="border-b border-gray-200 text-left text-xs uppercase tracking-wide text-gray-600">
              <th scope="col" className="py-2 pr-3">
                Item
              </th>
              <th scope="col" className={`${wideOnly} py-2 pr-3 text-right`}>
                Quantity
              </th>
              <th scope="col" className={`${wideOnly} py-2 pr-3 text-right`}>
                Unit price
              </th>
              <th scope="col" className="py-2 pr-3 text-right max-sm:pr-0">
                Total
              </th>
              <th scope="col" className={`${wideOnly} py-2 text-right`}>
                Prices as of
              </th>
            </tr>
          </thead>
          <tbody>
            {costs.lines.map((line) => (
              <tr key={line.id} className="border-b border-gray-100">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  {line.item}
                  <span className="block text-xs text-gray-600 tabular-nums sm:hidden">
                    {quantityText(line)} × {formatReportNaira(line.unitPrice)} · prices of {line.asOf}
                  </span>
                </th>
                <td className={`${wideOnly} py-2 pr-3 text-right tabular-nums`}>{quantityText(line)}</td>
                <td className={`${wideOnly} py-2 pr-3 text-right tabular-nums`}>
                  {formatReportNaira(line.unitPrice)}
                </td>
                <td className="py-2 pr-3 text-right align-top font-medium tabular-nums max-sm:pr-0 sm:align-middle">
                  {formatReportNaira(line.total)}
                </td>
                <td className={`${wideOnly} py-2 text-right text-gray-600`}>{line.asOf}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="py-2 pr-3 text-left">
                Total estimate
              </th>
              <td className={wideOnly} />
              <td className={wideOnly} />
              <td className="py-2 pr-3 text-right font-bold tabular-nums max-sm:pr-0">
                {formatReportNaira(costs.total)}
              </td>
              <td className={wideOnly} />
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
      <p className="text-sm text-gray-600">
        Expected range {formatReportNaira(costs.low)} to {formatReportNaira(costs.high)} (about US$
        {formatAmount(costs.totalUsd)}). Prices move with the naira; the engineer&apos;s quotation is firm.
      </p>
    </ReportSection>
  );
}

export function SavingsSection({ report }: { report: EnergyReport }) {
  const { economics } = report;
  const points = cashFlowSeries(report);
  const breakEven = breakEvenYear(points);
  const hasCashFlow = economics.basis !== 'none' && points.length > 1;
  const note = breakEvenNote(economics, breakEven);
  return (
    <ReportSection id="savings">
      <Facts>
        <Fact
          label="Spend today, per year"
          value={
            economics.annualSpendBefore === null
              ? 'Not given'
              : formatReportNaira(economics.annualSpendBefore)
          }
          note={spendTodayNote(report) || undefined}
        />
        <Fact
          label="With solar, per year"
          value={economics.annualSpendAfter === null ? '–' : formatReportNaira(economics.annualSpendAfter)}
          note="Grid and fuel you still buy"
        />
        {economics.annualSavings !== null ? (
          <Fact
            label="Savings in year 1"
            value={formatReportNaira(economics.annualSavings)}
            note={solarUpkeepNote(economics) ?? undefined}
          />
        ) : null}
        <Fact
          label="Simple payback"
          value={<span data-testid="payback">{paybackText(economics)}</span>}
          note="The system's cost ÷ the first year's savings"
        />
      </Facts>
      {hasCashFlow ? (
        <>
          <CashFlowChart
            points={points}
            breakEven={breakEven}
            summary={`Starts at ${formatReportNaira(points[0]?.cumulative ?? 0)}, ends at ${formatReportNaira(points.at(-1)?.cumulative ?? 0)} after ${points.at(-1)?.year} years${breakEven !== null ? `, breaking even in year ${breakEven}` : ''}.`}
          />
          {note ? <p className="text-sm text-gray-600">{note}</p> : null}
          {/* On a phone the first year's savings go under the case: three columns fit without a sideways scroll. */}
          <ScrollRegion label="If prices change">
            <table className="w-full border-collapse text-sm sm:min-w-[28rem]">
              <caption className="mb-2 text-left text-sm font-semibold text-ink">If prices change</caption>
              <thead>
                <tr className="border-b border-gray-200 text-left text-xs uppercase tracking-wide text-gray-600">
                  {/* Narrower gaps on a phone: the 10-year net, kept on one line, fits a 320 px screen. */}
                  <th scope="col" className="py-2 pr-3 max-sm:pr-2">
                    Case
                  </th>
                  <th scope="col" className={`${wideOnly} py-2 pr-3 text-right`}>
                    Savings in year 1
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right max-sm:pr-2">
                    Payback
                  </th>
                  <th scope="col" className="py-2 text-right">
                    10-year net
                  </th>
                </tr>
              </thead>
              <tbody>
                {economics.sensitivity.map((item) => (
                  <tr key={item.id} className="border-b border-gray-100">
                    <th scope="row" className="py-2 pr-3 text-left font-normal max-sm:pr-2">
                      {item.label}
                      <span className="block text-xs text-gray-600 tabular-nums sm:hidden">
                        Saves {formatReportNaira(item.annualSavings)} in year 1
                      </span>
                    </th>
                    <td className={`${wideOnly} py-2 pr-3 text-right tabular-nums`}>
                      {formatReportNaira(item.annualSavings)}
                    </td>
                    <td className="py-2 pr-3 text-right max-sm:pr-2">{paybackText(item)}</td>
                    <td className="py-2 text-right tabular-nums whitespace-nowrap">
                      {formatReportNaira(item.tenYearNet)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      ) : (
        <Warning>{withoutSpendText(report, 'savings')}</Warning>
      )}
    </ReportSection>
  );
}
