import { BATTERY_TYPE_LABELS, GENERATOR_CHOICE_LABELS, TARIFF_BAND_LABELS } from '@powerpay/shared';
import type { EnergyReport, TierOption } from '@powerpay/shared/solar-core';
import { costPerKwhBars, solarResourceSeries } from '@powerpay/shared/solar-report-charts';
import {
  areaNote,
  chargeControllerFact,
  areaUsedText,
  formatAmount,
  formatCompactNaira,
  formatPercent,
  formatReportNaira,
  impliedUseWarning,
  isChosenInWhatIf,
  paybackText,
  sameSystemNote,
  searchNote,
} from '@powerpay/shared/solar-report-text';

import { cn } from '@/lib/cn';

import { BarChart } from './charts/bar-chart';
import { CHART_COLORS } from './charts/chart-frame';
import { BasisTag, Fact, Facts, ReportSection, Warning } from './report-section';

const BAR_COLORS = { grid: '#6b7280', generator: CHART_COLORS.accent, solar: CHART_COLORS.brand } as const;

export function CurrentSituationSection({ report }: { report: EnergyReport }) {
  const { grid, generator, impliedDailyKwh, declaredDailyKwh } = report.currentSituation;
  const impliedUse = impliedUseWarning(report.currentSituation);
  const isFuelPriceChosen = isChosenInWhatIf(report, 'fuelPrice');
  const bars = costPerKwhBars(report);
  const cheapest = [...bars].sort((left, right) => left.value - right.value)[0];
  return (
    <ReportSection id="current-situation">
      <Facts>
        {grid ? (
          <Fact
            label="Grid"
            value={`${formatReportNaira(grid.monthlySpend.value)} a month`}
            note={
              <>
                {formatAmount(grid.hoursPerDay.value)} h/day, {TARIFF_BAND_LABELS[grid.band]}
                {isChosenInWhatIf(report, 'tariffBand') ? ' (your what-if choice)' : ''}{' '}
                <BasisTag basis={grid.monthlySpend.basis} />
              </>
            }
          />
        ) : (
          // No grid answered (0 hours, nothing paid), or nothing about it answered (its questions are optional).
          <Fact label="Grid" value={report.currentSituation.hasGrid === false ? 'None' : 'Not given'} />
        )}
        {generator ? (
          <Fact
            label="Generator"
            // A what-if fuel price re-prices the same litres (situation.ts): the bill shown is the one counted.
            value={`${formatReportNaira(isFuelPriceChosen ? generator.annualFuelCost / 12 : generator.monthlySpend.value)} a month`}
            note={
              <>
                {GENERATOR_CHOICE_LABELS[generator.fuel]}, {formatAmount(generator.sizeKva.value)} kVA, about{' '}
                {formatAmount(generator.runHoursPerDay)} h/day
                {isFuelPriceChosen
                  ? `, ${formatAmount(generator.fuelPerMonth)} ${generator.fuelUnit} a month at ${formatReportNaira(generator.fuelPrice)}/${generator.fuelUnit}`
                  : ''}{' '}
                <BasisTag basis={isFuelPriceChosen ? 'override' : generator.monthlySpend.basis} />
              </>
            }
          />
        ) : (
          <Fact
            label="Generator"
            value={report.currentSituation.hasGenerator === false ? 'None' : 'Not given'}
          />
        )}
        <Fact
          label="Energy you use"
          value={`${formatAmount(declaredDailyKwh)} kWh a day`}
          note={
            impliedDailyKwh !== null
              ? `Your bills imply ${formatAmount(impliedDailyKwh)} kWh a day`
              : undefined
          }
        />
      </Facts>
      {bars.length > 0 ? (
        <BarChart
          title="What one kWh costs you (₦)"
          summary={
            bars.map((bar) => `${bar.label} ${formatReportNaira(bar.value)}`).join(', ') +
            (cheapest ? `. Cheapest: ${cheapest.label}.` : '')
          }
          bars={bars.map((bar) => ({ label: bar.label, value: bar.value, color: BAR_COLORS[bar.id] }))}
          format={(value) => formatCompactNaira(value)}
          valueHeader="₦ per kWh"
          height={220}
        />
      ) : (
        <p className="text-sm text-gray-600">
          Tell us your grid and generator spend (the optional questions) to compare what each kWh costs you.
        </p>
      )}
      {impliedUse ? <Warning>{impliedUse}</Warning> : null}
    </ReportSection>
  );
}

