/** The solar resource and the array: performance ratios, reflectance, tilt, degradation, shading, layout and module size. Each constant: value, unit, date and source (constants.ts). */
import { constant, assumed } from './constant.ts';

export const ARRAY_CONSTANTS = {
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
};
