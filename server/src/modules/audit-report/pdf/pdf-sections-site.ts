import { BATTERY_TYPE_LABELS, GENERATOR_CHOICE_LABELS, TARIFF_BAND_LABELS } from '@powerpay/shared';
import { costPerKwhBars, solarResourceSeries } from '@powerpay/shared/solar-report-charts';
import {
  areaUsedText,
  chargeControllerFact,
  formatAmount,
  formatCompactNaira,
  impliedUseWarning,
  isChosenInWhatIf,
  paybackText,
  sameSystemNote,
  searchNote,
} from '@powerpay/shared/solar-report-text';
import { NO_POWER_TODAY, hasNoPowerToday } from '@powerpay/shared/solar-report-without-spend';
import type { Figure } from '@powerpay/shared/solar';
import { barChart } from './pdf-charts.ts';
import { COLORS, factTiles, paragraph, sectionHeading, table, warningBox, type Doc } from './pdf-layout.ts';
import { NAIRA, naira, titleOf, type SectionInput } from './pdf-section-input.ts';
const basis = (figure: Figure) => (figure.basis === 'answered' ? 'your answer' : 'assumed');

export function currentSituationSection(doc: Doc, { report, number }: SectionInput) {
  sectionHeading(doc, number, titleOf('current-situation'));
  const { grid, generator } = report.currentSituation;
  const rows: string[][] = [];
  if (grid) {
    rows.push([
      'Grid',
      `${formatAmount(grid.hoursPerDay.value)} h/day (${basis(grid.hoursPerDay)}), ${TARIFF_BAND_LABELS[grid.band]}`,
      `${naira(grid.monthlySpend.value)}/month (${basis(grid.monthlySpend)})`,
      `${formatAmount(grid.dailyKwh)} kWh/day`,
      naira(grid.costPerKwh),
    ]);
  }
  if (generator) {
    rows.push([
      'Generator',
      `${GENERATOR_CHOICE_LABELS[generator.fuel]}, ${formatAmount(generator.sizeKva.value)} kVA, ~${formatAmount(generator.runHoursPerDay)} h/day`,
      // A what-if fuel price re-prices the same litres: the bill shown is the one the report counts.
      isChosenInWhatIf(report, 'fuelPrice')
        ? `${naira(generator.annualFuelCost / 12)}/month (${formatAmount(generator.fuelPerMonth)} ${generator.fuelUnit} at your what-if price)`
        : `${naira(generator.monthlySpend.value)}/month (${basis(generator.monthlySpend)})`,
      `${formatAmount(generator.dailyKwh)} kWh/day`,
      generator.costPerKwh === null ? '–' : naira(generator.costPerKwh),
    ]);
  }
  if (rows.length > 0) {
    table(
      doc,
      [
        { header: 'Source', width: 70 },
        { header: 'Use', width: 170 },
        { header: 'Spend', width: 130 },
        { header: 'Energy', width: 70, align: 'right' },
        { header: 'Per kWh', width: 70, align: 'right' },
      ],
      rows,
    );
  } else {
    paragraph(
      doc,
      hasNoPowerToday(report)
        ? NO_POWER_TODAY
        : 'You did not tell us your grid or generator spend, so the report cannot compare costs yet.',
      { color: COLORS.muted },
    );
  }
  const bars = costPerKwhBars(report);
  if (bars.length > 0) {
    barChart(doc, {
      title: 'What one kWh costs you (NGN)',
      bars: bars.map((bar) => ({
        label: bar.label,
        value: bar.value,
        color: bar.id === 'solar' ? COLORS.brand : bar.id === 'generator' ? COLORS.accent : '#6b7280',
      })),
      format: (value) => formatCompactNaira(value, NAIRA),
      height: 120,
    });
  }
  const impliedUse = impliedUseWarning(report.currentSituation);
  if (impliedUse) warningBox(doc, impliedUse);
}

export function loadProfileSection(doc: Doc, { report, number }: SectionInput) {
  sectionHeading(doc, number, titleOf('load-profile'));
  const { load } = report;
  factTiles(doc, [
    { label: `Daily use (${basis(load.dailyKwh)})`, value: formatAmount(load.dailyKwh.value, 'kWh') },
    {
      label: 'Day / night',
      value: `${formatAmount(load.dayKwh.value)} / ${formatAmount(load.nightKwh.value)} kWh`,
    },
    { label: `Peak (${basis(load.peakKw)})`, value: formatAmount(load.peakKw.value, 'kW') },
  ]);
  table(
    doc,
    [
      { header: 'Appliance group', width: 260 },
      { header: 'kWh per day', width: 90, align: 'right' },
      { header: 'On battery at night', width: 120 },
    ],
    load.groups.map((group) => [
      group.label,
      formatAmount(group.dailyKwh),
      group.isOnBatteryAtNight ? 'Yes' : 'No',
    ]),
  );
}

export function solarResourceSection(doc: Doc, { report, number }: SectionInput) {
  sectionHeading(doc, number, titleOf('solar-resource'));
  paragraph(doc, report.site.description);
  barChart(doc, {
    title: 'Sunshine per day, by month (kWh/m² = peak sun hours)',
    bars: solarResourceSeries(report).map((point) => ({ label: point.month, value: point.ghi })),
    format: (value) => value.toFixed(1),
    color: COLORS.accent,
    height: 120,
  });
}

export function recommendedSystemSection(doc: Doc, { report, number }: SectionInput) {
  sectionHeading(doc, number, titleOf('recommended-system'));
  const { pv, battery, inverter, chargeControllers, systemVoltage } = report.system;
  const controllers = chargeControllerFact(chargeControllers, inverter.pvInputKwp);
  factTiles(doc, [
    {
      label: 'Solar array',
      value: `${formatAmount(pv.kwp)} kWp (${formatAmount(pv.moduleCount)} × ${pv.moduleWatts} W)`,
    },
    { label: 'Tilt and facing', value: `${pv.tilt}° facing ${pv.orientation}` },
    { label: 'Roof or land', value: areaUsedText(pv) },
    {
      label: 'Battery',
      value: `${formatAmount(battery.nominalKwh)} kWh (${formatAmount(battery.usableKwh)} usable)`,
    },
    { label: 'Chemistry', value: BATTERY_TYPE_LABELS[battery.chemistry] },
    {
      label: 'Inverter',
      value: `${formatAmount(inverter.kva)} kVA, ${systemVoltage} V${inverter.isSurgeOk ? ', surge OK' : ''}`,
    },
    ...(controllers ? [{ label: 'Charge controllers (MPPT)', value: controllers.value }] : []),
  ]);
  paragraph(doc, 'Three options side by side', { bold: true });
  table(
    doc,
    [
      { header: 'Option', width: 90 },
      { header: 'System', width: 230 },
      { header: 'Cost', width: 90, align: 'right' },
      { header: 'Payback', width: 100 },
    ],
    report.tiers.map((tier, index) => [
      `${tier.label}${tier.isRecommended ? ' (recommended)' : ''}`,
      [tier.system.summary, tier.description, sameSystemNote(report.tiers, index), searchNote(tier)]
        .filter(Boolean)
        .join('\n'),
      naira(tier.costs.total),
      paybackText(tier),
    ]),
  );
}
