/**
 * The rates, battery lives and weather variability of the life-cycle money and its uncertainty
 * (docs/solar-method-finance.md, decision 050). Each constant: value, unit, date and source
 * (constants.ts). The customer may change the rates as what-if inputs.
 */
import { assumed, constant } from './constant.ts';

export const FINANCE_CONSTANTS = {
  financeYears: constant(
    'Life-cycle horizon',
    20,
    'years',
    assumed(
      'panels are warranted for 25 years and inverters last about 10; 20 years covers two inverter lives inside the panels’ warranty, as most PV-diesel life-cycle studies in Nigeria do',
    ),
  ),
  nominalDiscountRate: constant('Discount rate (nominal)', 0.27, 'per year', {
    asOf: '2025-11-25',
    source:
      'CBN Monetary Policy Rate, retained at 27 % by the 303rd Monetary Policy Committee meeting, 2025-11-25: the price of money in naira, so what the customer’s money could otherwise earn or cost',
  }),
  inflation: constant('General inflation', 0.1445, 'per year', {
    asOf: '2025-11',
    source:
      'NBS Consumer Price Index, November 2025 (released 2025-12-15): headline inflation 14.45 % year on year',
  }),
  lithiumCycleLife: constant(
    'Lithium cycle life at its rated depth',
    4000,
    'cycles',
    assumed(
      'LiFePO4 rack modules are rated 6,000 cycles at 25 °C; a battery room at 30–35 °C ages them faster, so two thirds of the rating',
    ),
  ),
  lithiumRatedDepth: constant(
    'Depth a lithium cycle life is rated at',
    0.9,
    'ratio',
    assumed('LiFePO4 cycle lives are quoted at 90–95 % depth of discharge; the lower figure'),
  ),
  lithiumFloatLife: constant(
    'Lithium calendar life',
    12,
    'years',
    assumed(
      'rack modules carry a 10-year warranty and a 15-year design life at 25 °C; Nigerian heat takes about a fifth off',
    ),
  ),
  tubularCycleLife: constant(
    'Tubular cycle life at its rated depth',
    1000,
    'cycles',
    assumed(
      'tubular inverter batteries are rated about 1,500 cycles at 80 % depth and 27 °C; lead-acid loses life fast in heat, so two thirds of the rating',
    ),
  ),
  tubularRatedDepth: constant(
    'Depth a tubular cycle life is rated at',
    0.8,
    'ratio',
    assumed('tubular cycle lives are quoted at 80 % depth of discharge (the C10 rate)'),
  ),
  tubularFloatLife: constant(
    'Tubular calendar life',
    5,
    'years',
    assumed(
      'lead-acid float life halves for each ~10 °C above 25 °C; a 10-year design life in a 30–35 °C room gives about 5',
    ),
  ),
  uncertaintyYears: constant(
    'Synthetic years run for P50 and P90',
    5,
    'years',
    assumed(
      'five seeded years (the report’s own and four more) give a P90 between the worst and second-worst year; each adds a year of dispatch to every what-if recompute, so no more',
    ),
  ),
  solarYearToYear: constant(
    'Year-to-year spread of a year’s sun',
    0.04,
    'standard deviation (ratio)',
    assumed(
      'annual global irradiation varies 2–5 % (one standard deviation) from year to year at most measured sites (Gueymard & Wilcox 2011, Solar Energy 85(5):1068–1084); 4 % for a monsoon and Harmattan-dust climate',
    ),
  ),
};
