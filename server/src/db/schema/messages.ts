import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name'),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  subject: text('subject'),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/**
 * Mail and SMS captured instead of sent when no real transport is configured,
 * so a developer (and the tests) can read what a customer would have received.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** A message sent again with the same key (a step repeated after a crash) is stored once. */
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_recipient_idx').on(table.recipient, table.createdAt.desc())],
);
