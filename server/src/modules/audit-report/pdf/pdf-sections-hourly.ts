import {
  HOW_THE_FIGURES_WERE_MADE,
  SUPPLY_SOURCES,
  SUPPLY_SOURCE_LABELS,
  WHAT_THE_FIGURES_CANNOT_KNOW,
  batteryWeekOf,
  dateOfDay,
  dayRows,
  monthlySupplyRows,
  type SupplyRow,
} from '@powerpay/shared/solar/hourly/report-views';
import { billsBasisNote, generatorBeforeAfter } from '@powerpay/shared/solar/hourly/before-after';
import { formatAmount } from '@powerpay/shared/solar-report-text';
import { COLORS, paragraph, sectionHeading, table, type Doc } from './pdf-layout.ts';
import { titleOf, type SectionInput } from './pdf-section-input.ts';
import { spreadFigures } from './pdf-sections-life.ts';

const DAY_TITLES = {
  dry_season: 'A typical dry-season day',
  rainy_season: 'A typical rainy-season day',
} as const;

const sourceColumns = SUPPLY_SOURCES.map((source) => ({
  header: SUPPLY_SOURCE_LABELS[source].replace(', used as it is made', ' used'),
  width: 62,
  align: 'right' as const,
}));
const sourceCells = (row: SupplyRow) => SUPPLY_SOURCES.map((source) => formatAmount(row[source]));

/**
 * The hour-by-hour simulation as the page shows it (docs/decisions/051), as tables: the two typical
 * days, a week of the battery, the months by source, the grid and generator before and after.
 */
export function hourByHourSection(doc: Doc, { report, number }: SectionInput) {
  sectionHeading(doc, number, titleOf('hour-by-hour'));
  const { simulation } = report;
  paragraph(
    doc,
    'We ran your recommended system through every hour of a year at your site. Solar serves your use first and charges the battery; the battery serves the evening and night; then the grid when it is on, then the generator. kWh in each hour or month.',
  );
  for (const day of simulation.typicalDays) {
    paragraph(doc, `${DAY_TITLES[day.id]} (${dateOfDay(day.dayOfYear)})`, {
      bold: true,
      color: COLORS.brandDark,
    });
    table(
      doc,
      [
        { header: 'Hour', width: 44 },
        { header: 'Use', width: 50, align: 'right' },
        { header: 'Panels made', width: 56, align: 'right' },
        ...sourceColumns,
      ],
      dayRows(day).map((row) => [
        row.label,
        formatAmount(row.load),
        formatAmount(row.solarMade),
        ...sourceCells(row),
      ]),
      { size: 8 },
    );
  }
  const week = batteryWeekOf({
    stateOfChargeKwh: simulation.batteryWeek.stateOfChargeKwh,
    usableKwh: simulation.usableBatteryKwh,
    firstDay: simulation.batteryWeek.firstDay,
  });
  paragraph(doc, 'Battery charge over a week (% of its usable energy)', {
    bold: true,
    color: COLORS.brandDark,
  });
  const percent = (value: number) => `${Math.round(value)} %`;
  table(
    doc,
    [
      { header: 'Day', width: 120 },
      { header: 'Lowest', width: 80, align: 'right' },
      { header: 'Highest', width: 80, align: 'right' },
      { header: 'At midnight', width: 80, align: 'right' },
    ],
    week.days.map((day) => [day.label, percent(day.lowest), percent(day.highest), percent(day.atMidnight)]),
  );
  paragraph(doc, "Where each month's energy comes from (kWh)", { bold: true, color: COLORS.brandDark });
  table(
    doc,
    [{ header: 'Month', width: 50 }, { header: 'Use', width: 60, align: 'right' }, ...sourceColumns],
    monthlySupplyRows(simulation.monthly).map((row) => [
      row.label,
      formatAmount(row.load),
      ...sourceCells(row),
    ]),
    { size: 8 },
  );
  paragraph(doc, 'The grid and the generator, today and with solar', { bold: true, color: COLORS.brandDark });
  table(
    doc,
    [
      { header: '', width: 220 },
      { header: 'Today', width: 100, align: 'right' },
      { header: 'With solar', width: 100, align: 'right' },
    ],
    generatorBeforeAfter({
      before: simulation.before,
      after: simulation.after,
      fuelUnit: report.environment.fuelUnit,
    }).map((row) => [row.label, formatAmount(row.before), formatAmount(row.after)]),
  );
  const billsNote = billsBasisNote(simulation);
  if (billsNote) paragraph(doc, billsNote, { color: COLORS.muted, size: 9 });
}

/** How the figures were made and what they cannot know: the page's paragraphs (docs/decisions/051). */
export function howSureSection(doc: Doc, input: SectionInput) {
  const { number } = input;
  sectionHeading(doc, number, titleOf('how-sure'));
  paragraph(doc, 'How these figures were made', { bold: true, color: COLORS.brandDark });
  HOW_THE_FIGURES_WERE_MADE.forEach((text) => paragraph(doc, text));
  paragraph(doc, 'What they cannot know', { bold: true, color: COLORS.brandDark });
  WHAT_THE_FIGURES_CANNOT_KNOW.forEach((text) => paragraph(doc, text));
  spreadFigures(doc, input);
}
