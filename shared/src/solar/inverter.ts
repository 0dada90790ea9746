/**
 * The inverter and the charge controllers (docs/solar-method.md, "Sizing", decision 062). The hybrid
 * inverter is sized from the load: the running peak with headroom and the largest motor's start. Its
 * own MPPT takes the array up to kVA × power factor × the DC/AC ratio; an array beyond that goes
 * through standalone MPPT charge controllers, DC-coupled to the battery, each taking its rated current
 * at the battery's charging voltage. Per system, whichever an installer pays less for: a hybrid
 * inverter large enough for the whole array (decision 010's rule) or the load's inverter plus
 * controllers.
 */
import { roundTo, type EngineContext } from './context.ts';
import type { ChargeControllerDesign, InverterDesign, TierLoad } from './types.ts';

/** Guards ceil/floor against float noise such as 46.00000000001 units. */
const EPSILON = 1e-9;

export const NO_CHARGE_CONTROLLERS: ChargeControllerDesign = {
  excessKwp: 0,
  units: 0,
  unitAmps: 0,
  unitKwp: 0,
};

export type Conversion = {
  inverter: InverterDesign;
  chargeControllers: ChargeControllerDesign;
  systemVoltage: 12 | 24 | 48;
};

/**
 * The fewest equal units of one standard size that cover `required` (parallel above the largest);
 * `step` standard sizes larger (one more unit of the largest size past the end of the list).
 */
function pickUnits(required: number, sizes: readonly number[], step = 0): { unit: number; units: number } {
  if (!(required > 0)) return { unit: 0, units: 0 };

  const largest = sizes[sizes.length - 1] ?? required;
  const units = Math.max(1, Math.ceil(required / largest - EPSILON));
  const perUnit = required / units;
  const index = sizes.findIndex((size) => size >= perUnit - EPSILON);
  if (index < 0) return { unit: largest, units: units + step };
  const stepped = index + step;
  return stepped < sizes.length
    ? { unit: sizes[stepped] ?? largest, units }
    : { unit: largest, units: units + stepped - sizes.length + 1 };
}

export function systemVoltageFor(ctx: EngineContext, kva: number): 12 | 24 | 48 {
  if (kva >= ctx.read('voltage48From')) return 48;
  if (kva >= ctx.read('voltage24From')) return 24;
  return 12;
}

type InverterInput = {
  tier: TierLoad;
  requiredKva: number;
  existingKva: number | null;
  step: number;
};

function inverterFor(ctx: EngineContext, { tier, requiredKva, existingKva, step }: InverterInput) {
  const powerFactor = ctx.read('powerFactor');
  const startingKw = tier.peakKw + tier.startingExtraKw;
  const { unit: unitKva, units } = pickUnits(requiredKva, ctx.read('inverterSizes'), step);
  const kva = unitKva * units;
  const surgeCapacityKw = kva * powerFactor * ctx.read('surgeCapacity');
  const isExistingReused = existingKva !== null && requiredKva > 0 && existingKva >= requiredKva;
  // A reused inverter's own MPPT takes what its own rating allows.
  const pvInputKwp = (isExistingReused ? existingKva : kva) * powerFactor * ctx.read('dcAcRatio');

  const inverter: InverterDesign = {
    kva: roundTo(kva, 2),
    unitKva,
    units,
    requiredKva: roundTo(requiredKva, 2),
    pvInputKwp: roundTo(pvInputKwp, 3),
    continuousKw: roundTo(tier.peakKw, 3),
    startingKw: roundTo(startingKw, 3),
    surgeCapacityKw: roundTo(surgeCapacityKw, 2),
    isSurgeOk: startingKw <= surgeCapacityKw + EPSILON,
    existingKva,
    isExistingReused,
  };
  return inverter;
}

/** Whole controllers of one standard class for the array beyond the inverter's PV input (kWp). */
function chargeControllersFor(
  ctx: EngineContext,
  excessKwp: number,
  voltage: 12 | 24 | 48,
): ChargeControllerDesign {
  if (!(excessKwp > EPSILON)) return NO_CHARGE_CONTROLLERS;
  // A controller passes its rated current at the charging voltage: P = I × V_nominal × (V_charge ÷ V_nominal).
  const kwPerAmp = (voltage * ctx.read('chargingVoltageRatio')) / 1000;
  const { unit: unitAmps, units } = pickUnits(excessKwp / kwPerAmp, ctx.read('chargeControllerSizes'));
  return {
    excessKwp: roundTo(excessKwp, 3),
    units,
    unitAmps,
    unitKwp: roundTo(unitAmps * kwPerAmp, 3),
  };
}

/** What the installer pays for the inverter (nothing when the site's own is reused) and the controllers. */
function priceOf(ctx: EngineContext, { inverter, chargeControllers }: Conversion): number {
  const inverterPrice = inverter.isExistingReused ? 0 : inverter.kva * ctx.read('priceInverter');
  const controllers = chargeControllers.units * chargeControllers.unitAmps;
  return inverterPrice + (controllers > 0 ? controllers * ctx.read('priceChargeController') : 0);
}

/**
 * The inverter carries max(peak ÷ PF × headroom, start ÷ surge ÷ PF); `step` standard sizes up when
 * the search asks. The array beyond its PV input gets charge controllers, unless a hybrid inverter
 * that takes the whole array (kWp ÷ DC/AC ÷ PF) costs less.
 */
export function sizeConversion(
  ctx: EngineContext,
  tier: TierLoad,
  kwp: number,
  { existingKva, step }: { existingKva: number | null; step: number },
): Conversion {
  const powerFactor = ctx.read('powerFactor');
  const startingKw = tier.peakKw + tier.startingExtraKw;
  const loadKva = Math.max(
    (tier.peakKw / powerFactor) * ctx.read('inverterMargin'),
    startingKw / ctx.read('surgeCapacity') / powerFactor,
  );
  const arrayKva = kwp / ctx.read('dcAcRatio') / powerFactor;
  const whole = inverterFor(ctx, { tier, requiredKva: Math.max(loadKva, arrayKva), existingKva, step });
  const wholeOption: Conversion = {
    inverter: whole,
    chargeControllers: NO_CHARGE_CONTROLLERS,
    systemVoltage: systemVoltageFor(ctx, whole.kva),
  };
  if (!(loadKva > 0) || arrayKva <= loadKva + EPSILON) return wholeOption;

  const forLoad = inverterFor(ctx, { tier, requiredKva: loadKva, existingKva, step });
  const systemVoltage = systemVoltageFor(ctx, forLoad.kva);
  const splitOption: Conversion = {
    inverter: forLoad,
    chargeControllers: chargeControllersFor(ctx, kwp - forLoad.pvInputKwp, systemVoltage),
    systemVoltage,
  };
  // One size up for the search, or the site's own inverter, can take the whole array on its own: no
  // controllers, nothing to weigh.
  if (splitOption.chargeControllers.units === 0) return splitOption;
  // The array sets the bank's voltage as much as the load: a smaller inverter on a lower voltage would
  // charge the array's power at more current, and a bank that fell to 24 V as the load grew would be
  // strung finer and could come out smaller. Controllers go only beside an inverter of the same voltage.
  if (systemVoltage !== wholeOption.systemVoltage) return wholeOption;
  return priceOf(ctx, splitOption) < priceOf(ctx, wholeOption) ? splitOption : wholeOption;
}
