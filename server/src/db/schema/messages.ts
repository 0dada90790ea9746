import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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

/**
 * Messages sent through a real gateway (HTTP SMS, SMTP), by idempotency key: claimed before the gateway
 * is called, `sent_at` set after. A claim without `sent_at` is a send whose outcome a crash hid; it is
 * never sent again (at most once, decision 045).
 */
export const messageSends = pgTable('message_sends', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  channel: text('channel').notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
