import { sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once.ts';
import type { Database } from '../../db/client.ts';
import { purchaseEvents } from '../../db/schema/index.ts';

/**
 * The purchase timeline the operations console shows (issue 17): state changes, provider requests
 * and answers, webhooks received, messages sent, from the day it was added. A purchase's creation and
 * each of its state changes write their line in the same statement (purchases.repository.ts). Any other
 * event is written right after the step it records; a crash in between loses that line of history,
 * never money (the money path already survives a crash between any two of its steps).
 */
export type PurchaseEventKind =
  | 'created'
  | 'state_changed'
  | 'provider_request'
  | 'provider_answer'
  | 'payment_checked'
  | 'webhook_received'
  | 'message_sent'
  | 'staff_action';

export interface PurchaseEventInput {
  purchaseId: string;
  kind: PurchaseEventKind;
  /** Facts only; never a secret, never more than the purchase row itself holds (tokens are masked). */
  detail?: Record<string, unknown>;
}

export async function recordPurchaseEvent(db: Database, { purchaseId, kind, detail = {} }: PurchaseEventInput): Promise<void> {
  // Five of these per purchase on the money path: built once, not per call.
  const insert = builtOnce(db, 'purchase_event', () =>
    db
      .insert(purchaseEvents)
      .values({ purchaseId: sql.placeholder('purchaseId'), kind: sql.placeholder('kind'), detail: sql.placeholder('detail') })
      .prepare('purchase_event'),
  );
  await insert.execute({ purchaseId, kind, detail });
}

/** The last 4 digits of a token: enough for support to match what the customer reads out. */
export function maskToken(token: string | null | undefined): string | null {
  return token ? `…${token.slice(-4)}` : null;
}
