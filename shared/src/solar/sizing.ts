/**
 * Sizing one system option (decision 010, "The model"): the array from the daily energy, the
 * sun and the roof; the inverter from the running load and the motor start, with charge controllers
 * for an array beyond its PV input when they cost less than a larger inverter (inverter.ts, decision
 * 062); the system voltage from the inverter; the battery from the night energy. Every step only rounds up, so more
 * load never gives a smaller system and less roof never gives a larger array.
 */
import type { BatteryType, RoofType } from '../solar-options.ts';
import { roundTo, type EngineContext } from './context.ts';
import { sizeConversion } from './inverter.ts';
import type { BatteryDesign, PvDesign, SystemDesign, TierLoad } from './types.ts';
import { formatNumber } from '../number-format.ts';

/** Guards ceil/floor against float noise such as 46.00000000001 modules. */
const EPSILON = 1e-9;

export type SizingOptions = {
  annualGhi: number;
  rainySeasonGhi: number;
  performanceRatio: number;
  shadingFactor: number;
  tilt: number;
  orientation: 'south' | 'north';
  moduleWatts: number;
  /** Roof or land for the panels; null when not given (0 or blank), which sets no limit. */
  areaM2: number | null;
  roofType: RoofType | null;
  chemistry: BatteryType;
  /** The battery's round trip: what passes through it at night costs 1 ÷ η of its energy in panels. */
  roundTrip: number;
  autonomyDays: number;
  /** The most nights of storage the search may buy (decision 036, "Full backup and the generator"). */
  mostAutonomyDays: number;
  existingInverterKva: number | null;
};

function layoutFactor(ctx: EngineContext, roofType: RoofType | null): number {
  if (roofType === 'flat') return ctx.read('layoutFlat');
  if (roofType === 'ground') return ctx.read('layoutGround');
  return ctx.read('layoutPitched');
}

/**
 * How far a searched system departs from the rule of thumb (docs/solar-method.md, "Sizing by search"):
 * the array and the battery as multiples of what the rule asks for, and the inverter as standard sizes
 * above the smallest that carries the load (and the array, where that costs less than controllers). The rule itself is `{ pv: 1, battery: 1, inverterStep: 0 }`.
 */
export type SizeScale = { pv: number; battery: number; inverterStep: number };

export const RULE_OF_THUMB: SizeScale = { pv: 1, battery: 1, inverterStep: 0 };

function sizeArray(ctx: EngineContext, tier: TierLoad, options: SizingOptions, scale: number): PvDesign {
  const designIrradiance = tier.design === 'rainy_season' ? options.rainySeasonGhi : options.annualGhi;
  const kwhPerKwpDay = designIrradiance * options.performanceRatio * options.shadingFactor;
  const throughBattery = options.roundTrip > 0 ? tier.nightKwh * (1 / options.roundTrip - 1) : 0;
  const requiredKwp = kwhPerKwpDay > 0 ? (tier.dailyKwh + throughBattery) / kwhPerKwpDay : 0;
  const moduleKw = options.moduleWatts / 1000;
  const areaPerModule =
    (options.moduleWatts / ctx.read('modulePowerDensity')) * layoutFactor(ctx, options.roofType);
  // The roof is judged against the rule's need; a searched system only ever takes fewer or more modules.
  const modulesNeeded = Math.ceil(requiredKwp / moduleKw - EPSILON);
  const modulesWanted = Math.ceil((requiredKwp * scale) / moduleKw - EPSILON);
  const modulesOnArea = options.areaM2 === null ? null : Math.floor(options.areaM2 / areaPerModule + EPSILON);
  const moduleCount = Math.max(0, Math.min(modulesWanted, modulesOnArea ?? modulesWanted));

  return {
    requiredKwp: roundTo(requiredKwp, 3),
    kwp: roundTo(moduleCount * moduleKw, 3),
    moduleWatts: options.moduleWatts,
    moduleCount,
    tilt: options.tilt,
    orientation: options.orientation,
    designIrradiance: roundTo(designIrradiance, 3),
    areaNeededM2: roundTo(modulesNeeded * areaPerModule, 1),
    areaUsedM2: roundTo(moduleCount * areaPerModule, 1),
    areaAvailableM2: options.areaM2,
    maxKwpOnArea: modulesOnArea === null ? null : roundTo(modulesOnArea * moduleKw, 3),
    isAreaLimited: modulesOnArea !== null && modulesNeeded > modulesOnArea,
    fillsArea: modulesOnArea !== null && moduleCount === modulesOnArea,
    roofType: options.roofType,
  };
}

