import type { SolarConstantKey, SolarConstants } from './constants.ts';
import type { ReportWarning, WarningCode } from './types.ts';

/**
 * What every step of one report shares: the constants (read through `read`, so the report can list
 * exactly the assumptions it used) and the warnings collected on the way.
 */
export type EngineContext = {
  read: <TKey extends SolarConstantKey>(key: TKey) => SolarConstants[TKey]['value'];
  warn: (code: WarningCode, message: string) => void;
  usedKeys: ReadonlySet<SolarConstantKey>;
  warnings: readonly ReportWarning[];
};

export function createContext(constants: SolarConstants): EngineContext {
  const usedKeys = new Set<SolarConstantKey>();
  const warnings: ReportWarning[] = [];

  return {
    read: (key) => {
      usedKeys.add(key);
      return constants[key].value;
    },
    warn: (code, message) => {
      if (!warnings.some((warning) => warning.code === code)) warnings.push({ code, message });
    },
    usedKeys,
    warnings,
  };
}

/** A finite, non-negative number: anything else (NaN, ±Infinity, negative, missing) reads as 0. */
export function nonNegative(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/** Rounds to `digits` decimals (money to whole naira with 0). */
export function roundTo(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
