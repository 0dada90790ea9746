/**
 * A purchase a customer is part-way through, kept for this browser tab only (sessionStorage): a reload,
 * or a phone discarding the tab while the customer is in their bank's app, does not lose what was typed
 * (decision 020). The tab's storage ends with the tab. The form reads and writes its draft itself
 * (features/purchases/utils/purchase-draft.ts); this is what the app's entry and the landing page need.
 */
export const PURCHASE_DRAFT_KEY = 'powerpay.purchase-draft';

/** This tab's storage, or null where private modes or full storage refuse it (a draft is then not kept). */
export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The named fields of a draft, each only as text of at most `maxLength`: what storage holds may not be
 * what the form wrote (an older version, a hand edit), and anything else is left out.
 */
export function pickTextFields(
  values: Record<string, unknown>,
  fields: readonly string[],
  maxLength: number,
): Record<string, string> {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const value = values[field];
      return typeof value === 'string' && value.length <= maxLength ? [[field, value]] : [];
    }),
  );
}

/** Whether this tab keeps a draft: the prerendered page, which shows none, is then drawn afresh (main.tsx). */
export function hasDraft(): boolean {
  return tabStorage()?.getItem(PURCHASE_DRAFT_KEY) != null;
}

/** Paid, cancelled, logged out, or a new purchase from the landing page: the next one starts afresh. */
export function forgetDraft(): void {
  tabStorage()?.removeItem(PURCHASE_DRAFT_KEY);
}

/** The order this tab last sent to a payment page (features/purchases/utils/pending-checkout.ts). */
export const PENDING_CHECKOUT_KEY = 'powerpay.pending-checkout';

/** The Energy Audit answers this tab is part-way through (features/energy-audit/utils/audit-draft.ts). */
export const AUDIT_DRAFT_KEYS = {
  home: 'powerpay.audit-draft.home',
  office: 'powerpay.audit-draft.office',
} as const;

/** Signed out: nothing this tab kept of a customer's purchase or audit stays behind for the next person. */
export function forgetTabDrafts(): void {
  forgetDraft();
  const storage = tabStorage();
  storage?.removeItem(PENDING_CHECKOUT_KEY);
  for (const key of Object.values(AUDIT_DRAFT_KEYS)) storage?.removeItem(key);
}
