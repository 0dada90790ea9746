import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { messageSends } from '../db/schema/index.ts';

export type MessageChannel = 'sms' | 'email';

/** What became of one send through a real gateway (also counted by /metrics). */
export type SendOutcome = 'sent' | 'skipped' | 'refused' | 'unknown';

/**
 * At most once per idempotency key through a gateway that does not deduplicate (decision 045): the key
 * is claimed before the gateway is called and marked sent after. A key already claimed is never sent
 * again, sent or not: a crash between the claim and the mark leaves a message that may or may not have
 * left, and the rule is "at most once" (the customer still has the token on the receipt and through
 * Find my token). A gateway's clear refusal (an answer that is not 2xx, or a connection never made)
 * gives the claim back, so the retry sends.
 */
export function sendingAtMostOnce<Message extends { idempotencyKey?: string }>(
  db: Database,
  channel: MessageChannel,
  send: (message: Message) => Promise<void>,
  onOutcome: (channel: MessageChannel, outcome: SendOutcome) => void = () => undefined,
): (message: Message) => Promise<void> {
  return async (message) => {
    const key = message.idempotencyKey;
    if (!key) {
      await send(message);
      onOutcome(channel, 'sent');
      return;
    }
    const claimed = await db
      .insert(messageSends)
      .values({ idempotencyKey: key, channel })
      .onConflictDoNothing({ target: messageSends.idempotencyKey })
      .returning({ key: messageSends.idempotencyKey });
    if (claimed.length === 0) {
      onOutcome(channel, 'skipped');
      return;
    }
    try {
      await send(message);
    } catch (error) {
      if (isClearlyNotSent(error)) {
        await db.delete(messageSends).where(eq(messageSends.idempotencyKey, key));
        onOutcome(channel, 'refused');
      } else {
        onOutcome(channel, 'unknown');
      }
      throw error;
    }
    await db
      .update(messageSends)
      .set({ sentAt: sql`now()` })
      .where(and(eq(messageSends.idempotencyKey, key), isNull(messageSends.sentAt)));
    onOutcome(channel, 'sent');
  };
}

/** Error codes of a connection that was never made: nothing reached the gateway. */
const NEVER_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * A gateway's answer refusing the message (an HTTP status or an SMTP reply code), or a connection never
 * made. A timeout or a connection cut mid-request is not: the message may have left.
 */
export class GatewayRefusedError extends Error {}

function isClearlyNotSent(error: unknown): boolean {
  if (error instanceof GatewayRefusedError) return true;
  const found = error as { code?: string; responseCode?: number; cause?: { code?: string } } | null;
  if (typeof found?.responseCode === 'number') return true;
  return NEVER_CONNECTED.has(found?.code ?? '') || NEVER_CONNECTED.has(found?.cause?.code ?? '');
}
