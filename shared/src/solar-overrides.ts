import { z } from 'zod';
import { BATTERY_TYPES, MODULE_WATT_OPTIONS, SYSTEM_TIERS, TARIFF_BANDS } from './solar-options.ts';
import { formatNumber } from './number-format.ts';

/**
 * The energy report's what-if overrides: fuel price, tariff band, battery chemistry, module size,
 * system option, and the rates of the money over the system's life (per cent a year, decision 050). Built for query strings (`?fuelPrice=1200&tariffBand=B`): numbers may come as text,
 * and an empty value means "no override".
 */

/** Highest fuel price accepted, ₦ per litre or kg (a guard against typos). */
export const MAX_FUEL_PRICE_NAIRA = 20_000;

export const SOLAR_OVERRIDE_MESSAGES = {
  fuelPrice: `Please enter a fuel price between NGN 1 and NGN ${formatNumber(MAX_FUEL_PRICE_NAIRA)}`,
  tariffBand: 'Please choose a tariff band from A to E',
  batteryType: 'Please choose lithium or tubular',
  moduleWatts: `Please choose a module size of ${MODULE_WATT_OPTIONS.join(', ')} W`,
  tier: 'Please choose essentials, comfort or full',
  discountRate: 'Please enter a discount rate between 0 % and 100 %',
  inflation: 'Please enter an inflation rate between 0 % and 100 %',
  fuelEscalation: 'Please enter a yearly fuel price change between −50 % and 100 %',
  tariffEscalation: 'Please enter a yearly tariff change between −50 % and 100 %',
} as const;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

function optionalOverride<TSchema extends z.ZodType>(schema: TSchema) {
  return z.preprocess(emptyToUndefined, schema.optional());
}

/** A rate in per cent a year, as typed (`27` is 27 %), within [min, max]. */
function percentOverride({ min, max, message }: { min: number; max: number; message: string }) {
  return optionalOverride(
    z.coerce
      .number({ error: message })
      .refine((percent) => Number.isFinite(percent) && percent >= min && percent <= max, { error: message }),
  );
}

export const solarOverridesSchema = z.object({
  /** Price of the site's generator fuel, ₦ per litre (diesel, petrol) or kg (LPG). */
  fuelPrice: optionalOverride(
    z.coerce
      .number({ error: SOLAR_OVERRIDE_MESSAGES.fuelPrice })
      .refine((price) => Number.isFinite(price) && price >= 1 && price <= MAX_FUEL_PRICE_NAIRA, {
        error: SOLAR_OVERRIDE_MESSAGES.fuelPrice,
      }),
  ),
  tariffBand: optionalOverride(z.enum(TARIFF_BANDS, { error: SOLAR_OVERRIDE_MESSAGES.tariffBand })),
  batteryType: optionalOverride(z.enum(BATTERY_TYPES, { error: SOLAR_OVERRIDE_MESSAGES.batteryType })),
  moduleWatts: optionalOverride(
    z.coerce
      .number({ error: SOLAR_OVERRIDE_MESSAGES.moduleWatts })
      .pipe(z.literal([...MODULE_WATT_OPTIONS], { error: SOLAR_OVERRIDE_MESSAGES.moduleWatts })),
  ),
  tier: optionalOverride(z.enum(SYSTEM_TIERS, { error: SOLAR_OVERRIDE_MESSAGES.tier })),
  /** Nominal discount rate, % a year. */
  discountRate: percentOverride({ min: 0, max: 100, message: SOLAR_OVERRIDE_MESSAGES.discountRate }),
  /** General inflation, % a year. */
  inflation: percentOverride({ min: 0, max: 100, message: SOLAR_OVERRIDE_MESSAGES.inflation }),
  /** Fuel price change, % a year. */
  fuelEscalation: percentOverride({ min: -50, max: 100, message: SOLAR_OVERRIDE_MESSAGES.fuelEscalation }),
  /** Grid tariff change, % a year. */
  tariffEscalation: percentOverride({
    min: -50,
    max: 100,
    message: SOLAR_OVERRIDE_MESSAGES.tariffEscalation,
  }),
});

export type SolarOverrides = z.output<typeof solarOverridesSchema>;
export type SolarOverridesInput = z.input<typeof solarOverridesSchema>;
