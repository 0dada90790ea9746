import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './accounts.ts';
import { purchases } from './purchases.ts';
import { auditResponses } from './audits.ts';
import { contactMessages } from './messages.ts';

/**
 * What happened to a purchase, in order: state changes, provider requests and answers, webhooks,
 * messages sent. Append-only; `detail` never holds more than the purchase row itself does.
 */
export const purchaseEvents = pgTable(
  'purchase_events',
  {
    /** Orders events written in the same millisecond. */
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    detail: jsonb('detail').notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('purchase_events_purchase_idx').on(table.purchaseId, table.seq)],
);

/** Every staff action: who, what, on what, when, and the record before and after. Append-only (decision 022). */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: id(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (table) => [
    index('staff_audit_log_created_idx').on(table.createdAt.desc()),
    index('staff_audit_log_target_idx').on(table.targetType, table.targetId),
  ],
);

/** The operators' own state of a purchase: alerted once, closed with a note. */
export const purchaseReviews = pgTable('purchase_reviews', {
  purchaseId: uuid('purchase_id')
    .primaryKey()
    .references(() => purchases.id, { onDelete: 'cascade' }),
  /** When the support inbox was last told this purchase needs a person (once per reason). */
  alertedAt: timestamp('alerted_at', { withTimezone: true }),
  /**
   * Why it was told (a `NeedsPersonReason`): a purchase that needs a person again for another reason (stuck,
   * then its refund failed) is told again. Null on alerts older than this column: told, for whatever reason.
   */
  alertedReason: text('alerted_reason'),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
  closeNote: text('close_note'),
});

/** Sales follow-up of an energy audit response; no row means `new`. */
export const leadStatuses = pgTable('lead_statuses', {
  auditResponseId: uuid('audit_response_id')
    .primaryKey()
    .references(() => auditResponses.id, { onDelete: 'cascade' }),
  status: text('status').notNull().default('new'),
  notes: text('notes').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A site visit the customer asked for from their report (decision 059): requested → scheduled →
 * done or cancelled. One per response; a new request after a closed one replaces it.
 */
export const siteVisits = pgTable('site_visits', {
  auditResponseId: uuid('audit_response_id')
    .primaryKey()
    .references(() => auditResponses.id, { onDelete: 'cascade' }),
  state: text('state').notNull(),
  preferredDate: text('preferred_date').notNull(),
  preferredTime: text('preferred_time').notNull(),
  phone: text('phone').notNull(),
  note: text('note'),
  scheduledDate: text('scheduled_date'),
  scheduledTime: text('scheduled_time'),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Whether a contact-form message was dealt with; no row means not handled. */
export const messageHandling = pgTable('message_handling', {
  contactMessageId: uuid('contact_message_id')
    .primaryKey()
    .references(() => contactMessages.id, { onDelete: 'cascade' }),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
});
