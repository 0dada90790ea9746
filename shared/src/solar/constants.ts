/**
 * Every price, tariff, factor and default the sizing engine uses, each with its unit, the date it was
 * true and where it comes from (decision 010; each constant names its
 * own source). Change a value here, bump the version, and
 * every report says which version it was computed with.
 */

/** One named input of the engine. `range` is the ± fraction a price may be off by. */
export type SolarConstant<T = number> = {
  label: string;
  value: T;
  unit: string;
  asOf: string;
  source: string;
  range?: number;
};

/** Bump when a value changes; reports carry it so old PDFs can be explained. */
export const SOLAR_CONSTANTS_VERSION = '2026.1';

const ASSUMED = 'PowerPay engineering assumption';
const TODAY = '2026-01';

function constant<T>(
  label: string,
  value: T,
  unit: string,
  { asOf = TODAY, source = ASSUMED, range }: { asOf?: string; source?: string; range?: number } = {},
): SolarConstant<T> {
  return range === undefined
    ? { label, value, unit, asOf, source }
    : { label, value, unit, asOf, source, range };
}

const NAIJA_CALC = 'Lagos market prices (naija-solar-calc)';
const NBS = 'NBS Price Watch';
const NERC = 'NERC tariff order';
const DEFRA = 'UK DEFRA 2024';
const B_TO_E = `${NERC}; B–E ₦50–70 by DisCo`;

