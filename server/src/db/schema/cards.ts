import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './accounts.ts';

/**
 * Cards a customer asked to keep for faster top-ups: the payment provider's reusable authorization
 * (decision 060). `authorization_code` charges the card with our secret key: it is never logged and never
 * leaves the server; the customer sees brand, last four digits and expiry.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The provider's fingerprint of the card: the same card paid again updates its row. */
    signature: text('signature').notNull(),
    authorizationCode: text('authorization_code').notNull(),
    /** The e-mail the authorization belongs to: the provider charges it only with that address. */
    email: text('email').notNull(),
    brand: text('brand').notNull(),
    bank: text('bank'),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('saved_cards_user_signature_key').on(table.userId, table.signature)],
);
