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
import { formatCompactNaira } from '@powerpay/shared/solar-report-text';
import { withoutSpendText } from '@powerpay/shared/solar-report-without-spend';
import { cashFlowChart } from './pdf-charts.ts';
import { COLORS, factTiles, paragraph, sectionHeading, table, warningBox, type Doc } from './pdf-layout.ts';
import { NAIRA, titleOf, type SectionInput } from './pdf-section-input.ts';

/**
 * The money over the system's life, as the page shows it (docs/solar-method-finance.md, decisions 050
 * and 053): NPV, return, discounted payback, solar's cost per kWh, the cash flow drawn and tabled.
 */
export function lifeMoneySection(doc: Doc, { report, number }: SectionInput) {
  sectionHeading(doc, number, titleOf('life-money'));
  const finance = lifeFinanceOf(report);
  if (!finance) {
    warningBox(doc, withoutSpendText(report, 'life-money'));
    return;
  }
  const facts = lifeFacts(finance, NAIRA);
  factTiles(doc, facts, { columns: 2 });
  paragraph(doc, facts.map((fact) => `${fact.label}: ${fact.note}.`).join(' '), {
    color: COLORS.muted,
    size: 9,
  });
  const capex = report.costs.total;
  const points = lifetimeCashFlowSeries(finance, capex);
  cashFlowChart(doc, {
    title: `${finance.projectYears}-year cash flow over the system’s life (NGN, money of the day)`,
    points,
    breakEven: lastBreakEvenYear(points),
    format: (value) => formatCompactNaira(value, NAIRA),
  });
  table(
    doc,
    LIFETIME_CASH_FLOW_HEADERS.map((header, index) => ({
      header,
      width: index === 0 ? 60 : 90,
      align: index === 0 ? ('left' as const) : ('right' as const),
    })),
    lifetimeCashFlowRows(finance, capex, NAIRA).map((row) => [row.label, ...row.cells]),
    { size: 8 },
  );
  paragraph(doc, ratesText(finance).replace(' Change any rate in “What if…?” above.', ''), {
    color: COLORS.muted,
    size: 9,
  });
}

/** P50 and P90 of production, savings and payback, with how they were made (decision 053). */
export function spreadFigures(doc: Doc, { report }: SectionInput) {
  const finance = lifeFinanceOf(report);
  const rows = finance ? spreadRows(finance, NAIRA) : [];
  if (!finance || rows.length === 0) return;
  paragraph(doc, 'How much the weather can change them', { bold: true, color: COLORS.brandDark });
  spreadText(finance).forEach((text) => paragraph(doc, text));
  table(
    doc,
    [
      { header: 'Figure', width: 200 },
      { header: 'P50 (middle)', width: 120, align: 'right' },
      { header: 'P90 (cautious)', width: 120, align: 'right' },
    ],
    rows.map((row) => [row.label, row.p50, row.p90]),
  );
}
