import { forgetDraft, pickTextFields, PURCHASE_DRAFT_KEY, tabStorage } from '@/lib/tab-drafts';

import type { PurchaseFormText } from './purchase-order';

/** What a draft keeps: the order's fields, not a guest's e-mail. */
const DRAFT_FIELDS = ['meter_no', 'provider', 'meter_type', 'amount', 'phone'] as const;
/** Longer than any real field: a value past it did not come from the form. */
const MAX_DRAFT_FIELD_LENGTH = 100;

export type PurchaseDraft = Partial<Pick<PurchaseFormText, (typeof DRAFT_FIELDS)[number]>>;

/** Only a started purchase is worth keeping: the phone alone is the profile's, filled in for the customer. */
function isStarted(draft: PurchaseDraft): boolean {
  return Boolean(draft.meter_no || draft.provider || draft.meter_type || draft.amount);
}

const pickDraft = (values: Record<string, unknown>): PurchaseDraft =>
  pickTextFields(values, DRAFT_FIELDS, MAX_DRAFT_FIELD_LENGTH);

/** The purchase this tab was part-way through (lib/tab-drafts.ts), or null. */
export function readPurchaseDraft(): PurchaseDraft | null {
  try {
    const stored: unknown = JSON.parse(tabStorage()?.getItem(PURCHASE_DRAFT_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const draft = pickDraft(stored as Record<string, unknown>);
    return isStarted(draft) ? draft : null;
  } catch {
    return null;
  }
}

/** Keeps the form's values while a purchase is started; forgets them when the form is empty again. */
export function keepPurchaseDraft(values: Partial<PurchaseFormText>): void {
  const draft = pickDraft(values);
  try {
    if (isStarted(draft)) tabStorage()?.setItem(PURCHASE_DRAFT_KEY, JSON.stringify(draft));
    else forgetPurchaseDraft();
  } catch {
    // Full storage: the form still works, it is just not kept.
  }
}

/** The order is placed (or cancelled): the next purchase starts afresh. */
export const forgetPurchaseDraft = forgetDraft;