export const SOLAR_CONSTANTS = {
  // Solar resource and the array.
  performanceRatioNorth: constant('Performance ratio, north (≥ 11° N)', 0.74, 'ratio', {
    source: 'After Umar et al. 2021 (heat, dust)',
  }),
  performanceRatioMiddle: constant('Performance ratio, middle belt', 0.76, 'ratio'),
  performanceRatioSouth: constant('Performance ratio, south (< 8° N)', 0.77, 'ratio'),
  performanceRatioDefault: constant('Performance ratio outside Nigeria', 0.75, 'ratio', {
    source: 'NREL PVWatts losses and inverter',
  }),
  albedo: constant('Ground reflectance', 0.2, 'ratio', { source: 'NREL PVWatts default' }),
  minimumTilt: constant('Minimum panel tilt (rain cleans it)', 10, '°', {
    source: 'PVGIS optimum 11–16° (David-Okoro et al.)',
  }),
  moduleDegradation: constant('Panel output loss per year', 0.005, 'per year'),
  roughClearnessIndex: constant('Clearness index outside our data', 0.5, 'ratio'),
  referenceRadius: constant('Reach of a reference city', 150, 'km'),
  shadingSome: constant('Output kept with some shade', 0.95, 'ratio'),
  shadingHeavy: constant('Output kept with heavy shade', 0.85, 'ratio'),
  layoutPitched: constant('Layout factor, pitched roof', 1.25, 'ratio'),
  layoutFlat: constant('Layout factor, flat roof', 1.5, 'ratio'),
  layoutGround: constant('Layout factor, ground', 1.8, 'ratio'),
  moduleWatts: constant('Solar module size', 550, 'W'),
  modulePowerDensity: constant('Module power per area', 213, 'W/m²', {
    source: '2024–25 module datasheets',
  }),

  // Inverter and battery.
  dcAcRatio: constant('Largest PV-to-inverter ratio', 1.3, 'ratio'),
  powerFactor: constant('Power factor (kW per kVA)', 0.8, 'ratio', {
    source: 'Nigerian installer convention',
  }),
  inverterMargin: constant('Inverter headroom', 1.25, 'ratio', {
    source: 'Nigerian installer convention',
  }),
  surgeCapacity: constant('Inverter surge (× rated kW, 5 s)', 2, 'ratio'),
  surgeNonInverterAc: constant('Surge of a non-inverter AC', 3, '× running power', { source: NAIJA_CALC }),
  surgeInverterAc: constant('Surge of an inverter AC', 1.5, '× running power'),
  surgeMotor: constant('Surge of a pump or fridge', 3, '× running power', { source: NAIJA_CALC }),
  inverterSizes: constant(
    'Standard inverter sizes',
    [1.5, 2.5, 3.5, 5, 6, 8, 10, 12, 15, 20, 25, 30] as readonly number[],
    'kVA',
  ),
  voltage24From: constant('Inverter size for 24 V', 2.5, 'kVA', {
    source: 'iBukas-Energy README',
  }),
  voltage48From: constant('Inverter size for 48 V', 5, 'kVA', { source: 'iBukas-Energy README' }),
  inverterEfficiency: constant('Inverter efficiency', 0.95, 'ratio'),
  lithiumDepthOfDischarge: constant('Usable share of a lithium battery', 0.9, 'ratio'),
  lithiumEfficiency: constant('Lithium discharge efficiency', 0.95, 'ratio'),
  lithiumModuleKwh: constant('Lithium battery module at 48 V', 5.12, 'kWh'),
  tubularDepthOfDischarge: constant('Usable share of a tubular battery', 0.5, 'ratio', {
    source: NAIJA_CALC,
  }),
  tubularEfficiency: constant('Tubular discharge efficiency', 0.85, 'ratio'),
  tubularBatteryKwh: constant('Tubular battery (12 V, 220 Ah)', 2.64, 'kWh'),
  autonomyBacked: constant('Battery nights with backup', 1, 'days'),
  autonomyUnbacked: constant('Battery nights without backup', 1.5, 'days'),

  // Home load model (decision 010, "The model").
  homeBase: constant('Base load (fridge, freezer, TV, pump)', 4, 'kWh/day'),
  homeBaseSmall: constant('Base load, one bedroom (no freezer)', 3, 'kWh/day'),
  homePump: constant('Pumping machine (30 min)', 0.4, 'kWh/day'),
  homeBedroom: constant('Per bedroom: lights and fan', 1, 'kWh/day'),
  homeLiving: constant('Living room lights and fan', 1, 'kWh/day'),
  homeBasePeak: constant('Base running load', 0.8, 'kW'),
  homeNightBasePeak: constant('Base running load at night', 0.5, 'kW'),
  homeBedroomPeak: constant('Running load per bedroom', 0.15, 'kW'),
  acPower1: constant('1 HP AC running power', 0.85, 'kW', { source: 'solarinverter.ng, tektins.com' }),
  acPower15: constant('1.5 HP AC running power', 1.2, 'kW', { source: 'solarinverter.ng, tektins.com' }),
  acPower2: constant('2 HP AC running power', 1.75, 'kW', { source: 'solarinverter.ng, tektins.com' }),
  acHours: constant('AC hours (day or night)', 8, 'h'),
  acDutyNonInverter: constant('Duty of a non-inverter AC', 0.6, 'ratio'),
  acDutyInverter: constant('Duty of an inverter AC', 0.45, 'ratio'),
  heatingEnergy: constant('Heater, iron, kettle, cooker', 5, 'kWh/day'),
  heatingPeak: constant('Heating appliances load', 3.5, 'kW'),
  essentialsNightShare: constant('Night share of essentials', 0.5, 'ratio'),
  pumpPower: constant('Pump power', 0.75, 'kW'),
  fridgePower: constant('Fridge compressor power', 0.2, 'kW'),

  // Office load model.
  officeLoadFactor: constant('Office average load per peak', 0.55, 'ratio'),
  officeDayHours: constant('Office day (08:00–18:00)', 10, 'h'),
  officeNightHours: constant('Office night', 14, 'h'),
  officeFloorLoadFactor: constant('Lowest office load factor', 0.2, 'ratio'),
  officeRoomEnergy: constant('Least energy per office room', 1, 'kWh/day'),
  officeRoomPeak: constant('Least load per office room', 0.4, 'kW'),
  officeNightShare: constant('Office night share (no peaks)', 0.25, 'ratio'),
  officeEssentialShare: constant('Office essentials share', 0.4, 'ratio'),
  officeLargestMotor: constant('Largest office motor (1.5 HP AC)', 1.2, 'kW'),

  // Generators (HOMER-style linear fuel curve: F = a·rated kW + b·output kW).
  dieselIntercept: constant('Diesel fuel curve intercept', 0.08145, 'L/h per rated kW', {
    source: 'HOMER legacy coefficients',
  }),
  dieselSlope: constant('Diesel fuel curve slope', 0.246, 'L/h per output kW', {
    source: 'HOMER legacy coefficients',
  }),
  petrolIntercept: constant('Petrol fuel curve intercept', 0.12, 'L/h per rated kW'),
  petrolSlope: constant('Petrol fuel curve slope', 0.4, 'L/h per output kW'),
  lpgPerPetrolLitre: constant('LPG burnt per litre of petrol', 0.75, 'kg/L', {
    source: '46 MJ/kg vs 32 MJ/L',
  }),
  generatorMaintenance: constant('Generator upkeep', 0.15, 'of fuel cost'),
  dieselPrice: constant('Diesel price', 1400, '₦/L', {
    asOf: '2025-11',
    source: `${NBS} (national average ₦1,409.61)`,
  }),
  petrolPrice: constant('Petrol price', 1000, '₦/L', {
    asOf: '2025-11',
    source: `${NBS} (national average ₦1,061.35)`,
  }),
  lpgPrice: constant('LPG price', 1200, '₦/kg', {
    asOf: '2025-08',
    source: `${NBS} (12.5 kg refill ₦16,195)`,
  }),

  // Grid.
  tariffA: constant('Band A tariff', 209.5, '₦/kWh', { asOf: '2024-07', source: NERC }),
  tariffB: constant('Band B tariff', 70, '₦/kWh', { asOf: '2024-07', source: B_TO_E }),
  tariffC: constant('Band C tariff', 60, '₦/kWh', { asOf: '2024-07', source: B_TO_E }),
  tariffD: constant('Band D tariff', 55, '₦/kWh', { asOf: '2024-07', source: B_TO_E }),
  tariffE: constant('Band E tariff', 50, '₦/kWh', { asOf: '2024-07', source: B_TO_E }),
  bandAHours: constant('Band A supply', 20, 'h/day', { asOf: '2024-04', source: NERC }),
  bandBHours: constant('Band B supply', 16, 'h/day', { asOf: '2024-04', source: NERC }),
  bandCHours: constant('Band C supply', 12, 'h/day', { asOf: '2024-04', source: NERC }),
  bandDHours: constant('Band D supply', 8, 'h/day', { asOf: '2024-04', source: NERC }),
  bandEHours: constant('Band E supply', 4, 'h/day', { asOf: '2024-04', source: NERC }),
  gridHoursDefault: constant('Average household grid supply', 6.6, 'h/day', {
    asOf: '2024',
    source: 'NBS NREDSS 2024',
  }),
  daysPerMonth: constant('Days in a billing month', 30, 'days'),

  // Emissions.
  co2Diesel: constant('CO₂ from diesel', 2.68, 'kg/L', { asOf: '2024', source: DEFRA }),
  co2Petrol: constant('CO₂ from petrol', 2.31, 'kg/L', { asOf: '2024', source: DEFRA }),
  co2Lpg: constant('CO₂ from LPG', 2.95, 'kg/kg', { asOf: '2024', source: DEFRA }),
  co2Grid: constant('CO₂ from the grid (estimate)', 0.43, 'kg/kWh', {
    source: 'Gas grid; no official factor',
  }),

  // Prices (installed equipment, Nigeria).
  pricePvModule: constant('Solar modules', 290, '₦/W', { asOf: '2025-11', source: NAIJA_CALC, range: 0.15 }),
  priceMounting: constant('Mounting and wiring', 100, '₦/W', { range: 0.3 }),
  priceLithium: constant('Lithium battery (48 V rack)', 250_000, '₦/kWh', {
    asOf: '2025-11',
    source: NAIJA_CALC,
    range: 0.3,
  }),
  priceTubular: constant('Tubular battery (12 V, 220 Ah)', 340_000, '₦ each', {
    asOf: '2025-11',
    source: NAIJA_CALC,
    range: 0.15,
  }),
  priceInverter: constant('Hybrid inverter', 220_000, '₦/kVA', {
    asOf: '2025-11',
    source: NAIJA_CALC,
    range: 0.2,
  }),
  installationShare: constant('Installation and commissioning', 0.12, 'of equipment', {
    source: NAIJA_CALC,
    range: 0.3,
  }),
  nairaPerDollar: constant('Exchange rate', 1435.75, '₦/US$', {
    asOf: '2025-12-31',
    source: 'CBN official close (NAN)',
  }),

  // Economics.
  fuelEscalation: constant('Fuel price rise per year', 0.1, 'per year'),
  tariffEscalation: constant('Grid tariff rise per year', 0.1, 'per year'),
  maintenanceShare: constant('Solar upkeep and cleaning', 0.01, 'of cost per year'),
  lithiumLife: constant('Lithium battery life', 8, 'years'),
  tubularLife: constant('Tubular battery life', 3, 'years'),
  inverterLife: constant('Inverter life', 10, 'years'),
  cashFlowYears: constant('Cash-flow horizon', 10, 'years'),
  panelLife: constant('Panel life', 25, 'years'),
  sensitivityFuel: constant('Fuel price swing tested', 0.3, 'ratio'),
  sensitivityCost: constant('System cost swing tested', 0.2, 'ratio'),

  // Plausibility bounds: beyond them the report warns.
  maxBedrooms: constant('Most bedrooms expected', 20, 'bedrooms'),
  maxAirConditioners: constant('Most ACs expected', 20, 'ACs'),
  maxDailyEnergy: constant('Largest daily use expected', 2000, 'kWh/day'),
  maxRoofArea: constant('Largest roof expected', 10_000, 'm²'),
};

export type SolarConstants = typeof SOLAR_CONSTANTS;
export type SolarConstantKey = keyof SolarConstants;
