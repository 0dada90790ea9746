/**
 * Every price, tariff, factor and default the sizing engine uses, each with its unit, the date it was
 * true and where it comes from: a publication (author or publisher, year, table or page, address
 * where public) and the date it was checked, or an engineering assumption with its reasoning
 * (docs/decisions/010 and 037). Change a value here, bump the version, and every report says which
 * version it was computed with.
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
export const SOLAR_CONSTANTS_VERSION = '2026.2';

/**
 * Where a value comes from and when it was checked. Every constant states both: there is no default,
 * so a checked value can always be told from a guess (docs/decisions/037).
 */
type Provenance = { asOf: string; source: string; range?: number };

function constant<T>(
  label: string,
  value: T,
  unit: string,
  { asOf, source, range }: Provenance,
): SolarConstant<T> {
  return range === undefined
    ? { label, value, unit, asOf, source }
    : { label, value, unit, asOf, source, range };
}

/** The prefix every engineering assumption's source starts with, then one line of reasoning. */
export const ASSUMPTION_PREFIX = 'Engineering assumption: ';

/** The day the assumptions below were last reviewed. */
const REVIEWED = '2026-12-05';

/** A value PowerPay chose, with the reason, reviewed on `asOf`. */
function assumed(reason: string, asOf = REVIEWED): Provenance {
  return { asOf, source: `${ASSUMPTION_PREFIX}${reason}` };
}

const NBS_NOV_2025 = 'NBS Price Watch, November 2025 (released 2025-12-24)';
const NAIJA_CALC =
  'Lagos/Alaba market prices in the naija-solar-calc app (github.com/Tayo-Durodola/naija-solar-calc)';
const IPCC_2006 =
  'IPCC 2006 Guidelines vol. 2: CO₂ per TJ (ch. 3, table 3.2.1) × net calorific value (ch. 1, table 1.2)';
const NERC_BANDS = 'NERC service-based tariff bands (minimum hours a day), as NERC restated them 2024-04-03';
const C_TO_E =
  'no 2025 figure per band was found; Bands B–E are frozen at December 2022 rates (NERC MYTO 2024, 2024-01-17)';

