/**
 * The hour-by-hour simulation (docs/solar-method.md): the array's losses and heat, the climate's
 * temperatures, the battery's round trip, the generator's minimum load and each tier's reliability.
 * Each constant: value, unit, date and source (constants.ts).
 */
import { assumed, constant } from './constant.ts';

const DOBOS_2014 = 'Dobos 2014, PVWatts Version 5 Manual, NREL/TP-6A20-62641';
const CLIMATE =
  'rounded monthly mean air temperatures typical of the zone’s cities (Kano and Sokoto in the north, Abuja and Ilorin in the middle belt, Lagos and Port Harcourt in the south); not one published series';

export const HOURLY_CONSTANTS = {
  systemLosses: constant('Array losses before the inverter', 0.14, 'ratio', {
    asOf: '2026-12-05',
    source: `${DOBOS_2014}, table 4: the default 14 % (soiling 2, shading 3, mismatch 2, wiring 2, connections 0.5, light-induced degradation 1.5, nameplate 1, availability 3 %), still PVWatts v8’s default`,
  }),
  pvInverterEfficiency: constant('Inverter efficiency (solar to AC)', 0.96, 'ratio', {
    asOf: '2026-12-05',
    source: `${DOBOS_2014}, section 10: nominal inverter efficiency 96 %`,
  }),
  temperatureCoefficient: constant(
    'Panel power change with heat',
    -0.0037,
    'per °C',
    assumed(
      'mono-PERC half-cut modules sold in Nigeria give −0.34 to −0.40 %/°C on their datasheets; −0.37 is the middle',
    ),
  ),
  faimanU0: constant('Heat loss of the panel (still air)', 25, 'W/m²·K', {
    asOf: '2026-12-05',
    source:
      'Faiman 2008, Assessing the outdoor operating temperature of photovoltaic modules, Prog. Photovolt. 16(4):307–315, eq. 1 and table 2 (U0 = 25.0), the default of pvlib.temperature.faiman',
  }),
  faimanU1: constant('Heat loss per wind speed', 6.84, 'W/m³·s·K', {
    asOf: '2026-12-05',
    source: 'Faiman 2008, Prog. Photovolt. 16(4):307–315, eq. 1 and table 2 (U1 = 6.84), as pvlib',
  }),
  windSpeed: constant(
    'Wind at the panels',
    1,
    'm/s',
    assumed(
      'Nigerian mean winds are 2–3 m/s at 10 m; a roof array sits lower and sheltered, so 1 m/s, which errs towards hotter cells',
    ),
  ),
  temperatureNorth: constant(
    'Monthly air temperature, north',
    [22, 25, 29, 32, 32, 29, 27, 26, 27, 28, 26, 23] as readonly number[],
    '°C',
    assumed(`${CLIMATE}; hottest in April–May before the rains, coolest in the Harmattan`),
  ),
  temperatureMiddle: constant(
    'Monthly air temperature, middle belt',
    [26, 28, 30, 29, 27, 26, 25, 25, 25, 26, 27, 26] as readonly number[],
    '°C',
    assumed(`${CLIMATE}`),
  ),
  temperatureSouth: constant(
    'Monthly air temperature, south',
    [27, 28, 28, 28, 27, 26, 25, 25, 26, 26, 27, 27] as readonly number[],
    '°C',
    assumed(`${CLIMATE}; the coast varies little through the year`),
  ),
  dailySwingNorth: constant(
    'Day–night temperature swing, north',
    13,
    '°C',
    assumed(
      'Sahel and Sudan savanna days are 11–16 °C warmer than their nights in the dry season, less in the rains',
    ),
  ),
  dailySwingMiddle: constant(
    'Day–night temperature swing, middle belt',
    10,
    '°C',
    assumed('the Guinea savanna’s daily range of about 8–12 °C'),
  ),
  dailySwingSouth: constant(
    'Day–night temperature swing, south',
    7,
    '°C',
    assumed('the humid coast’s daily range of about 5–9 °C'),
  ),
  lithiumRoundTrip: constant(
    'Lithium battery round trip',
    0.92,
    'ratio',
    assumed('LiFePO4 gives back 92–96 % of what it takes in; 92 % allows for heat and the charger'),
  ),
  tubularRoundTrip: constant(
    'Tubular battery round trip',
    0.8,
    'ratio',
    assumed('flooded lead-acid gives back 75–85 % of what it takes in, less when hot'),
  ),
  generatorMinimumLoad: constant('Generator minimum load', 0.25, 'of rated power', {
    asOf: '2026-12-05',
    source:
      'Lambert, Gilman and Lilienthal 2006, Micropower System Modeling with HOMER (in Integration of Alternative Sources of Energy, Wiley), the generator’s minimum load ratio; 25 % is HOMER Pro’s default, set to avoid wet-stacking at light load',
  }),
  reliabilityEssentials: constant(
    'Most unserved load, Essentials',
    0.01,
    'of the tier’s load',
    assumed(
      'lights, fridge and fans are the reason to buy it: solar, battery and grid should carry 99 % of them',
    ),
  ),
  reliabilityComfort: constant(
    'Most unserved load, Comfort',
    0.05,
    'of the tier’s load',
    assumed(
      'a comfort system may leave the ACs and heavy appliances to the generator on the dullest days: 95 %',
    ),
  ),
  reliabilityFull: constant(
    'Most unserved load, Full backup',
    0.01,
    'of the tier’s load',
    assumed(
      'full backup means the generator is rarely needed: HOMER studies commonly allow 1 % capacity shortage',
    ),
  ),
};
