/**
 * The money side of the energy report's shape (types.ts): what the system costs, what it saves, when it
 * pays back and what it avoids. Money in whole naira.
 */
import type { Basis } from './basis.ts';
import type { CashFlowYear, FinanceRates, LifeCycle } from './life-cycle.ts';
import type { OutcomeSpread } from './uncertainty.ts';

export type { CashFlowYear };

export type CostLine = {
  id: 'modules' | 'mounting' | 'battery' | 'inverter' | 'charge_controllers' | 'installation';
  item: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  total: number;
  low: number;
  high: number;
  range: number;
  asOf: string;
  source: string;
};

export type BillOfQuantities = {
  currency: 'NGN';
  lines: CostLine[];
  total: number;
  low: number;
  high: number;
  totalUsd: number;
};

/** `no_power_today`: the site answered no grid and no generator, so there is no spend to save on. */
export type PaybackStatus =
  'pays_back' | 'beyond_panel_life' | 'no_savings' | 'not_computed' | 'no_power_today';

export type SensitivityCase = {
  id: 'base' | 'fuel_low' | 'fuel_high' | 'cost_low' | 'cost_high';
  label: string;
  fuelFactor: number;
  costFactor: number;
  annualSavings: number;
  paybackYears: number | null;
  paybackStatus: PaybackStatus;
  tenYearNet: number;
};

export type Economics = {
  /** `none`: no spend was answered or could be estimated, so no savings are claimed. */
  basis: Basis | 'none';
  capex: number;
  annualSpendBefore: number | null;
  annualSpendAfter: number | null;
  /** First-year savings net of upkeep. */
  annualSavings: number | null;
  paybackYears: number | null;
  paybackStatus: PaybackStatus;
  cashFlow: CashFlowYear[];
  sensitivity: SensitivityCase[];
  /** Yearly rises: fuel, grid tariff, and the prices of upkeep and parts (general inflation). */
  escalation: { fuel: number; tariff: number; prices: number };
};

export type Environment = {
  basis: Basis | 'none';
  fuelAvoidedPerYear: number;
  fuelUnit: 'L' | 'kg' | null;
  gridKwhAvoidedPerYear: number;
  co2AvoidedTonnesPerYear: number;
};

/** The report's money over the system's life (report-finance.ts, decision 050). */
export type FinanceReport = LifeCycle & {
  rates: FinanceRates;
  projectYears: number;
  battery: { lifeYears: number; lifetimeKwh: number; replacementYears: number[] };
  /** P50 and P90 over several synthetic years; null when only one year was run. */
  spread: OutcomeSpread | null;
};
