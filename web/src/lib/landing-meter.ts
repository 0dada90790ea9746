import { forgetDraft } from './tab-drafts';

/** Browser-storage key for the meter number typed on the landing page (docs/product.md §3). */
export const LANDING_METER_STORAGE_KEY = 'powerpay.landing-meter';

/** The landing page's meter box's field name, in the address when the browser sends the form itself. */
export const LANDING_METER_PARAM = 'meter_no';

/** Keeps the landing page's meter number for the purchase form to start with. */
export function storeLandingMeter(meterNo: string): void {
  // A meter typed on the landing page starts a new purchase.
  forgetDraft();
  try {
    window.localStorage.setItem(LANDING_METER_STORAGE_KEY, meterNo);
  } catch {
    // Storage can be full or disabled (private mode); the form then simply starts empty.
  }
}

/** The meter number stored by the landing page, if any. */
export function readLandingMeter(): string | null {
  try {
    return window.localStorage.getItem(LANDING_METER_STORAGE_KEY);
  } catch {
    return null;
  }
}
