import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** `customer`, or `staff` for the people who run PowerPay (the /ops console; decision 022). */
    role: text('role').notNull().default('customer'),
    reminder: boolean('reminder').notNull().default(false),
    reminderFrequency: text('reminder_frequency'),
    reminderDay: text('reminder_day'),
    /** Lagos date of the last reminder period a purchase reminder went out for; it only moves forward. */
    lastReminderPeriod: date('last_reminder_period', { mode: 'string' }),
    /** When that purchase reminder was sent. */
    lastReminderAt: timestamp('last_reminder_at', { withTimezone: true }),
    /** When the address in `email` was confirmed through its link (decision 061); null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** A new address asked for in My Account; it replaces `email` only when its link is opened. */
    pendingEmail: text('pending_email'),
    createdAt: createdAt(),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // E-mails are unique whatever their case: customers type them in any case.
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    // The hourly reminder sweep only ever looks at customers who switched reminders on.
    index('users_reminder_schedule_idx')
      .on(table.reminderFrequency, table.reminderDay)
      .where(sql`${table.reminder}`),
  ],
);

/** The user a row belongs to; deleting the user deletes the row. */
export const ownerUserId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Opaque bearer sessions; only a SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: ownerUserId(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** One-time password reset links; only a SHA-256 of the token is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: ownerUserId(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_resets_user_id_idx').on(table.userId)],
);

/**
 * One-time links confirming that the customer reads `email`: their address at sign-up, or the new one
 * they asked for (decision 061). Only a SHA-256 of the token is stored.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: id(),
    userId: ownerUserId(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('email_verifications_user_id_idx').on(table.userId)],
);
