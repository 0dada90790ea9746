import type { EnergyReport } from '@powerpay/shared/solar-core';
import {
  LIFETIME_CASH_FLOW_HEADERS,
  lastBreakEvenYear,
  lifeFacts,
  lifeFinanceOf,
  lifetimeCashFlowRows,
  lifetimeCashFlowSeries,
  ratesText,
  spreadRows,
  spreadText,
} from '@powerpay/shared/solar-report-life';
import { formatReportNaira } from '@powerpay/shared/solar-report-text';
import { withoutSpendText } from '@powerpay/shared/solar-report-without-spend';

import { ScrollRegion } from '@/components/ui/scroll-region';

import { CashFlowChart } from './charts/cash-flow-chart';
import { DataTable } from './charts/chart-frame';
import { Fact, Facts, ReportSection, Warning } from './report-section';

/**
 * The money over the system's life (docs/solar-method-finance.md, decision 050): NPV, return,
 * discounted payback, solar's cost per kWh, and the 20-year cash flow with its table.
 */
export function LifeMoneySection({ report }: { report: EnergyReport }) {
  const finance = lifeFinanceOf(report);
  if (!finance) {
    return (
      <ReportSection id="life-money">
        <Warning>{withoutSpendText(report, 'life-money')}</Warning>
      </ReportSection>
    );
  }
  const capex = report.costs.total;
  const points = lifetimeCashFlowSeries(finance, capex);
  const breakEven = lastBreakEvenYear(points);
  const last = points.at(-1);
  return (
    <ReportSection id="life-money">
      <Facts>
        {lifeFacts(finance).map((fact) => (
          <Fact key={fact.label} label={fact.label} value={fact.value} note={fact.note} />
        ))}
      </Facts>
      <CashFlowChart
        title={`${finance.projectYears}-year cash flow over the system’s life`}
        points={points}
        breakEven={breakEven}
        summary={`Starts at ${formatReportNaira(points[0]?.cumulative ?? 0)}, ends at ${formatReportNaira(last?.cumulative ?? 0)} after ${last?.year ?? 0} years${breakEven !== null ? `, breaking even in year ${breakEven}` : ''}, in money of the day.`}
        table={
          <DataTable
            caption={`${finance.projectYears}-year cash flow over the system’s life`}
            headers={[...LIFETIME_CASH_FLOW_HEADERS]}
            rows={lifetimeCashFlowRows(finance, capex).map((row) => [row.label, ...row.cells])}
          />
        }
      />
      <p className="text-sm text-gray-600">{ratesText(finance)}</p>
    </ReportSection>
  );
}

/** P50 and P90 of production, savings and payback over several years of weather (decision 053). */
export function SpreadFigures({ report }: { report: EnergyReport }) {
  const finance = lifeFinanceOf(report);
  const rows = finance ? spreadRows(finance) : [];
  if (!finance || rows.length === 0) return null;
  return (
    <div className="flex flex-col gap-2 text-sm text-gray-700">
      <h3 className="text-base font-semibold text-ink">How much the weather can change them</h3>
      {spreadText(finance).map((text) => (
        <p key={text}>{text}</p>
      ))}
      <ScrollRegion label="P50 and P90">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">P50 and P90 of production, savings and payback</caption>
          <thead>
            <tr className="border-b border-gray-200 text-left text-xs uppercase tracking-wide text-gray-600">
              <th scope="col" className="py-2 pr-3">
                Figure
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                P50 (middle)
              </th>
              <th scope="col" className="py-2 text-right">
                P90 (cautious)
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-b border-gray-100">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  {row.label}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{row.p50}</td>
                <td className="py-2 text-right tabular-nums">{row.p90}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
