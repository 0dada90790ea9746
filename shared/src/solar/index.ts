/**
 * `@powerpay/shared/solar`: the solar sizing engine, a separate entry so the web app loads it as its own
 * chunk and the main `@powerpay/shared` index never pulls it in. See docs/decisions/010.
 */
export { createEnergyReport, type EnergyReportInput } from './report.ts';
export { SOLAR_CONSTANTS, SOLAR_CONSTANTS_VERSION, type SolarConstant, type SolarConstants, type SolarConstantKey } from './constants.ts';
export { REFERENCE_CITIES, SOLAR_DATA_VERSION, type ReferenceCity } from './solar-data.ts';
export { MONTH_NAMES } from './sun.ts';
export type * from './types.ts';
