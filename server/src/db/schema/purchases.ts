import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './accounts.ts';

/**
 * A purchase moves awaiting_payment → paid → vending → delivered, with the exits
 * payment_failed, abandoned, vend_failed and refund_due (DESIGN.md section 5).
 */
export const purchases = pgTable(
  'purchases',
  {
    id: id(),
    ref: text('ref').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the guest receipt key; the key itself is only ever in the guest's link. */
    receiptKeyHash: text('receipt_key_hash'),
    status: text('status').notNull().default('awaiting_payment'),
    provider: text('provider').notNull(),
    meterType: text('meter_type').notNull(),
    meterNo: text('meter_no').notNull(),
    meterName: text('meter_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    feeKobo: bigint('fee_kobo', { mode: 'number' }).notNull(),
    totalKobo: bigint('total_kobo', { mode: 'number' }).notNull(),
    paymentProvider: text('payment_provider').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidAmountKobo: bigint('paid_amount_kobo', { mode: 'number' }),
    /** The vending provider's request id; persisted before the vend call, it is the idempotency key. */
    vendRequestId: text('vend_request_id').unique(),
    vendAttempts: bigint('vend_attempts', { mode: 'number' }).notNull().default(0),
    token: text('token'),
    units: text('units'),
    receiptNo: text('receipt_no'),
    vendResponse: jsonb('vend_response'),
    failureReason: text('failure_reason'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('purchases_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('purchases_status_updated_idx').on(table.status, table.updatedAt),
  ],
);
