/**
 * The site today (decision 010, "The model": today; HOMER's linear fuel curve): grid energy from the spend and the
 * band's tariff, generator energy from the fuel spend through a HOMER-style linear fuel curve, and
 * whether that agrees with the declared (office) or modelled (home) consumption.
 */
import type { SolarOverrides } from '../solar-overrides.ts';
import type { TariffBand } from '../solar-options.ts';
import { TARIFF_KEYS } from './constants-energy.ts';
import { nonNegative, roundTo, type EngineContext } from './context.ts';
import type {
  Basis,
  CurrentSituation,
  EngineAudit,
  Figure,
  GeneratorSituation,
  GridSituation,
} from './types.ts';
import { formatNumber } from '../number-format.ts';

/** Declared and implied consumption may differ by this much before the report warns. */
const CONSISTENCY_LIMIT_PERCENT = 30;
const BANDS_BY_HOURS: readonly (readonly [
  TariffBand,
  'bandAHours' | 'bandBHours' | 'bandCHours' | 'bandDHours',
])[] = [
  ['A', 'bandAHours'],
  ['B', 'bandBHours'],
  ['C', 'bandCHours'],
  ['D', 'bandDHours'],
];
const BAND_HOUR_KEYS = {
  A: 'bandAHours',
  B: 'bandBHours',
  C: 'bandCHours',
  D: 'bandDHours',
  E: 'bandEHours',
} as const;

const figure = (value: number, unit: string, basis: Basis): Figure => ({
  value: roundTo(value, 2),
  unit,
  basis,
});
const isGiven = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function bandForHours(ctx: EngineContext, hours: number): TariffBand {
  return BANDS_BY_HOURS.find(([, key]) => hours >= ctx.read(key))?.[0] ?? 'E';
}

export function tariffFor(ctx: EngineContext, band: TariffBand): number {
  return ctx.read(TARIFF_KEYS[band]);
}

function gridSituation(
  ctx: EngineContext,
  audit: EngineAudit,
  dailyLoadKwh: number,
  overrideBand: TariffBand | undefined,
): GridSituation | 'none' | null {
  const answeredBand = audit.type === 'home' ? (audit.gridBand ?? undefined) : undefined;
  const answeredHours = isGiven(audit.gridHours) ? nonNegative(audit.gridHours) : null;
  const answeredSpend = isGiven(audit.gridCost) ? nonNegative(audit.gridCost) : null;
  if (answeredHours === null && answeredSpend === null && !answeredBand && !overrideBand) return null;
  // No hours and nothing paid is no grid, whatever band a what-if picks (it has no hours to price); an
  // estimated bill with no supply (hours 0, spend above 0) stays.
  if (answeredHours === 0 && !answeredSpend && !answeredBand) return 'none';

  if (answeredHours !== null && answeredHours > 24) {
    ctx.warn(
      'unusual_grid_hours',
      `${answeredHours} hours of grid a day is more than a day has; we used 24.`,
    );
  }
  const knownBand = answeredBand ?? overrideBand;
  const hoursPerDay =
    answeredHours !== null
      ? figure(Math.min(24, answeredHours), 'h/day', 'answered')
      : figure(
          knownBand ? ctx.read(BAND_HOUR_KEYS[knownBand]) : ctx.read('gridHoursDefault'),
          'h/day',
          'assumed',
        );
  const band = overrideBand ?? answeredBand ?? bandForHours(ctx, hoursPerDay.value);
  const tariff = tariffFor(ctx, band);
  const daysPerMonth = ctx.read('daysPerMonth');
  const monthlySpend =
    answeredSpend !== null
      ? figure(answeredSpend, '₦/month', 'answered')
      : figure(((dailyLoadKwh * hoursPerDay.value) / 24) * daysPerMonth * tariff, '₦/month', 'assumed');
  const monthlyKwh = monthlySpend.value / tariff;

  return {
    hoursPerDay,
    band,
    bandBasis: overrideBand ? 'override' : answeredBand ? 'answered' : 'assumed',
    tariff,
    monthlySpend,
    dailyKwh: roundTo(monthlyKwh / daysPerMonth, 3),
    annualKwh: roundTo(monthlyKwh * 12, 1),
    annualSpend: Math.round(monthlySpend.value * 12),
    costPerKwh: tariff,
  };
}

