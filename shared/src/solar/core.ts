/**
 * `@powerpay/shared/solar-core`: the engine as the browser loads it, to recompute the report on every
 * what-if change. The site arrives located (`AuditRecord.location`), so neither the GPS reader nor the
 * list of places is in this chunk (docs/decisions/010).
 */
export { composeEnergyReport, type ComposeReportInput } from './report.ts';
export {
  SOLAR_CONSTANTS,
  SOLAR_CONSTANTS_VERSION,
  type SolarConstant,
  type SolarConstants,
  type SolarConstantKey,
} from './constants.ts';
export { REFERENCE_CITIES, SOLAR_DATA_VERSION, type ReferenceCity } from './solar-data.ts';
export { MONTH_NAMES } from './sun.ts';
export type * from './types.ts';
export type { FinanceReport } from './report-finance.ts';
