/**
 * Every price, tariff, factor and default the sizing engine uses, each with its unit, the date it was
 * true and where it comes from: a publication (author or publisher, year, table or page, address
 * where public) and the date it was checked, or an engineering assumption with its reasoning
 * (docs/decisions/010 and 037). The values live in one file per topic; change one, bump the version,
 * and every report says which version it was computed with.
 */
import { ARRAY_CONSTANTS } from './constants-array.ts';
import { ENERGY_CONSTANTS } from './constants-energy.ts';
import { FINANCE_CONSTANTS } from './constants-finance.ts';
import { HOURLY_CONSTANTS } from './constants-hourly.ts';
import { LOAD_CONSTANTS } from './constants-load.ts';
import { MONEY_CONSTANTS } from './constants-money.ts';
import { SEARCH_CONSTANTS } from './constants-search.ts';
import { STORAGE_CONSTANTS } from './constants-storage.ts';

export { ASSUMPTION_PREFIX, type SolarConstant } from './constant.ts';

/** Bump when a value changes; reports carry it so old PDFs can be explained. */
export const SOLAR_CONSTANTS_VERSION = '2026.4';

export const SOLAR_CONSTANTS = {
  ...ARRAY_CONSTANTS,
  ...STORAGE_CONSTANTS,
  ...LOAD_CONSTANTS,
  ...ENERGY_CONSTANTS,
  ...MONEY_CONSTANTS,
  ...FINANCE_CONSTANTS,
  ...HOURLY_CONSTANTS,
  ...SEARCH_CONSTANTS,
};

export type SolarConstants = typeof SOLAR_CONSTANTS;
export type SolarConstantKey = keyof SolarConstants;