export const SOLAR_CONSTANTS = {
  // Solar resource and the array.
  performanceRatioNorth: constant(
    'Performance ratio, north (≥ 11° N)',
    0.74,
    'ratio',
    assumed(
      'the middle belt’s 0.76 less ~3 % for hotter cells and Harmattan dust; Umar et al. 2021 (Sustainable Energy Technologies and Assessments 43:100987) find PR lowest in Nigeria’s hot, dusty north',
    ),
  ),
  performanceRatioMiddle: constant(
    'Performance ratio, middle belt',
    0.76,
    'ratio',
    assumed(
      'PVWatts v8’s default 14 % system losses and 96 % inverter efficiency (0.83), less ~8 % for cell heat at 27–30 °C ambient (−0.4 %/°C)',
    ),
  ),
  performanceRatioSouth: constant(
    'Performance ratio, south (< 8° N)',
    0.77,
    'ratio',
    assumed('as the middle belt, with a cooler, rain-washed coast losing about 1 % less to heat and dust'),
  ),
  performanceRatioDefault: constant(
    'Performance ratio outside Nigeria',
    0.75,
    'ratio',
    assumed(
      'PVWatts v8’s default losses and inverter (0.83) less ~10 % for heat at an unknown tropical site',
    ),
  ),
  albedo: constant('Ground reflectance', 0.2, 'ratio', {
    asOf: '2026-12-05',
    source:
      'Dobos 2014, PVWatts Version 5 Manual, NREL/TP-6A20-62641: ground reflectance 0.2, still the default of PVWatts v8 (developer.nrel.gov/docs/solar/pvwatts/v8/)',
  }),
  minimumTilt: constant(
    'Minimum panel tilt (rain cleans it)',
    10,
    '°',
    assumed(
      'flatter panels hold dust and standing water; from about 10° rain washes them, and the yield lost against the latitude tilt is under 1 %',
    ),
  ),
  moduleDegradation: constant('Panel output loss per year', 0.005, 'per year', {
    asOf: '2026-12-05',
    source:
      'Jordan & Kurtz 2013, Photovoltaic Degradation Rates — an Analytical Review, Prog. Photovolt. 21(1):12–29: median 0.5 %/year',
  }),
  roughClearnessIndex: constant(
    'Clearness index outside our data',
    0.5,
    'ratio',
    assumed(
      'a middle tropical monthly clearness; Nigeria’s reference cities span 0.35 (coast, August) to 0.70 (Sahel, dry season)',
    ),
  ),
  referenceRadius: constant(
    'Reach of a reference city',
    150,
    'km',
    assumed(
      'about half the spacing of the 27 reference cities; farther away the nearest city’s sun no longer describes the site',
    ),
  ),
  shadingSome: constant(
    'Output kept with some shade',
    0.95,
    'ratio',
    assumed(
      'a tree or wall shading part of the array for an hour or two a day costs about 5 %; PVWatts’ default shading loss is 3 %',
    ),
  ),
  shadingHeavy: constant(
    'Output kept with heavy shade',
    0.85,
    'ratio',
    assumed(
      'shade across the array in the morning or afternoon costs about 15 % before a site survey places the panels',
    ),
  ),
  layoutPitched: constant(
    'Layout factor, pitched roof',
    1.25,
    'ratio',
    assumed(
      'flush-mounted rows leave edge setbacks and walkways: about a quarter more roof than the modules’ own area',
    ),
  ),
  layoutFlat: constant(
    'Layout factor, flat roof',
    1.5,
    'ratio',
    assumed(
      'tilted rows on a flat roof are spaced so that at 10–15° tilt one row does not shade the next at midday',
    ),
  ),
  layoutGround: constant(
    'Layout factor, ground',
    1.8,
    'ratio',
    assumed('ground rows as on a flat roof, plus access paths and a fence line'),
  ),
  moduleWatts: constant(
    'Solar module size',
    550,
    'W',
    assumed('the common module in Nigerian shops in 2025 (144 half-cut cells, 540–580 W)'),
  ),
  modulePowerDensity: constant(
    'Module power per area',
    213,
    'W/m²',
    assumed(
      'a 550 W, 144-half-cell module of 2,278 × 1,134 mm (2.58 m²), the usual size of that class: 550 ÷ 2.58 = 213 W/m²',
    ),
  ),

  // Inverter and battery.
  dcAcRatio: constant(
    'Largest PV-to-inverter ratio',
    1.3,
    'ratio',
    assumed('hybrid inverters take 1.3–1.5× their AC rating in panels; 1.3 stays within nearly all of them'),
  ),
  powerFactor: constant('Power factor (kW per kVA)', 0.8, 'ratio', {
    asOf: '2026-12-05',
    source:
      'ISO 8528-1:2018 rates generating sets in kVA at power factor 0.8; Nigerian installers rate inverters the same way',
  }),
  inverterMargin: constant(
    'Inverter headroom',
    1.25,
    'ratio',
    assumed('a quarter spare so the inverter does not run at its limit in a 35–40 °C room, where it derates'),
  ),
  surgeCapacity: constant(
    'Inverter surge (× rated kW, 5 s)',
    2,
    'ratio',
    assumed('hybrid inverter datasheets give a peak of about twice the rated power for a few seconds'),
  ),
  surgeNonInverterAc: constant(
    'Surge of a non-inverter AC',
    3,
    '× running power',
    assumed(
      'a fixed-speed compressor draws 3–6× its running current for well under a second; 3× is the usual design figure',
    ),
  ),
  surgeInverterAc: constant(
    'Surge of an inverter AC',
    1.5,
    '× running power',
    assumed(
      'variable-speed compressors ramp up softly, so they start at little more than their running power',
    ),
  ),
  surgeMotor: constant(
    'Surge of a pump or fridge',
    3,
    '× running power',
    assumed(
      'induction motors of pumps and fridge compressors start at 3–6× their running current; 3× as for a non-inverter AC',
    ),
  ),
  inverterSizes: constant(
    'Standard inverter sizes',
    [1.5, 2.5, 3.5, 5, 6, 8, 10, 12, 15, 20, 25, 30] as readonly number[],
    'kVA',
    assumed('the hybrid inverter sizes Nigerian installers stock; above 30 kVA units run in parallel'),
  ),
  voltage24From: constant(
    'Inverter size for 24 V',
    2.5,
    'kVA',
    assumed('from 2.5 kVA a 12 V battery would carry over 160 A; 24 V halves it'),
  ),
  voltage48From: constant(
    'Inverter size for 48 V',
    5,
    'kVA',
    assumed(
      'from 5 kVA a 24 V battery would carry over 160 A; at 48 V a 5 kVA (4 kW) inverter draws about 85 A',
    ),
  ),
  inverterEfficiency: constant(
    'Inverter efficiency',
    0.95,
    'ratio',
    assumed('hybrid inverter datasheets give 93–97 % weighted efficiency; 95 % is the middle'),
  ),
  lithiumDepthOfDischarge: constant(
    'Usable share of a lithium battery',
    0.9,
    'ratio',
    assumed(
      'LiFePO4 rack modules are rated for 90–95 % depth of discharge at their cycle life; 90 % keeps a margin',
    ),
  ),
  lithiumEfficiency: constant(
    'Lithium discharge efficiency',
    0.95,
    'ratio',
    assumed('LiFePO4 round trip is 92–96 %; 95 % on the way out'),
  ),
  lithiumModuleKwh: constant(
    'Lithium battery module at 48 V',
    5.12,
    'kWh',
    assumed('the common 48 V rack module: 16 LiFePO4 cells of 3.2 V and 100 Ah = 51.2 V × 100 Ah = 5.12 kWh'),
  ),
  tubularDepthOfDischarge: constant(
    'Usable share of a tubular battery',
    0.5,
    'ratio',
    assumed(
      'lead-acid cycled below half its charge loses life fast; naija-solar-calc sizes tubular banks at 50 % too',
    ),
  ),
  tubularEfficiency: constant(
    'Tubular discharge efficiency',
    0.85,
    'ratio',
    assumed('lead-acid round trip is 75–85 % in heat; 85 % on the way out'),
  ),
  tubularBatteryKwh: constant(
    'Tubular battery (12 V, 220 Ah)',
    2.64,
    'kWh',
    assumed('the common tubular battery: 12 V × 220 Ah = 2.64 kWh'),
  ),
  autonomyBacked: constant(
    'Battery nights with backup',
    1,
    'days',
    assumed('with grid or a generator to fall back on, one night of storage covers the usual outage'),
  ),
  autonomyUnbacked: constant(
    'Battery nights without backup',
    1.5,
    'days',
    assumed('without backup, half a night more carries the site through a dull rainy-season day'),
  ),

  // Home load model (an appliance count for a typical urban home).
  homeBase: constant(
    'Base load (fridge, freezer, TV, pump)',
    4,
    'kWh/day',
    assumed(
      'fridge 1.2 + freezer 1.5 + TV and decoder 0.6 + router, phones, laptop 0.4 + washing 0.25 kWh a day, rounded',
    ),
  ),
  homeBaseSmall: constant(
    'Base load, one bedroom (no freezer)',
    3,
    'kWh/day',
    assumed('the base load without the chest freezer (≈ 1.5 kWh a day), rounded up'),
  ),
  homePump: constant(
    'Pumping machine (30 min)',
    0.4,
    'kWh/day',
    assumed('a 0.75 kW surface pump running half an hour a day'),
  ),
  homeBedroom: constant(
    'Per bedroom: lights and fan',
    1,
    'kWh/day',
    assumed('4 × 10 W LED for 6 h + a 75 W ceiling fan for 8 h + sockets ≈ 1 kWh a day'),
  ),
  homeLiving: constant(
    'Living room lights and fan',
    1,
    'kWh/day',
    assumed('living and dining lights and fans, as one bedroom'),
  ),
  homeBasePeak: constant(
    'Base running load',
    0.8,
    'kW',
    assumed('fridge, freezer, TV, lights and fans running together by day'),
  ),
  homeNightBasePeak: constant(
    'Base running load at night',
    0.5,
    'kW',
    assumed('fridge, freezer, lights and fans at night, without the daytime extras'),
  ),
  homeBedroomPeak: constant(
    'Running load per bedroom',
    0.15,
    'kW',
    assumed('a ceiling fan (75 W) and lights (40 W) with some sockets'),
  ),
  acPower1: constant(
    '1 HP AC running power',
    0.85,
    'kW',
    assumed('a 1 HP split unit draws 0.75–0.9 kW running; naija-solar-calc lists an inverter 1 HP at 900 W'),
  ),
  acPower15: constant(
    '1.5 HP AC running power',
    1.2,
    'kW',
    assumed(
      'a 1.5 HP split unit draws 1.1–1.4 kW running; naija-solar-calc lists an inverter 1.5 HP at 1,400 W',
    ),
  ),
  acPower2: constant(
    '2 HP AC running power',
    1.75,
    'kW',
    assumed('a 2 HP split unit draws 1.6–1.9 kW running'),
  ),
  acHours: constant('AC hours (day or night)', 8, 'h', assumed('09:00–17:00 by day, or a night’s sleep')),
  acDutyNonInverter: constant(
    'Duty of a non-inverter AC',
    0.6,
    'ratio',
    assumed('a fixed-speed compressor cycles on about 60 % of the time in Nigerian heat'),
  ),
  acDutyInverter: constant(
    'Duty of an inverter AC',
    0.45,
    'ratio',
    assumed('a variable-speed unit averages about 45 % of its rated draw once the room is cool'),
  ),
  heatingEnergy: constant(
    'Heater, iron, kettle, cooker',
    5,
    'kWh/day',
    assumed(
      'water heater 2 kW × 1 h + iron 1.2 kW × 0.5 h + kettle 2 kW × 0.25 h + one cooker plate 2 kW × 1 h ≈ 5 kWh',
    ),
  ),
  heatingPeak: constant(
    'Heating appliances load',
    3.5,
    'kW',
    assumed('two of the heating appliances on at once (e.g. kettle and cooker plate)'),
  ),
  essentialsNightShare: constant(
    'Night share of essentials',
    0.5,
    'ratio',
    assumed('fridge and freezer run around the clock; lights, fans and TV mostly in the evening'),
  ),
  pumpPower: constant('Pump power', 0.75, 'kW', assumed('the usual 1 HP surface pump ("pumping machine")')),
  fridgePower: constant(
    'Fridge compressor power',
    0.2,
    'kW',
    assumed('a household fridge or freezer compressor runs at 100–350 W'),
  ),

  // Office load model.
  officeLoadFactor: constant(
    'Office average load per peak',
    0.55,
    'ratio',
    assumed('offices average 50–60 % of their peak over working hours (ACs cycling, PCs idle)'),
  ),
  officeDayHours: constant(
    'Office day (08:00–18:00)',
    10,
    'h',
    assumed('working hours 08:00–18:00, when the office is open, lit and cooled'),
  ),
  officeNightHours: constant('Office night', 14, 'h', assumed('the rest of the day: 24 − 10 hours')),
  officeFloorLoadFactor: constant(
    'Lowest office load factor',
    0.2,
    'ratio',
    assumed(
      'a declared daily use below 20 % of the peaks over 24 h is treated as a slip and the load factor floored',
    ),
  ),
  officeRoomEnergy: constant(
    'Least energy per office room',
    1,
    'kWh/day',
    assumed('a room without AC: lights, a fan and a PC for a working day'),
  ),
  officeRoomPeak: constant(
    'Least load per office room',
    0.4,
    'kW',
    assumed('lights, a fan and two PCs running together'),
  ),
  officeNightShare: constant(
    'Office night share (no peaks)',
    0.25,
    'ratio',
    assumed('security lights, servers, fridges and water dispensers after hours'),
  ),
  officeEssentialShare: constant(
    'Office essentials share',
    0.4,
    'ratio',
    assumed('lights, computers, network and fridges, without ACs and heavy equipment'),
  ),
  officeLargestMotor: constant(
    'Largest office motor (1.5 HP AC)',
    1.2,
    'kW',
    assumed('a 1.5 HP split AC, the largest motor most offices start'),
  ),

  // Generators (a linear fuel curve: F = a·rated kW + b·output kW, as HOMER uses).
  dieselIntercept: constant('Diesel fuel curve intercept', 0.08145, 'L/h per rated kW', {
    asOf: '2026-12-05',
    source:
      'Skarstein & Uhlen 1989, Design considerations with respect to long-term diesel saving in wind/diesel plants, Wind Engineering 13(2):72–87',
  }),
  dieselSlope: constant('Diesel fuel curve slope', 0.246, 'L/h per output kW', {
    asOf: '2026-12-05',
    source:
      'Skarstein & Uhlen 1989, Wind Engineering 13(2):72–87 (the curve HOMER and iHOGA use for a default diesel)',
  }),
  petrolIntercept: constant(
    'Petrol fuel curve intercept',
    0.12,
    'L/h per rated kW',
    assumed(
      'small air-cooled petrol sets idle less efficiently than diesels: about half again the diesel intercept',
    ),
  ),
  petrolSlope: constant(
    'Petrol fuel curve slope',
    0.4,
    'L/h per output kW',
    assumed(
      'with the intercept, 0.52 L/kWh at full load and over 0.6 at half: the usual 0.35–0.6 L/kWh of small petrol sets, at the high end for worn units',
    ),
  ),
  lpgPerPetrolLitre: constant(
    'LPG burnt per litre of petrol',
    0.75,
    'kg/L',
    assumed(
      'a litre of petrol (0.745 kg × 44.3 MJ/kg = 33 MJ) equals 0.70 kg of LPG (47.3 MJ/kg, IPCC 2006 vol. 2 ch. 1 table 1.2); 0.75 allows for a converted engine’s lower efficiency',
    ),
  ),
  generatorMaintenance: constant(
    'Generator upkeep',
    0.15,
    'of fuel cost',
    assumed('oil, filters, plugs and repairs of small sets run at 10–20 % of their fuel bill'),
  ),
  dieselPrice: constant('Diesel price', 1400, '₦/L', {
    asOf: '2025-11',
    source: `${NBS_NOV_2025}: national average ₦1,409.61/L`,
  }),
  petrolPrice: constant('Petrol price', 1060, '₦/L', {
    asOf: '2025-11',
    source: `${NBS_NOV_2025}: national average ₦1,061.35/L`,
  }),
  lpgPrice: constant(
    'LPG price',
    1200,
    '₦/kg',
    assumed(
      'between the 2025 market prices of ₦950–1,300/kg for a 12.5 kg refill; no national average for late 2025 was found',
      '2025-11',
    ),
  ),

  // Grid.
  tariffA: constant('Band A tariff', 209.5, '₦/kWh', {
    asOf: '2024-07-01',
    source:
      'DisCos’ Band A notices from 2024-07-01 (e.g. Ikeja Electric, reported by YouNews NG 2024-07-04); still ₦209 per the Minister of Power, 2025-02-27',
  }),
  tariffB: constant('Band B tariff', 63, '₦/kWh', {
    asOf: '2025-02-27',
    source:
      'Minister of Power A. Adelabu at the National Integrated Electricity Policy launch, 2025-02-27 (New Telegraph): Band B pays ₦63/kWh',
  }),
  tariffC: constant(
    'Band C tariff',
    60,
    '₦/kWh',
    assumed(`${C_TO_E}; set just below Band B’s ₦63`, '2025-02-27'),
  ),
  tariffD: constant(
    'Band D tariff',
    55,
    '₦/kWh',
    assumed(`${C_TO_E}; stepping down with the hours`, '2025-02-27'),
  ),
  tariffE: constant(
    'Band E tariff',
    50,
    '₦/kWh',
    assumed(`${C_TO_E}; the lowest band, lowest price`, '2025-02-27'),
  ),
  bandAHours: constant('Band A supply', 20, 'h/day', { asOf: '2024-04-03', source: NERC_BANDS }),
  bandBHours: constant('Band B supply', 16, 'h/day', { asOf: '2024-04-03', source: NERC_BANDS }),
  bandCHours: constant('Band C supply', 12, 'h/day', { asOf: '2024-04-03', source: NERC_BANDS }),
  bandDHours: constant('Band D supply', 8, 'h/day', { asOf: '2024-04-03', source: NERC_BANDS }),
  bandEHours: constant('Band E supply', 4, 'h/day', { asOf: '2024-04-03', source: NERC_BANDS }),
  gridHoursDefault: constant('Average household grid supply', 6.6, 'h/day', {
    asOf: '2024',
    source:
      'NBS, Nigeria Residential Energy Demand-side Survey (NREDSS) Report 2024: 6.6 hours a day on average',
  }),
  daysPerMonth: constant(
    'Days in a billing month',
    30,
    'days',
    assumed('bills and fuel spend are answered per month; 30 days is the round month (365 ÷ 12 = 30.4)'),
  ),

  // Emissions (CO₂ from burning the fuel; density where the fuel is sold by the litre).
  co2Diesel: constant('CO₂ from diesel', 2.68, 'kg/L', {
    asOf: '2006',
    source: `${IPCC_2006}: 74,100 kg/TJ × 43.0 MJ/kg × 0.84 kg/L`,
  }),
  co2Petrol: constant('CO₂ from petrol', 2.29, 'kg/L', {
    asOf: '2006',
    source: `${IPCC_2006}: 69,300 kg/TJ × 44.3 MJ/kg × 0.745 kg/L`,
  }),
  co2Lpg: constant('CO₂ from LPG', 2.98, 'kg/kg', {
    asOf: '2006',
    source: `${IPCC_2006}: 63,100 kg/TJ × 47.3 MJ/kg`,
  }),
  co2Grid: constant(
    'CO₂ from the grid (estimate)',
    0.43,
    'kg/kWh',
    assumed(
      'no official Nigerian grid factor; about 80 % of the grid is gas-fired: 0.20 kg CO₂/kWh of gas (IPCC 56,100 kg/TJ) ÷ ~0.4 efficiency × 0.8, plus network losses',
    ),
  ),

  // Prices (installed equipment, Nigeria).
  pricePvModule: constant('Solar modules', 290, '₦/W', {
    asOf: '2025-11',
    source: `${NAIJA_CALC}, November 2025 estimates: ₦145,000 per 500 W panel`,
    range: 0.15,
  }),
  priceMounting: constant('Mounting and wiring', 100, '₦/W', {
    ...assumed(
      'rails, DC cable, breakers, surge protection and earthing: about a third of the modules’ price',
      '2025-11',
    ),
    range: 0.3,
  }),
  priceLithium: constant('Lithium battery (48 V rack)', 250_000, '₦/kWh', {
    ...assumed(
      'Nigerian retail quotes for 48 V LiFePO4 rack modules ran ₦200,000–500,000 per kWh in 2025; no single price list is published',
      '2025-11',
    ),
    range: 0.3,
  }),
  priceTubular: constant('Tubular battery (12 V, 220 Ah)', 340_000, '₦ each', {
    asOf: '2025-11',
    source: `${NAIJA_CALC}, November 2025 estimates: ₦340,000 per 220 Ah battery`,
    range: 0.15,
  }),
  priceInverter: constant('Hybrid inverter', 220_000, '₦/kVA', {
    asOf: '2025-11',
    source: `${NAIJA_CALC}, November 2025 estimates: ₦1,100,000 for 5 kVA (₦650,000 for 3 kVA, ₦2,600,000 for 10 kVA)`,
    range: 0.2,
  }),
  installationShare: constant('Installation and commissioning', 0.12, 'of equipment', {
    ...assumed(
      'installers charge 10–15 % of the equipment; naija-solar-calc’s ₦150,000–350,000 flat fees are 8–15 % of its quotes',
      '2025-11',
    ),
    range: 0.3,
  }),
  nairaPerDollar: constant('Exchange rate', 1435.75, '₦/US$', {
    asOf: '2025-12-31',
    source: 'CBN official market close, 2025-12-31 (News Agency of Nigeria)',
  }),

  // Economics.
  fuelEscalation: constant(
    'Fuel price rise per year',
    0.1,
    'per year',
    assumed('pump prices in naira rose far faster in 2023–24 and fell in 2025; 10 % a year is a middle path'),
  ),
  tariffEscalation: constant(
    'Grid tariff rise per year',
    0.1,
    'per year',
    assumed(
      'Band A rose from ₦66 to ₦209.50 in 2024 while other bands stayed frozen; 10 % a year as for fuel',
    ),
  ),
  maintenanceShare: constant(
    'Solar upkeep and cleaning',
    0.01,
    'of cost per year',
    assumed('panel cleaning and an annual check cost about 1 % of the system a year'),
  ),
  lithiumLife: constant(
    'Lithium battery life',
    8,
    'years',
    assumed('LiFePO4 is rated 3,000–6,000 cycles; one cycle a day in heat gives 8–10 years'),
  ),
  tubularLife: constant(
    'Tubular battery life',
    3,
    'years',
    assumed('tubular lead-acid lasts 2–4 years cycled daily in heat'),
  ),
  inverterLife: constant(
    'Inverter life',
    10,
    'years',
    assumed('hybrid inverters carry 5-year warranties and last about 10 years'),
  ),
  cashFlowYears: constant(
    'Cash-flow horizon',
    10,
    'years',
    assumed('long enough to show the payback and one inverter life; the panels last longer'),
  ),
  panelLife: constant(
    'Panel life',
    25,
    'years',
    assumed('module makers warrant 80 % of output after 25 years'),
  ),
  sensitivityFuel: constant(
    'Fuel price swing tested',
    0.3,
    'ratio',
    assumed('diesel and petrol prices moved about ±30 % within 2025'),
  ),
  sensitivityCost: constant(
    'System cost swing tested',
    0.2,
    'ratio',
    assumed('quotes for the same system differ by about ±20 % between installers'),
  ),

  // Plausibility bounds: beyond them the report warns.
  maxBedrooms: constant(
    'Most bedrooms expected',
    20,
    'bedrooms',
    assumed('beyond 20 bedrooms the answer is more likely a slip than a home'),
  ),
  maxAirConditioners: constant(
    'Most ACs expected',
    20,
    'ACs',
    assumed('beyond 20 ACs the answer is more likely a slip than a home'),
  ),
  maxDailyEnergy: constant(
    'Largest daily use expected',
    2000,
    'kWh/day',
    assumed('beyond 2 MWh a day the site is an industrial one, outside this report'),
  ),
  maxRoofArea: constant(
    'Largest roof expected',
    10_000,
    'm²',
    assumed('a hectare: beyond it, more likely a typo than a roof'),
  ),
};

export type SolarConstants = typeof SOLAR_CONSTANTS;
export type SolarConstantKey = keyof SolarConstants;
