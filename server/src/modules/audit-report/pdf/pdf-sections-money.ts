import { breakEvenYear, cashFlowSeries, productionSeries } from '@powerpay/shared/solar-report-charts';
import {
  NEXT_STEPS,
  NOT_A_SITE_SURVEY,
  assumptionValueText,
  breakEvenNote,
  co2AvoidedText,
  formatAmount,
  formatCompactNaira,
  formatPercent,
  paybackText,
  quantityText,
  reportPath,
  solarUpkeepNote,
  spendTodayNote,
} from '@powerpay/shared/solar-report-text';
import { withoutSpendText } from '@powerpay/shared/solar-report-without-spend';
import { barsWithLine, cashFlowChart } from './pdf-charts.ts';
import { COLORS, factTiles, paragraph, sectionHeading, table, warningBox, type Doc } from './pdf-layout.ts';
import { NAIRA, naira, titleOf, type SectionInput } from './pdf-section-input.ts';
import { pdfText } from '../../../lib/pdf-text.ts';

export function productionSection(doc: Doc, { report, number }: SectionInput) {
  sectionHeading(doc, number, titleOf('production'));
  const { production } = report;
  factTiles(doc, [
    { label: 'Solar production', value: `${formatAmount(production.annualKwh)} kWh a year` },
    { label: 'Solar share of your use', value: formatPercent(production.solarFraction) },
    {
      label: 'Worst month',
      value: `${production.worstMonth.name}: ${formatPercent(production.worstMonth.coverage)} covered`,
    },
  ]);
  barsWithLine(doc, {
    title: 'Monthly solar production against your use (kWh)',
    rows: productionSeries(report).map((row) => ({ label: row.month, bar: row.production, line: row.load })),
    format: (value) => formatAmount(value),
  });
}

export function costsSection(doc: Doc, { report, number }: SectionInput) {
  sectionHeading(doc, number, titleOf('costs'));
  const { costs } = report;
  table(
    doc,
    [
      { header: 'Item', width: 190 },
      { header: 'Quantity', width: 80, align: 'right' },
      { header: 'Unit price', width: 90, align: 'right' },
      { header: 'Total', width: 90, align: 'right' },
      { header: 'Prices as of', width: 70 },
    ],
    [
      ...costs.lines.map((line) => [
        line.item,
        quantityText(line),
        naira(line.unitPrice),
        naira(line.total),
        line.asOf,
      ]),
      ['Total (estimate)', '', '', naira(costs.total), ''],
    ],
  );
  paragraph(
    doc,
    `Expected range: ${naira(costs.low)} to ${naira(costs.high)} (about USD ${formatAmount(costs.totalUsd)}). Prices move with the naira; the engineer's quotation is firm.`,
    { color: COLORS.muted, size: 9 },
  );
}

