import { solarOverridesSchema, type SolarOverrides } from '@powerpay/shared/solar-overrides';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const OVERRIDE_KEYS = ['fuelPrice', 'tariffBand', 'batteryType', 'moduleWatts', 'tier'] as const;
export type OverrideKey = (typeof OVERRIDE_KEYS)[number];

/** The valid what-if choices in a query string; an invalid one (an edited link) is ignored, never an error page. */
export function overridesFromParams(params: URLSearchParams): SolarOverrides {
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
  const overrides = useMemo(() => overridesFromParams(params), [params]);
  const query = useMemo(() => {
    const kept = new URLSearchParams();
    for (const key of OVERRIDE_KEYS) if (overrides[key] !== undefined) kept.set(key, String(overrides[key]));
    return kept.toString();
  }, [overrides]);

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

  return { overrides, query, setOverride, params };
}
