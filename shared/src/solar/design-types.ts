/**
 * A sized system's parts (docs/solar-method.md, "Sizing"): the array, the battery, the inverter and any
 * charge controllers (decision 062), as `sizeSystem` returns them and the report shows them.
 */
import type { BatteryType, RoofType } from '../solar-options.ts';

export type PvDesign = {
  requiredKwp: number;
  kwp: number;
  moduleWatts: number;
  moduleCount: number;
  tilt: number;
  orientation: 'south' | 'north';
  /** Irradiation the array was sized on, kWh/m²/day. */
  designIrradiance: number;
  /** What the whole array would take; more than `areaAvailableM2` when the space limits it. */
  areaNeededM2: number;
  /** What this array's modules take (a searched array may be smaller or larger than the rule's). */
  areaUsedM2: number;
  /** The roof or land answered; null when not known (answered 0), so the array is not limited. */
  areaAvailableM2: number | null;
  maxKwpOnArea: number | null;
  /** The rule of thumb's array does not fit the space. */
  isAreaLimited: boolean;
  /** This array takes all the modules the space holds. */
  fillsArea: boolean;
  roofType: RoofType | null;
};

export type BatteryDesign = {
  chemistry: BatteryType;
  nominalKwh: number;
  usableKwh: number;
  moduleKwh: number;
  moduleCount: number;
  autonomyDays: number;
  depthOfDischarge: number;
  nightlyKwh: number;
};

export type InverterDesign = {
  kva: number;
  unitKva: number;
  units: number;
  requiredKva: number;
  /** Array the inverter's own MPPT takes, kWp: kVA × power factor × DC/AC ratio (decision 062). */
  pvInputKwp: number;
  continuousKw: number;
  startingKw: number;
  surgeCapacityKw: number;
  isSurgeOk: boolean;
  existingKva: number | null;
  isExistingReused: boolean;
};

/** Standalone MPPT charge controllers for the array beyond the inverter's PV input (decision 062); none is 0 units. */
export type ChargeControllerDesign = {
  /** Array beyond the inverter's PV input, kWp. */
  excessKwp: number;
  units: number;
  /** Rated charge current of one controller, A. */
  unitAmps: number;
  /** Array one controller takes, kWp: its current at the battery's charging voltage. */
  unitKwp: number;
};

export type SystemDesign = {
  pv: PvDesign;
  battery: BatteryDesign;
  inverter: InverterDesign;
  chargeControllers: ChargeControllerDesign;
  systemVoltage: 12 | 24 | 48;
  /** e.g. "4.95 kWp solar (9 × 550 W) · 10.24 kWh lithium battery · 6 kVA inverter", then any "· 2 × 100 A charge controllers". */
  summary: string;
};
