import { formatAmount } from '@powerpay/shared/solar-report-text';
import { billsBasisNote, generatorBeforeAfter } from '@powerpay/shared/solar/hourly/before-after';
import {
  batteryWeekOf,
  dateOfDay,
  dayRows,
  dayTotals,
  monthlySupplyRows,
  type SimulationView,
} from '@powerpay/shared/solar/hourly/report-views';

import { ScrollRegion } from '@/components/ui/scroll-region';

import { BatteryWeekChart } from './charts/battery-week-chart';
import { DataTable } from './charts/chart-frame';
import { StackedSupplyChart, loadOverlay, solarMadeOverlay } from './charts/stacked-bar-chart';

const DAY_TITLES = {
  dry_season: 'A typical dry-season day',
  rainy_season: 'A typical rainy-season day',
} as const;

/** "Solar 9.1 kWh, battery 6.2 kWh, grid 3 kWh": the sources that served something, in dispatch order. */
function sourcesText(totals: ReturnType<typeof dayTotals>): string {
  const parts: [string, number][] = [
    ['solar', totals.solar],
    ['battery', totals.battery],
    ['grid', totals.grid],
    ['generator', totals.generator],
    ['not met', totals.unmet],
  ];
  return parts
    .filter(([, kwh]) => kwh > 0)
    .map(([name, kwh]) => `${name} ${formatAmount(kwh)} kWh`)
    .join(', ');
}

function TypicalDay({ day }: { day: SimulationView['typicalDays'][number] }) {
  const rows = dayRows(day);
  const totals = dayTotals(rows);
  const title = `${DAY_TITLES[day.id]} (${dateOfDay(day.dayOfYear)}), kWh each hour`;
  return (
    <StackedSupplyChart
      title={title}
      summary={`Use ${formatAmount(totals.load)} kWh, panels made ${formatAmount(totals.solarMade)} kWh; served by ${sourcesText(totals)}.`}
      rows={rows}
      unit="kWh"
      labelEvery={6}
      overlays={[loadOverlay(rows), solarMadeOverlay(rows.map((row) => row.solarMade))]}
    />
  );
}

/**
 * The hour-by-hour simulation as the report shows it (docs/decisions/051): two typical days, a week
 * of the battery, the year by month and source, and the generator before and after.
 */
export function HourByHour({
  simulation,
  fuelUnit,
}: {
  simulation: SimulationView;
  fuelUnit: 'L' | 'kg' | null;
}) {
  const monthly = monthlySupplyRows(simulation.monthly);
  const week = batteryWeekOf({
    stateOfChargeKwh: simulation.batteryWeek.stateOfChargeKwh,
    usableKwh: simulation.usableBatteryKwh,
    firstDay: simulation.batteryWeek.firstDay,
  });
  const beforeAfter = generatorBeforeAfter({
    before: simulation.before,
    after: simulation.after,
    fuelUnit,
  });
  const billsNote = billsBasisNote(simulation);
  const lowest = Math.min(...week.days.map((day) => day.lowest));
  return (
    <>
      <p className="text-sm text-gray-700">
        We ran your recommended system through every hour of a year at your site: the sun of each day, your
        use hour by hour and the grid&apos;s hours on and off. Solar serves your use first and charges the
        battery; the battery serves the evening and night; then the grid when it is on, then the generator.
      </p>
      {simulation.typicalDays.map((day) => (
        <TypicalDay key={day.id} day={day} />
      ))}
      <BatteryWeekChart
        week={week}
        summary={`From ${week.days[0]?.label ?? ''}: lowest ${Math.round(lowest)} %, empty for ${week.hoursEmpty} of 168 hours.`}
      />
      <StackedSupplyChart
        title="Where each month's energy comes from (kWh)"
        summary={`Solar and battery serve ${formatAmount(
          monthly.reduce((total, row) => total + row.solar + row.battery, 0),
        )} of ${formatAmount(monthly.reduce((total, row) => total + row.load, 0))} kWh a year.`}
        rows={monthly}
        unit="kWh"
        overlays={[]}
      />
      <ScrollRegion label="The grid and the generator, today and with solar">
        <DataTable
          caption="The grid and the generator, today and with solar"
          headers={['', 'Today', 'With solar']}
          rows={beforeAfter.map((row) => [row.label, formatAmount(row.before), formatAmount(row.after)])}
        />
      </ScrollRegion>
      {billsNote ? <p className="text-sm text-gray-600">{billsNote}</p> : null}
    </>
  );
}
