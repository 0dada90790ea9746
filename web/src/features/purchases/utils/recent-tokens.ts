import type { Transaction } from '@powerpay/shared';
import { discoName, formatUnits } from '@powerpay/shared/receipt';

/** Read by the offline page (web/public/offline.js): keep the key and the shape in step with it. */
export const RECENT_TOKENS_KEY = 'powerpay.recent-tokens';
export const MAX_RECENT_TOKENS = 5;

/** A token as this device last showed it, with when, so offline it is never mistaken for news. */
export type RecentToken = {
  ref: string;
  token: string;
  units: string | null;
  meterNo: string;
  meterName: string;
  disco: string;
  paidAt: string | null;
  seenAt: string;
};

export function readRecentTokens(): RecentToken[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(RECENT_TOKENS_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as RecentToken[]) : [];
  } catch {
    return [];
  }
}

/** Keeps a shown token at the top of the list (once per purchase), the newest few only. */
export function rememberToken(transaction: Transaction, seenAt = new Date()): void {
  if (!transaction.token) return;

  const entry: RecentToken = {
    ref: transaction.ref,
    token: transaction.token,
    units: transaction.units ? formatUnits(transaction.units) : null,
    meterNo: transaction.meter_no,
    meterName: transaction.meter_name,
    disco: discoName(transaction.provider),
    paidAt: transaction.paid_at,
    seenAt: seenAt.toISOString(),
  };
  const others = readRecentTokens().filter((stored) => stored.ref !== entry.ref);
  try {
    window.localStorage.setItem(
      RECENT_TOKENS_KEY,
      JSON.stringify([entry, ...others].slice(0, MAX_RECENT_TOKENS)),
    );
  } catch {
    // Storage full or disabled (private mode): the receipt still shows; only the offline copy is lost.
  }
}
