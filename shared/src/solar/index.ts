/**
 * `@powerpay/shared/solar`: the solar sizing engine, a separate entry so the main `@powerpay/shared`
 * index never pulls it in; with `locateSite` and `createEnergyReport`, which the browser's
 * `solar-core` leaves out. See docs/decisions/010.
 */
export * from './core.ts';
export { createEnergyReport, locateSite } from './locate.ts';
export type { EnergyReportInput } from './report.ts';
