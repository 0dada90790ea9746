/**
 * The proposal's constants (decision 059): the financing offered beside each tier and the warranties
 * of the equipment classes the report names. Each: value, unit, date and source (constant.ts), or a
 * commercial/engineering assumption with its reasoning. They are not inputs of the engine.
 */
import { assumed, constant, type Provenance } from './constant.ts';

/** A commercial choice PowerPay made, with the reason (no published figure fits a customer-facing offer). */
const commercial = (reason: string): Provenance => ({
  asOf: '2026-12-05',
  source: `Commercial assumption: ${reason}`,
});

export const FINANCING_CONSTANTS = {
  annualRate: constant(
    'Financing rate (nominal, charged monthly)',
    0.35,
    'per year',
    commercial(
      'the CBN Monetary Policy Rate (27 %, 2025-11-25, the report’s discount rate) plus 8 points of lender’s margin, where Nigerian banks’ consumer and asset loans were priced in 2025; a lender’s own offer replaces it',
    ),
  ),
  depositShare: constant(
    'Deposit paid on installation',
    0.2,
    'share of the system’s cost',
    commercial(
      'asset-finance and pay-as-you-go solar plans in Nigeria ask for a deposit before installation; a fifth keeps the instalment within reach and the lender’s risk covered',
    ),
  ),
  terms: constant(
    'Repayment terms offered',
    [6, 12, 24] as readonly number[],
    'months',
    commercial(
      'the terms lenders in Nigeria offer for consumer equipment; beyond 24 months the rate costs more than the battery saves',
    ),
  ),
};

/** One class of equipment a tier is built from, with the warranty its makers typically give. */
export type EquipmentClass = {
  id: 'panels' | 'lithium' | 'tubular' | 'inverter' | 'chargeController';
  name: string;
  warranty: ReturnType<typeof constant<string>>;
};

const MAKERS =
  'typical published terms of tier-1 makers’ datasheets for this class as of 2025; the installer’s quote names the brand and its own terms';

export const EQUIPMENT_CLASSES: Record<EquipmentClass['id'], EquipmentClass> = {
  panels: {
    id: 'panels',
    name: 'Monocrystalline PERC or TOPCon solar panels',
    warranty: constant(
      'Panel warranty',
      '10–12 years on the product, 25 years on output (about 80 % of rated power at year 25)',
      'warranty',
      assumed(MAKERS),
    ),
  },
  lithium: {
    id: 'lithium',
    name: 'Lithium iron phosphate (LiFePO4) battery',
    warranty: constant(
      'Lithium battery warranty',
      '5–10 years or about 6,000 cycles, whichever comes first',
      'warranty',
      assumed(MAKERS),
    ),
  },
  tubular: {
    id: 'tubular',
    name: 'Tubular lead-acid battery',
    warranty: constant('Tubular battery warranty', '1–3 years', 'warranty', assumed(MAKERS)),
  },
  inverter: {
    id: 'inverter',
    name: 'Hybrid inverter with a built-in solar charger',
    warranty: constant('Inverter warranty', '2–5 years', 'warranty', assumed(MAKERS)),
  },
  chargeController: {
    id: 'chargeController',
    name: 'MPPT solar charge controller for the panels beyond the inverter’s own input',
    warranty: constant('Charge controller warranty', '2–5 years', 'warranty', assumed(MAKERS)),
  },
};