export function LoadProfileSection({ report }: { report: EnergyReport }) {
  const { load } = report;
  return (
    <ReportSection id="load-profile">
      <Facts>
        <Fact
          label="Daily use"
          value={`${formatAmount(load.dailyKwh.value)} kWh`}
          note={<BasisTag basis={load.dailyKwh.basis} />}
        />
        <Fact
          label="Day / night"
          value={`${formatAmount(load.dayKwh.value)} / ${formatAmount(load.nightKwh.value)} kWh`}
          note={<BasisTag basis={load.dayKwh.basis} />}
        />
        <Fact
          label="Peak"
          value={`${formatAmount(load.peakKw.value)} kW`}
          note={<BasisTag basis={load.peakKw.basis} />}
        />
      </Facts>
      <ul className="flex flex-col gap-2" aria-label="Daily use by appliance group">
        {load.groups.map((group) => (
          <li key={group.id} className="flex flex-col gap-1">
            <div className="flex justify-between gap-3 text-sm">
              <span className="text-ink">
                {group.label}
                {group.isOnBatteryAtNight ? (
                  <span className="ml-2 text-xs text-gray-600">· at night too</span>
                ) : null}
              </span>
              <span className="shrink-0 font-semibold tabular-nums">{formatAmount(group.dailyKwh)} kWh</span>
            </div>
            <div className="h-2 rounded-full bg-gray-100" aria-hidden="true">
              <div
                className="h-2 rounded-full bg-brand-500"
                style={{
                  width: `${Math.min(100, (group.dailyKwh / Math.max(load.dailyKwh.value, 0.001)) * 100)}%`,
                }}
              />
            </div>
          </li>
        ))}
      </ul>
    </ReportSection>
  );
}

export function SolarResourceSection({ report }: { report: EnergyReport }) {
  const series = solarResourceSeries(report);
  const sorted = [...series].sort((left, right) => left.ghi - right.ghi);
  return (
    <ReportSection id="solar-resource">
      <p className="text-sm text-gray-700">{report.site.description}</p>
      <BarChart
        title="Sunshine per day by month (kWh/m², peak sun hours)"
        summary={`Sunniest ${sorted.at(-1)?.month} at ${sorted.at(-1)?.ghi.toFixed(1)}, darkest ${sorted[0]?.month} at ${sorted[0]?.ghi.toFixed(1)}.`}
        bars={series.map((point) => ({ label: point.month, value: point.ghi }))}
        format={(value) => value.toFixed(1)}
        valueHeader="kWh/m² per day"
        color={CHART_COLORS.accent}
      />
    </ReportSection>
  );
}

export function RecommendedSystemSection({ report }: { report: EnergyReport }) {
  const { pv, battery, inverter, chargeControllers, systemVoltage } = report.system;
  const controllers = chargeControllerFact(chargeControllers, inverter.pvInputKwp);
  return (
    <ReportSection id="recommended-system">
      <Facts>
        <Fact
          label="Solar array"
          value={`${formatAmount(pv.kwp)} kWp`}
          note={`${formatAmount(pv.moduleCount)} × ${pv.moduleWatts} W, ${pv.tilt}° facing ${pv.orientation}`}
        />
        <Fact label="Roof or land used" value={areaUsedText(pv)} note={areaNote(pv)} />
        <Fact
          label="Battery"
          value={`${formatAmount(battery.nominalKwh)} kWh`}
          note={`${formatAmount(battery.usableKwh)} kWh usable, ${BATTERY_TYPE_LABELS[battery.chemistry]}`}
        />
        <Fact
          label="Inverter"
          value={`${formatAmount(inverter.kva)} kVA`}
          note={`${systemVoltage} V, surge ${inverter.isSurgeOk ? 'OK' : 'too low'} for motors`}
        />
        {controllers ? (
          <Fact label="Charge controllers" value={controllers.value} note={controllers.note} />
        ) : null}
      </Facts>
      <h3 className="text-sm font-semibold text-ink">Three options side by side</h3>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-3" aria-label="System options">
        {report.tiers.map((tier, index) => (
          <TierCard key={tier.id} tier={tier} sameAsBefore={sameSystemNote(report.tiers, index)} />
        ))}
      </ul>
    </ReportSection>
  );
}

function TierCard({ tier, sameAsBefore }: { tier: TierOption; sameAsBefore: string | null }) {
  return (
    <li
      className={cn(
        'flex flex-col gap-2 rounded-xl border p-4',
        tier.isRecommended ? 'border-brand-500 bg-brand-50/50 ring-1 ring-brand-500' : 'border-gray-200',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h4 className="font-bold text-ink">{tier.label}</h4>
        {tier.isRecommended ? (
          <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
            Recommended
          </span>
        ) : null}
      </div>
      <p className="text-sm text-gray-700">{tier.description}</p>
      {sameAsBefore ? <p className="text-sm font-medium text-amber-800">{sameAsBefore}</p> : null}
      <p className="text-sm font-medium text-ink">{tier.system.summary}</p>
      <dl className="mt-auto grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 border-t border-gray-100 pt-2 text-sm">
        <dt className="text-gray-600">Cost</dt>
        <dd className="text-right font-semibold break-words tabular-nums">
          {formatCompactNaira(tier.costs.total)}
        </dd>
        <dt className="text-gray-600">Solar share</dt>
        <dd className="text-right tabular-nums">{formatPercent(tier.solarFraction)}</dd>
        <dt className="text-gray-600">Payback</dt>
        <dd className="text-right">{paybackText(tier)}</dd>
      </dl>
      <p className="text-xs text-gray-600" data-testid="tier-search">
        {searchNote(tier)}
      </p>
    </li>
  );
}
