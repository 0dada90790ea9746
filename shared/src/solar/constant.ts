/**
 * How every constant of the engine is written down (docs/decisions/010 and 037): its value, unit, the
 * date it was true and where it comes from, or an engineering assumption with its reasoning.
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

/**
 * Where a value comes from and when it was checked. Every constant states both: there is no default,
 * so a checked value can always be told from a guess (docs/decisions/037).
 */
export type Provenance = { asOf: string; source: string; range?: number };

export function constant<T>(
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
export function assumed(reason: string, asOf = REVIEWED): Provenance {
  return { asOf, source: `${ASSUMPTION_PREFIX}${reason}` };
}

export const NBS_NOV_2025 = 'NBS Price Watch, November 2025 (released 2025-12-24)';
export const NAIJA_CALC =
  'Lagos/Alaba market prices in the naija-solar-calc app (github.com/Tayo-Durodola/naija-solar-calc)';
export const IPCC_2006 =
  'IPCC 2006 Guidelines vol. 2: CO₂ per TJ (ch. 3, table 3.2.1) × net calorific value (ch. 1, table 1.2)';
export const NERC_BANDS =
  'NERC service-based tariff bands (minimum hours a day), as NERC restated them 2024-04-03';
export const C_TO_E =
  'no 2025 figure per band was found; Bands B–E are frozen at December 2022 rates (NERC MYTO 2024, 2024-01-17)';