export function fuelCurve(
  ctx: EngineContext,
  fuel: GeneratorSituation['fuel'],
): { intercept: number; slope: number; price: number } {
  if (fuel === 'diesel')
    return {
      intercept: ctx.read('dieselIntercept'),
      slope: ctx.read('dieselSlope'),
      price: ctx.read('dieselPrice'),
    };
  const petrol = { intercept: ctx.read('petrolIntercept'), slope: ctx.read('petrolSlope') };
  if (fuel === 'pms') return { ...petrol, price: ctx.read('petrolPrice') };
  const kgPerLitre = ctx.read('lpgPerPetrolLitre');
  return {
    intercept: petrol.intercept * kgPerLitre,
    slope: petrol.slope * kgPerLitre,
    price: ctx.read('lpgPrice'),
  };
}

/** The fuel type's default price (what a fuel-price override replaces). */
export function defaultFuelPrice(ctx: EngineContext, fuel: GeneratorSituation['fuel']): number {
  return fuelCurve(ctx, fuel).price;
}

function generatorSituation(
  ctx: EngineContext,
  audit: EngineAudit,
  {
    dailyLoadKwh,
    peakKw,
    gridHours,
    fuelPriceOverride,
  }: {
    dailyLoadKwh: number;
    peakKw: number;
    gridHours: Figure | null;
    fuelPriceOverride: number | undefined;
  },
): GeneratorSituation | null {
  const fuel = audit.gen;
  if (!fuel || fuel === 'none') return null;

  const curve = fuelCurve(ctx, fuel);
  const price = fuelPriceOverride ?? curve.price;
  const powerFactor = ctx.read('powerFactor');
  const answeredSize = nonNegative(audit.genSize);
  const sizeKva =
    answeredSize > 0
      ? figure(answeredSize, 'kVA', 'answered')
      : figure(Math.max(1, (peakKw / powerFactor) * ctx.read('inverterMargin')), 'kVA', 'assumed');
  const ratedKw = sizeKva.value * powerFactor;
  const averageLoadKw = Math.min(dailyLoadKwh / 24, ratedKw);
  const fuelPerHour = curve.intercept * ratedKw + curve.slope * averageLoadKw;
  const daysPerMonth = ctx.read('daysPerMonth');
  const maxFuelPerMonth = (curve.intercept + curve.slope) * ratedKw * 24 * daysPerMonth;
  const outageHours = 24 - (gridHours?.value ?? ctx.read('gridHoursDefault'));
  const monthlySpend = isGiven(audit.fuel)
    ? figure(nonNegative(audit.fuel), '₦/month', 'answered')
    : figure(fuelPerHour * outageHours * daysPerMonth * price, '₦/month', 'assumed');

  // An answered spend bought fuel at today's market price; a what-if price re-prices those same litres
  // (the generator keeps running as it does), so a dearer fuel means a bigger bill and faster payback.
  let fuelPerMonth = monthlySpend.value / (monthlySpend.basis === 'answered' ? curve.price : price);
  if (fuelPerMonth > maxFuelPerMonth) {
    ctx.warn(
      'fuel_beyond_generator',
      `₦${formatNumber(Math.round(monthlySpend.value))} a month buys more fuel than a ${sizeKva.value} kVA generator can burn at full load all month; we counted what it can burn. Please check the fuel cost and size.`,
    );
    fuelPerMonth = maxFuelPerMonth;
  }
  const runHoursPerDay = averageLoadKw > 0 ? Math.min(24, fuelPerMonth / daysPerMonth / fuelPerHour) : 0;
  if (
    gridHours?.basis === 'answered' &&
    monthlySpend.basis === 'answered' &&
    runHoursPerDay > outageHours + 0.5
  ) {
    ctx.warn(
      'generator_hours_beyond_outage',
      `Your fuel spend means the generator runs about ${roundTo(runHoursPerDay, 1)} h a day, longer than the grid is off (${roundTo(outageHours, 1)} h).`,
    );
  }

  const dailyKwh = averageLoadKw * runHoursPerDay;
  const annualFuelCost = fuelPerMonth * price * 12;
  const annualMaintenance = annualFuelCost * ctx.read('generatorMaintenance');

  return {
    fuel,
    fuelUnit: fuel === 'lpg' ? 'kg' : 'L',
    sizeKva,
    fuelPrice: price,
    monthlySpend,
    fuelPerMonth: roundTo(fuelPerMonth, 1),
    maxFuelPerMonth: roundTo(maxFuelPerMonth, 1),
    averageLoadKw: roundTo(averageLoadKw, 3),
    fuelPerHour: roundTo(fuelPerHour, 3),
    runHoursPerDay: roundTo(runHoursPerDay, 2),
    dailyKwh: roundTo(dailyKwh, 3),
    annualKwh: roundTo(dailyKwh * daysPerMonth * 12, 1),
    costPerKwh:
      dailyKwh > 0 ? Math.round((annualFuelCost + annualMaintenance) / (dailyKwh * daysPerMonth * 12)) : null,
    annualFuelCost: Math.round(annualFuelCost),
    annualMaintenance: Math.round(annualMaintenance),
    annualFuel: roundTo(fuelPerMonth * 12, 1),
  };
}

