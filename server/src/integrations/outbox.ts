import { and, desc, eq } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { builtOnce } from '../db/built-once.ts';
import type { Database } from '../db/client.ts';
import { definedColumns, encodedValues, rawPlaceholders } from '../db/placeholders.ts';
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
  // Every delivered token sends one: built once per set of fields given.
  const values = { ...message, recipient: message.recipient.toLowerCase() };
  const columns = definedColumns(outbox, values);
  const statement = builtOnce(db, `outbox_message:${columns.join(',')}`, () =>
    db
      .insert(outbox)
      .values(rawPlaceholders(columns) as PgInsertValue<typeof outbox>)
      .onConflictDoNothing({ target: outbox.idempotencyKey })
      .prepare(`outbox_message_${(outboxInsertsBuilt += 1)}`),
  );
  await statement.execute(encodedValues(outbox, values, columns));
}

let outboxInsertsBuilt = 0;

export async function listOutboxMessages(db: Database, filter: { recipient?: string; limit: number }) {
  const where = filter.recipient ? eq(outbox.recipient, filter.recipient.toLowerCase()) : undefined;
  return db.select().from(outbox).where(and(where)).orderBy(desc(outbox.createdAt)).limit(filter.limit);
}
