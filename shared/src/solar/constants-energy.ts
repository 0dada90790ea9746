/** Generators (a linear fuel curve: F = a·rated kW + b·output kW, as HOMER uses), the grid and emissions. Each constant: value, unit, date and source (constants.ts). */
import type { TariffBand } from '../solar-options.ts';
import { constant, assumed, NBS_NOV_2025, IPCC_2006, NERC_BANDS, C_TO_E } from './constant.ts';

export const ENERGY_CONSTANTS = {
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
};

/** Each band's tariff among the constants above: the solar engine and the purchase's units estimate read the same. */
export const TARIFF_KEYS = {
  A: 'tariffA',
  B: 'tariffB',
  C: 'tariffC',
  D: 'tariffD',
  E: 'tariffE',
} as const satisfies Record<TariffBand, keyof typeof ENERGY_CONSTANTS>;