export function currentSituationOf(
  ctx: EngineContext,
  {
    audit,
    dailyLoadKwh,
    peakKw,
    overrides,
  }: { audit: EngineAudit; dailyLoadKwh: number; peakKw: number; overrides: SolarOverrides },
): CurrentSituation {
  const gridAnswer = gridSituation(ctx, audit, dailyLoadKwh, overrides.tariffBand);
  const grid = gridAnswer === 'none' ? null : gridAnswer;
  const hasGrid = gridAnswer === 'none' ? false : gridAnswer === null ? null : true;
  const generator = generatorSituation(ctx, audit, {
    dailyLoadKwh,
    peakKw,
    // No grid answered is 0 hours of supply, not the national average.
    gridHours: grid?.hoursPerDay ?? (hasGrid === false ? figure(0, 'h/day', 'answered') : null),
    fuelPriceOverride: overrides.fuelPrice,
  });
  const hasGenerator = audit.gen ? audit.gen !== 'none' : null;
  const isAnswered = (spend: Figure | undefined) => spend === undefined || spend.basis === 'answered';
  const isComplete =
    hasGrid !== null &&
    hasGenerator !== null &&
    (grid !== null || generator !== null) &&
    isAnswered(grid?.monthlySpend) &&
    isAnswered(generator?.monthlySpend);

  const impliedDailyKwh = isComplete ? (grid?.dailyKwh ?? 0) + (generator?.dailyKwh ?? 0) : null;
  const differencePercent = impliedDailyKwh
    ? roundTo(((dailyLoadKwh - impliedDailyKwh) / impliedDailyKwh) * 100, 1)
    : null;
  const isConsistent =
    differencePercent === null ? null : Math.abs(differencePercent) <= CONSISTENCY_LIMIT_PERCENT;
  if (isConsistent === false && differencePercent !== null && impliedDailyKwh !== null) {
    const declared =
      audit.type === 'office' ? 'Your declared daily consumption' : 'Our estimate of your home’s use';
    ctx.warn(
      'inconsistent_consumption',
      `${declared} (${roundTo(dailyLoadKwh, 1)} kWh a day) is ${Math.abs(Math.round(differencePercent))} % ${differencePercent > 0 ? 'above' : 'below'} what your grid and fuel spend imply (${roundTo(impliedDailyKwh, 1)} kWh a day). The system is sized on the first; please check both.`,
    );
  }

  const existingInverter = nonNegative(audit.inverter);
  return {
    grid,
    hasGrid,
    generator,
    hasGenerator,
    existingInverterKva: existingInverter > 0 ? existingInverter : null,
    declaredDailyKwh: roundTo(dailyLoadKwh, 3),
    impliedDailyKwh: impliedDailyKwh === null ? null : roundTo(impliedDailyKwh, 3),
    differencePercent,
    isConsistent,
    annualSpend:
      grid || generator
        ? Math.round(
            (grid?.annualSpend ?? 0) +
              (generator ? generator.annualFuelCost + generator.annualMaintenance : 0),
          )
        : null,
  };
}
