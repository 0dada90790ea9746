import type * as SolarOverridesModule from '@powerpay/shared/solar-overrides';
import type { SolarOverrides } from '@powerpay/shared/solar-overrides';
import { use, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

import { lazyModule } from '../utils/lazy-module';

/** The rates of the money over the system's life, typed in per cent a year (decision 050). */
export const RATE_KEYS = ['discountRate', 'inflation', 'fuelEscalation', 'tariffEscalation'] as const;
export type RateKey = (typeof RATE_KEYS)[number];
export const OVERRIDE_KEYS = [
  'fuelPrice',
  'tariffBand',
  'batteryType',
  'moduleWatts',
  'tier',
  ...RATE_KEYS,
] as const;
export type OverrideKey = (typeof OVERRIDE_KEYS)[number];
/** The choices typed as text: what was typed stays in the box, with a message when it is not used. */
export type TypedKey = 'fuelPrice' | RateKey;
const TYPED_KEYS: readonly TypedKey[] = ['fuelPrice', ...RATE_KEYS];

type OverridesModule = typeof SolarOverridesModule;

const NO_OVERRIDES: SolarOverrides = {};
const NO_ERRORS: Partial<Record<TypedKey, string>> = {};

/**
 * The overrides' schema comes with zod, a quarter of the report's code, and evaluating it is one long
 * task on a slow phone. A report opened without what-if choices (from the audit's success screen, the
 * history, the e-mail) needs neither until the customer reaches for a choice, so it loads then; a link
 * with choices waits for it before showing the report.
 */
const overridesModule = lazyModule<OverridesModule>(() => import('@powerpay/shared/solar-overrides'));

/**
 * Loads the schema as the customer touches or focuses a what-if choice, so it is there by the time
 * they change one; a report only read never evaluates zod.
 */
export function preloadOverridesSchema(): void {
  overridesModule.load().catch(() => undefined);
}

/** The valid what-if choices in a query string; an invalid one (an edited link) is ignored, never an error page. */
export function overridesFromParams(
  { solarOverridesSchema }: OverridesModule,
  params: URLSearchParams,
): SolarOverrides {
  const overrides: Record<string, unknown> = {};
  for (const key of OVERRIDE_KEYS) {
    const value = params.get(key);
    if (value === null || value === '') continue;
    const parsed = solarOverridesSchema.shape[key].safeParse(value);
    if (parsed.success && parsed.data !== undefined) overrides[key] = parsed.data;
  }
  return overrides as SolarOverrides;
}

/** The what-if choices live in the URL, so a shared or reloaded link shows the same report. */
export function useReportOverrides() {
  const [params, setParams] = useSearchParams();
  const hasChoices = OVERRIDE_KEYS.some((key) => (params.get(key) ?? '') !== '');
  // Suspends only for a link that opens with choices and whose schema has not arrived yet. A choice made
  // on the page goes into the URL at once (the box keeps every key typed) and counts once the schema
  // has arrived (normally already, since the box was touched): the report stays on screen meanwhile.
  const [opensWithChoices] = useState(hasChoices);
  const [, setSchemaArrived] = useState(false);
  const schemas =
    overridesModule.loaded() ?? (opensWithChoices && hasChoices ? use(overridesModule.load()) : undefined);
  useEffect(() => {
    if (schemas || !hasChoices) return;
    void overridesModule.load().then(
      () => setSchemaArrived(true),
      () => undefined,
    );
  }, [schemas, hasChoices]);

  // Without choices the overrides stay the same object when the schema arrives, so the report is not
  // composed and drawn a second time for nothing.
  const overrides = useMemo(
    () => (schemas && hasChoices ? overridesFromParams(schemas, params) : NO_OVERRIDES),
    [schemas, hasChoices, params],
  );
  const query = useMemo(() => {
    const kept = new URLSearchParams();
    for (const key of OVERRIDE_KEYS) if (overrides[key] !== undefined) kept.set(key, String(overrides[key]));
    return kept.toString();
  }, [overrides]);

  const errors = useMemo(() => {
    if (!schemas || !hasChoices) return NO_ERRORS;
    const found: Partial<Record<TypedKey, string>> = {};
    for (const key of TYPED_KEYS) {
      const text = params.get(key) ?? '';
      if (text !== '' && !schemas.solarOverridesSchema.shape[key].safeParse(text).success)
        found[key] = schemas.SOLAR_OVERRIDE_MESSAGES[key];
    }
    return found;
  }, [schemas, hasChoices, params]);

  const setOverride = useCallback(
    (key: OverrideKey, value: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === '') next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { overrides, query, setOverride, params, errors };
}
