/**
 * The rates and battery lives the life-cycle money (finance.ts, life-cycle.ts) uses, each with its
 * unit, date and source, or an engineering assumption with its reasoning (docs/decisions/037, 050).
 * The customer may change the rates as what-if inputs.
 */
import type { SolarConstant } from './constants.ts';

/** Written out, not imported: `constants.ts` spreads these in, and must not be imported back. */
const ASSUMPTION = 'Engineering assumption: ';
const REVIEWED = '2026-12-05';

export const FINANCE_CONSTANTS = {
  financeYears: {
    label: 'Life-cycle horizon',
    value: 20,
    unit: 'years',
    asOf: REVIEWED,
    source: `${ASSUMPTION}panels are warranted for 25 years and inverters last about 10; 20 years covers two inverter lives inside the panels’ warranty, as most PV-diesel life-cycle studies in Nigeria do`,
  },
  nominalDiscountRate: {
    label: 'Discount rate (nominal)',
    value: 0.27,
    unit: 'per year',
    asOf: '2025-11-25',
    source:
      'CBN Monetary Policy Rate, retained at 27 % by the 303rd Monetary Policy Committee meeting, 2025-11-25: the price of money in naira, so what the customer’s money could otherwise earn or cost',
  },
  inflation: {
    label: 'General inflation',
    value: 0.1445,
    unit: 'per year',
    asOf: '2025-11',
    source:
      'NBS Consumer Price Index, November 2025 (released 2025-12-15): headline inflation 14.45 % year on year',
  },
  lithiumCycleLife: {
    label: 'Lithium cycle life at its rated depth',
    value: 4000,
    unit: 'cycles',
    asOf: REVIEWED,
    source: `${ASSUMPTION}LiFePO4 rack modules are rated 6,000 cycles at 25 °C; a battery room at 30–35 °C ages them faster, so two thirds of the rating`,
  },
  lithiumFloatLife: {
    label: 'Lithium calendar life',
    value: 12,
    unit: 'years',
    asOf: REVIEWED,
    source: `${ASSUMPTION}rack modules carry a 10-year warranty and a 15-year design life at 25 °C; Nigerian heat takes about a fifth off`,
  },
  tubularCycleLife: {
    label: 'Tubular cycle life at its rated depth',
    value: 1000,
    unit: 'cycles',
    asOf: REVIEWED,
    source: `${ASSUMPTION}tubular inverter batteries are rated about 1,500 cycles at 80 % depth and 27 °C; lead-acid loses life fast in heat, so two thirds of the rating (HOMER’s lifetime-throughput model then counts kWh, not depth)`,
  },
  tubularRatedDepth: {
    label: 'Depth of discharge a tubular cycle life is rated at',
    value: 0.8,
    unit: 'ratio',
    asOf: REVIEWED,
    source: `${ASSUMPTION}tubular cycle lives are quoted at 80 % depth of discharge (C10)`,
  },
  lithiumRatedDepth: {
    label: 'Depth of discharge a lithium cycle life is rated at',
    value: 0.9,
    unit: 'ratio',
    asOf: REVIEWED,
    source: `${ASSUMPTION}LiFePO4 cycle lives are quoted at 90–95 % depth of discharge; the lower figure`,
  },
  tubularFloatLife: {
    label: 'Tubular calendar life',
    value: 5,
    unit: 'years',
    asOf: REVIEWED,
    source: `${ASSUMPTION}lead-acid float life halves for each ~10 °C above 25 °C; a 10-year design life in a 30–35 °C room gives about 5`,
  },
} satisfies Record<string, SolarConstant>;

export type FinanceConstantKey = keyof typeof FINANCE_CONSTANTS;
