/** The inverter and the battery: sizes, efficiencies, depths of discharge and surge. Each constant: value, unit, date and source (constants.ts). */
import { constant, assumed } from './constant.ts';

export const STORAGE_CONSTANTS = {
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
  chargeControllerSizes: constant(
    'Standard MPPT charge controller sizes',
    [60, 80, 100] as readonly number[],
    'A of charge current',
    assumed(
      'the 12–48 V MPPT charge controller classes sold for home and office banks (60, 80 and 100 A, as in the EPEVER Tracer AN and POWLSOJX SA48 ranges); above 100 A controllers run in parallel on the same battery, each on its own strings of panels',
    ),
  ),
  chargingVoltageRatio: constant('Charging voltage ÷ nominal battery voltage', 1.2, 'ratio', {
    asOf: '2026-12-05',
    source:
      'an MPPT controller’s output current is reckoned at the charging voltage, 14.4/28.8/57.6 V for 12/24/48 V banks (Eneronix, "MPPT sizing" calculator, eneronix.com/?p=619, read 2026-12-05); Victron rates its SmartSolar MPPT 100/30 at 440 W on 12 V and 880 W on 24 V, 1.22 × the nominal voltage × 30 A (SmartSolar MPPT 100/30 and 100/50 product manual, "Specifications")',
  }),
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
  mostAutonomyBacked: constant(
    'Most battery nights the search buys with backup',
    2,
    'days',
    assumed(
      'with the grid or a generator to fall back on, an installer stores one or two nights and lets the generator carry the rare longer run of dull days and outages: "one or two days are realistic, but beyond that it gets expensive" (Ewing 2015, The New Pioneer, "Sizing up a home battery bank"); a larger battery is not refilled by the array in the dull spell it is bought for',
    ),
  ),
  mostAutonomyUnbacked: constant(
    'Most battery nights the search buys without backup',
    3,
    'days',
    assumed(
      'with nothing to fall back on, the two to three days of autonomy off-grid designers plan for (Ewing 2015, The New Pioneer, "Sizing up a home battery bank"); the rarer longest dull spell is left short rather than stored for',
    ),
  ),
};
