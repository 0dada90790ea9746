/** Installed prices in Nigeria, the economics and the plausibility bounds beyond which the report warns. Each constant: value, unit, date and source (constants.ts). */
import { constant, assumed, NAIJA_CALC } from './constant.ts';

export const MONEY_CONSTANTS = {
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
  priceChargeController: constant('MPPT charge controller', 6_000, '₦ per A of charge current', {
    ...assumed(
      'no dated Nigerian price list for standalone MPPT controllers was found (Eneronix’s "MPPT vs PWM charge controller in Nigeria" guide compares them without a price table); a 48 V 100 A controller of the EPEVER/SRNE class sells for about US$300–400 abroad, ₦430,000–575,000 at the CBN’s ₦1,435.75/US$ of 2025-12-31, plus about a fifth for duty and the dealer: ₦600,000 for 100 A, under half the hybrid inverter’s price for the same panels',
      '2025-12',
    ),
    range: 0.3,
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
