import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerUserId } from './accounts.ts';
import { createdAt, id } from './columns.ts';

/**
 * Attempt counters shared by every instance on the database, so a restart or a second instance does not
 * reset or split them (decision 041). Keys name the action and a SHA-256 of the address or account,
 * never the address or e-mail itself.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    lastHitAt: timestamp('last_hit_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_window_ends_at_idx').on(table.windowEndsAt)],
);

/**
 * Browsers the owner signed in from: the device cookie holds a random token, only its SHA-256 is kept.
 * A correct password from such a browser passes the per-account throttle (decision 041).
 */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    id: id(),
    userId: ownerUserId(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('sign_in_devices_user_id_idx').on(table.userId)],
);
