import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';

export type OutboxChannel = 'email' | 'sms';

export interface OutboxMessage {
  channel: OutboxChannel;
  recipient: string;
  subject?: string | null;
  body: string;
  idempotencyKey?: string;
}

/** Stores a message; one with the key of a message already stored is dropped (sent once). */
export async function insertOutboxMessage(db: Database, message: OutboxMessage): Promise<void> {
  await db
    .insert(outbox)
    .values({ ...message, recipient: message.recipient.toLowerCase() })
    .onConflictDoNothing({ target: outbox.idempotencyKey });
}

export async function listOutboxMessages(db: Database, filter: { recipient?: string; limit: number }) {
  const where = filter.recipient ? eq(outbox.recipient, filter.recipient.toLowerCase()) : undefined;
  return db
    .select()
    .from(outbox)
    .where(and(where))
    .orderBy(desc(outbox.createdAt))
    .limit(filter.limit);
}
