/** The verdict on a typed meter number: the number to keep, or the message to show. */
export type MeterCheck = { meterNo: string; error?: undefined } | { meterNo: null; error: string };

let loading: Promise<(value: string) => MeterCheck> | null = null;

/**
 * Loads the shared landing form schema (and zod with it) only when a visitor starts typing, so the
 * landing page's first load stays light on a slow network (docs/ARCHITECTURE.md, "Budgets and quality bars": at most 120 KB).
 */
export function loadMeterCheck(): Promise<(value: string) => MeterCheck> {
  loading ??= Promise.all([
    import('@powerpay/shared/landing-form'),
    import('@powerpay/shared/form-validation'),
  ]).then(([{ landingMeterForm }, { validateForm }]) => (value: string): MeterCheck => {
    const result = validateForm(landingMeterForm, { meter_no: value });
    return result.success
      ? { meterNo: result.data.meter_no }
      : { meterNo: null, error: result.issue.message };
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** Checks a meter number against the shared landing schema (docs/product.md §5). */
export async function checkMeterNumber(value: string): Promise<MeterCheck> {
  const check = await loadMeterCheck();
  return check(value);
}