/** C = E_night × autonomy ÷ (DoD × η_discharge × η_inverter), in whole strings at the system voltage. */
function sizeBattery(
  ctx: EngineContext,
  tier: TierLoad,
  options: SizingOptions,
  { voltage, scale }: { voltage: 12 | 24 | 48; scale: number },
): BatteryDesign {
  const isLithium = options.chemistry === 'lithium';
  const depthOfDischarge = ctx.read(isLithium ? 'lithiumDepthOfDischarge' : 'tubularDepthOfDischarge');
  const efficiency =
    ctx.read(isLithium ? 'lithiumEfficiency' : 'tubularEfficiency') * ctx.read('inverterEfficiency');
  const requiredKwh = (scale * tier.nightKwh * options.autonomyDays) / (depthOfDischarge * efficiency);
  // Lithium racks come at the system voltage; tubular 12 V batteries are strung in series to reach it.
  const moduleKwh = isLithium ? (ctx.read('lithiumModuleKwh') * voltage) / 48 : ctx.read('tubularBatteryKwh');
  const modulesPerString = isLithium ? 1 : voltage / 12;
  const strings = Math.max(0, Math.ceil(requiredKwh / (moduleKwh * modulesPerString) - EPSILON));
  const nominalKwh = strings * modulesPerString * moduleKwh;

  return {
    chemistry: options.chemistry,
    nominalKwh: roundTo(nominalKwh, 2),
    usableKwh: roundTo(nominalKwh * depthOfDischarge, 2),
    moduleKwh: roundTo(moduleKwh, 2),
    moduleCount: strings * modulesPerString,
    autonomyDays: options.autonomyDays,
    depthOfDischarge,
    nightlyKwh: roundTo(tier.nightKwh, 3),
  };
}

/** A sizing figure in a sentence, at most 2 decimals: `2.75`, `1,200`. */
export const formatFigure = (value: number) => formatNumber(value, { maximumFractionDigits: 2 });

function describeSystem({
  pv,
  battery,
  inverter,
  chargeControllers,
}: Omit<SystemDesign, 'summary' | 'systemVoltage'>): string {
  const solar =
    pv.kwp > 0
      ? `${formatFigure(pv.kwp)} kWp solar (${formatFigure(pv.moduleCount)} × ${pv.moduleWatts} W)`
      : 'no solar panels';
  const storage =
    battery.nominalKwh > 0
      ? `${formatFigure(battery.nominalKwh)} kWh ${battery.chemistry} battery`
      : 'no battery';
  const conversion =
    inverter.units > 1
      ? `${formatFigure(inverter.units)} × ${formatFigure(inverter.unitKva)} kVA inverters`
      : inverter.kva > 0
        ? `${formatFigure(inverter.kva)} kVA inverter`
        : 'no inverter';
  const { units, unitAmps } = chargeControllers;
  const controllers =
    units > 1
      ? ` · ${formatFigure(units)} × ${formatFigure(unitAmps)} A charge controllers`
      : units === 1
        ? ` · ${formatFigure(unitAmps)} A charge controller`
        : '';
  return `${solar} · ${storage} · ${conversion}${controllers}`;
}

/** The rule of thumb's system, or one `scale` away from it (sizing-search.ts). */
export function sizeSystem(
  ctx: EngineContext,
  tier: TierLoad,
  options: SizingOptions,
  scale: SizeScale = RULE_OF_THUMB,
): SystemDesign {
  const pv = sizeArray(ctx, tier, options, scale.pv);
  const { inverter, chargeControllers, systemVoltage } = sizeConversion(ctx, tier, pv.kwp, {
    existingKva: options.existingInverterKva,
    step: scale.inverterStep,
  });
  const battery = sizeBattery(ctx, tier, options, { voltage: systemVoltage, scale: scale.battery });
  const parts = { pv, battery, inverter, chargeControllers };

  return { ...parts, systemVoltage, summary: describeSystem(parts) };
}
