/**
 * Choices of the optional audit questions and of the energy report's what-if controls. Plain constants
 * (no zod), so the forms, the override schema and the sizing engine share them without pulling each
 * other in.
 */
import { GENERATOR_TYPES, GENERATOR_TYPE_LABELS } from './constants.ts';

/** Generator choices of the audit forms: the three documented fuels plus "None" (a recorded deviation). */
export const GENERATOR_CHOICES = [...GENERATOR_TYPES, 'none'] as const;
export type GeneratorChoice = (typeof GENERATOR_CHOICES)[number];
export const GENERATOR_CHOICE_LABELS: Record<GeneratorChoice, string> = {
  ...GENERATOR_TYPE_LABELS,
  none: 'None',
};

/** NERC service bands: A ≥ 20 h of supply a day, B ≥ 16, C ≥ 12, D ≥ 8, E ≥ 4. */
export const TARIFF_BANDS = ['A', 'B', 'C', 'D', 'E'] as const;
export type TariffBand = (typeof TARIFF_BANDS)[number];
export const TARIFF_BAND_LABELS: Record<TariffBand, string> = {
  A: 'Band A (20+ hours)',
  B: 'Band B (16+ hours)',
  C: 'Band C (12+ hours)',
  D: 'Band D (8+ hours)',
  E: 'Band E (4+ hours)',
};

/**
 * "When does supply usually come?": the grid's hours pulled towards the day (07:00–19:00) or the
 * night, or placed with no pattern (docs/solar-method.md, "Grid hours").
 */
export const SUPPLY_PATTERNS = ['day', 'night', 'no_pattern'] as const;
export type SupplyPattern = (typeof SUPPLY_PATTERNS)[number];
export const SUPPLY_PATTERN_LABELS: Record<SupplyPattern, string> = {
  day: 'Mostly during the day',
  night: 'Mostly at night',
  no_pattern: 'No pattern',
};

/** Air conditioner sizes in horsepower, as Nigerian shops sell them. */
export const AC_SIZES = ['1', '1.5', '2'] as const;
export type AcSize = (typeof AC_SIZES)[number];
export const AC_SIZE_LABELS: Record<AcSize, string> = { '1': '1 HP', '1.5': '1.5 HP', '2': '2 HP' };

/** Where the panels would go. */
export const ROOF_TYPES = ['flat', 'pitched', 'ground'] as const;
export type RoofType = (typeof ROOF_TYPES)[number];
export const ROOF_TYPE_LABELS: Record<RoofType, string> = {
  flat: 'Flat concrete roof',
  pitched: 'Pitched roof',
  ground: 'Ground or open land',
};

/** Shade on the roof or land from trees, tanks or taller buildings. */
export const SHADING_LEVELS = ['none', 'some', 'heavy'] as const;
export type ShadingLevel = (typeof SHADING_LEVELS)[number];
export const SHADING_LABELS: Record<ShadingLevel, string> = {
  none: 'No shade',
  some: 'Some shade',
  heavy: 'Heavy shade',
};

/** Battery chemistries the report can size. */
export const BATTERY_TYPES = ['lithium', 'tubular'] as const;
export type BatteryType = (typeof BATTERY_TYPES)[number];
export const BATTERY_TYPE_LABELS: Record<BatteryType, string> = {
  lithium: 'Lithium (LiFePO4)',
  tubular: 'Tubular lead-acid',
};

/** The report's three system options, smallest first; the home form's budget preference picks one. */
export const SYSTEM_TIERS = ['essentials', 'comfort', 'full'] as const;
export type SystemTier = (typeof SYSTEM_TIERS)[number];
export const SYSTEM_TIER_LABELS: Record<SystemTier, string> = {
  essentials: 'Essentials',
  comfort: 'Comfort',
  full: 'Full backup',
};

/** Module sizes the what-if control offers, in watts (2024–25 market range). */
export const MODULE_WATT_OPTIONS = [450, 500, 550, 600] as const;
export type ModuleWatts = (typeof MODULE_WATT_OPTIONS)[number];