export function savingsSection(doc: Doc, { report, number }: SectionInput) {
  sectionHeading(doc, number, titleOf('savings'));
  const { economics } = report;
  const savingsTiles = [
    {
      label: 'Spend today, per year',
      value: economics.annualSpendBefore === null ? 'Not given' : naira(economics.annualSpendBefore),
    },
    {
      label: 'With solar, per year',
      value: economics.annualSpendAfter === null ? '–' : naira(economics.annualSpendAfter),
    },
    ...(economics.annualSavings !== null
      ? [{ label: 'Savings in year 1', value: naira(economics.annualSavings) }]
      : []),
    { label: 'Simple payback', value: paybackText(economics) },
  ];
  // Four tiles as two rows of two: four in a row would cut a long payback sentence short.
  factTiles(doc, savingsTiles, { columns: savingsTiles.length === 4 ? 2 : 3 });
  const spendToday = spendTodayNote(report);
  const upkeep = solarUpkeepNote(economics);
  const madeOf = [spendToday && `Spend today: ${spendToday}.`, upkeep && `Savings: ${upkeep}.`].filter(
    Boolean,
  );
  if (madeOf.length > 0) paragraph(doc, madeOf.join(' '), { color: COLORS.muted, size: 9 });
  if (economics.cashFlow.length > 1 && economics.basis !== 'none') {
    const breakEven = breakEvenYear(cashFlowSeries(report));
    cashFlowChart(doc, {
      title: '10-year cumulative cash flow (NGN): below zero you are still paying off the system',
      points: cashFlowSeries(report),
      breakEven,
      format: (value) => formatCompactNaira(value, NAIRA),
    });
    const note = breakEvenNote(economics, breakEven);
    if (note) paragraph(doc, note, { color: COLORS.muted, size: 9 });
    table(
      doc,
      [
        { header: 'Sensitivity', width: 200 },
        { header: 'Savings in year 1', width: 110, align: 'right' },
        { header: 'Payback', width: 100 },
        { header: '10-year net', width: 100, align: 'right' },
      ],
      economics.sensitivity.map((item) => [
        item.label,
        naira(item.annualSavings),
        paybackText(item),
        naira(item.tenYearNet),
      ]),
    );
  } else {
    warningBox(doc, withoutSpendText(report, 'savings'));
  }
}

export function environmentSection(doc: Doc, { report, number }: SectionInput) {
  sectionHeading(doc, number, titleOf('environment'));
  const { environment } = report;
  // Without the spend answers nothing is known to be avoided: say so rather than print zeros.
  if (environment.basis === 'none') {
    warningBox(doc, pdfText(withoutSpendText(report, 'environment')));
    return;
  }
  factTiles(doc, [
    { label: 'CO2 avoided', value: co2AvoidedText(report, 't per year') },
    {
      label: 'Fuel avoided',
      value: environment.fuelUnit
        ? `${formatAmount(environment.fuelAvoidedPerYear)} ${environment.fuelUnit} per year`
        : 'No generator',
    },
    {
      label: 'Grid energy avoided',
      value: `${formatAmount(environment.gridKwhAvoidedPerYear)} kWh per year`,
    },
  ]);
  if (environment.fuelUnit)
    paragraph(doc, 'Less generator time also means less noise and fumes at home or at work.', {
      color: COLORS.muted,
      size: 9,
    });
}

export function assumptionsSection(doc: Doc, { report, number }: SectionInput) {
  sectionHeading(doc, number, titleOf('assumptions'));
  warningBox(doc, NOT_A_SITE_SURVEY);
  for (const warning of report.warnings) paragraph(doc, `• ${warning.message}`, { size: 9 });
  if (report.overridden.length > 0) {
    paragraph(
      doc,
      `Your what-if choices: ${report.overridden.map((item) => `${item.label} ${item.value}${item.unit ? ` ${item.unit}` : ''}`).join('; ')}.`,
      { size: 9 },
    );
  }
  table(
    doc,
    [
      { header: 'Assumption', width: 170 },
      { header: 'Value', width: 110 },
      { header: 'As of', width: 55 },
      { header: 'Source', width: 185 },
    ],
    report.assumptions.map((item) => [item.label, assumptionValueText(item), item.asOf, item.source]),
    { size: 7.5 },
  );
  paragraph(doc, `Constants ${report.constantsVersion}, solar data ${report.solarDataVersion}.`, {
    color: COLORS.muted,
    size: 8,
  });
}

export function nextStepsSection(doc: Doc, { record, number, publicUrl }: SectionInput) {
  sectionHeading(doc, number, titleOf('next-steps'));
  NEXT_STEPS.forEach((step, index) => paragraph(doc, `${index + 1}. ${step}`));
  paragraph(doc, `See this report online and try other choices: ${publicUrl}${reportPath(record.id)}`, {
    size: 9,
  });
  paragraph(
    doc,
    `Questions? Reply to this e-mail or use Contact Us on ${publicUrl}/contact. Ready to buy? Visit Buy Solar on ${publicUrl}/track.`,
    { size: 9 },
  );
}
