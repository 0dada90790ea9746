import { sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once.ts';
import type { Database } from '../../db/client.ts';
import { purchaseEvents } from '../../db/schema/index.ts';

/**
 * The purchase timeline the operations console shows (decision 023): state changes, provider requests
 * and answers, webhooks received, messages sent, from the day it was added. A purchase's creation and
 * each of its state changes write their line in the same statement (purchases.repository.ts). Any other
 * event is written right after the step it records; a crash in between loses that line of history,
 * never money (the money path already survives a crash between any two of its steps). Decision 023.
 */
export type PurchaseEventKind =
  | 'created'
  | 'state_changed'
  | 'provider_request'
  | 'provider_answer'
  | 'payment_checked'
  | 'webhook_received'
  | 'card_charged'
  | 'card_saved'
  | 'message_sent'
  | 'staff_action';

export interface PurchaseEventInput {
  purchaseId: string;
  kind: PurchaseEventKind;
  /** Facts only; never a secret, never more than the purchase row itself holds (tokens are masked). */
  detail?: Record<string, unknown>;
}

/** Lines waiting for the insert in flight to finish, and whether one is in flight, per database. */
interface TimelineWriter {
  waiting: { line: PurchaseEventInput; settle: (error?: unknown) => void }[];
  isWriting: boolean;
}
const writers = new WeakMap<Database, TimelineWriter>();

/**
 * Writes one timeline line; resolves once it is stored, so a caller that awaits it keeps its purchase's
 * lines in order. Lines recorded while another insert is in flight go together in the next one (group
 * commit): in a burst of payments these were five statements and five commits per purchase.
 */
export function recordPurchaseEvent(db: Database, line: PurchaseEventInput): Promise<void> {
  let writer = writers.get(db);
  if (!writer) {
    writer = { waiting: [], isWriting: false };
    writers.set(db, writer);
  }
  const written = new Promise<void>((resolve, reject) => {
    writer.waiting.push({ line, settle: (error) => (error === undefined ? resolve() : reject(error)) });
  });
  if (!writer.isWriting) void writeWaitingLines(db, writer);
  return written;
}

async function writeWaitingLines(db: Database, writer: TimelineWriter): Promise<void> {
  writer.isWriting = true;
  try {
    while (writer.waiting.length > 0) {
      const batch = writer.waiting.splice(0, MAX_LINES_PER_INSERT);
      const error = await insertLines(
        db,
        batch.map(({ line }) => line),
      );
      if (error === undefined || batch.length === 1) {
        for (const { settle } of batch) settle(error);
        continue;
      }
      // One line the database refuses must not fail the others: each is written again on its own.
      await Promise.all(batch.map(async ({ line, settle }) => settle(await insertLines(db, [line]))));
    }
  } finally {
    writer.isWriting = false;
  }
}

const MAX_LINES_PER_INSERT = 200;

/** Inserts the lines in one statement; answers the error if it failed (never throws). */
async function insertLines(db: Database, lines: PurchaseEventInput[]): Promise<unknown> {
  try {
    const [line] = lines;
    if (lines.length === 1 && line) {
      // The usual case outside a burst: built once, not per call.
      const insertOne = builtOnce(db, 'purchase_event', () =>
        db
          .insert(purchaseEvents)
          .values({
            purchaseId: sql.placeholder('purchaseId'),
            kind: sql.placeholder('kind'),
            detail: sql.placeholder('detail'),
          })
          .prepare('purchase_event'),
      );
      await insertOne.execute({ purchaseId: line.purchaseId, kind: line.kind, detail: line.detail ?? {} });
    } else {
      await db
        .insert(purchaseEvents)
        .values(lines.map(({ purchaseId, kind, detail = {} }) => ({ purchaseId, kind, detail })));
    }
    return undefined;
  } catch (error) {
    return error ?? new Error('the timeline line was not written');
  }
}

/** The last 4 digits of a token: enough for support to match what the customer reads out. */
export function maskToken(token: string | null | undefined): string | null {
  return token ? `…${token.slice(-4)}` : null;
}
