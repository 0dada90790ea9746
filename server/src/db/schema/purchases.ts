import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './accounts.ts';

/**
 * A purchase moves awaiting_payment → paid → vending → delivered, with the exits
 * payment_failed, abandoned, vend_failed and refund_due → refund_pending → refunded | refund_failed
 * (docs/product.md §10); refunded → refund_failed when the provider could not complete a refund it took.
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
    /** The customer asked to keep the card this purchase is paid with (decision 060). */
    saveCard: boolean('save_card').notNull().default(false),
    /** The payment page the checkout started; "Complete payment" reopens it while it is valid. */
    checkoutUrl: text('checkout_url'),
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
    /** When the token SMS/e-mail went out; null on a delivered purchase means the notice is still owed. */
    tokenSentAt: timestamp('token_sent_at', { withTimezone: true }),
    /** Why a refund is owed or was asked for (a failed vend, a wrong amount, an operator). */
    refundReason: text('refund_reason'),
    /** Who asked for the refund: `system` or an operator's id. */
    refundRequestedBy: text('refund_requested_by'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The payment provider's id of the refund it took (Paystack's refund id), to ask what became of it. */
    providerRefundId: text('provider_refund_id'),
    /**
     * When the provider said the refund reached the customer (Paystack's `processed`); null on a refunded
     * purchase means it is still on its way, and the worker asks again (decision 031).
     */
    refundConfirmedAt: timestamp('refund_confirmed_at', { withTimezone: true }),
    /** The payment provider's last refusal of the refund (refund_failed), for the operators. */
    refundError: text('refund_error'),
    /** When the customer was told the refund went out; null on a refunded purchase means it is owed. */
    refundNoticeSentAt: timestamp('refund_notice_sent_at', { withTimezone: true }),
    /**
     * The purchase is its own work item (decision 011): `due_at` is when its next step (vend, requery,
     * notice, refund) is owed, null when nothing is; a worker holds it with a lease that expires in
     * seconds when the worker dies, so another one takes over.
     */
    dueAt: timestamp('due_at', { withTimezone: true }),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Attempts at the current step (reset on every state change): the back-off of requeries and retries. */
    workAttempts: integer('work_attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // History: a customer's page in ORDER BY created_at desc, id desc straight from the index (decision 016).
    index('purchases_user_created_id_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // History search (`ILIKE '%…%'`); created only where pg_trgm is available (see the migration).
    index('purchases_meter_name_trgm_idx').using('gin', table.meterName.op('gin_trgm_ops')),
    index('purchases_meter_no_trgm_idx').using('gin', table.meterNo.op('gin_trgm_ops')),
    index('purchases_status_updated_idx').on(table.status, table.updatedAt),
    // The operations console looks purchases up by exact meter, phone or e-mail, and lists a day's.
    index('purchases_meter_created_idx').on(table.meterNo, table.createdAt.desc()),
    index('purchases_phone_created_idx').on(table.phone, table.createdAt.desc()),
    index('purchases_email_lower_idx').on(sql`lower(${table.email})`),
    index('purchases_created_idx').on(table.createdAt.desc()),
    index('purchases_paid_at_idx').on(table.paidAt),
    // "Needs a person" (Today, the alerts job every minute): the rows that may need one are few (in flight,
    // owed or refused a refund, a refund not yet confirmed, a wrong amount), so this index is tiny. The
    // planner counts nearly every row as a wrong amount (it cannot estimate `<>` between two columns), so no
    // narrower index spares the million-row sequential scan; the query names this predicate to use it
    // (decision 016; the unconfirmed refunds, decision 031).
    index('purchases_needs_person_idx')
      .on(table.updatedAt)
      .where(
        sql`${table.status} in ('paid', 'vending', 'refund_due', 'refund_failed') or (${table.status} = 'refunded' and ${table.refundConfirmedAt} is null and ${table.providerRefundId} is not null) or (${table.paidAmountKobo} is not null and ${table.paidAmountKobo} <> ${table.totalKobo})`,
      ),
    index('purchases_due_idx')
      .on(table.dueAt)
      .where(sql`${table.dueAt} is not null`),
  ],
);

/**
 * The simulated vending provider's own ledger (the default adapter). Kept in the database so that
 * a pending vend still resolves after a restart and a repeated request id is recognised.
 */
export const vendingSimulatorRequests = pgTable('vending_simulator_requests', {
  requestId: text('request_id').primaryKey(),
  serviceId: text('service_id').notNull(),
  meterNo: text('meter_no').notNull(),
  meterType: text('meter_type').notNull(),
  amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
  phone: text('phone').notNull(),
  /** How many times a vend with this request id reached the simulator (1 when vended exactly once). */
  vendCalls: integer('vend_calls').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** The sandbox payment provider's own ledger (the default adapter): what each checkout ended as. */
export const sandboxPayments = pgTable('sandbox_payments', {
  reference: text('reference').primaryKey(),
  amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  email: text('email').notNull(),
  callbackUrl: text('callback_url').notNull(),
  /** pending, success, failed or abandoned (Paystack's words). */
  status: text('status').notNull().default('pending'),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  /** Paid with the test card that is declined when charged again (decision 060), not the one ending 4081. */
  cardDeclinesLater: boolean('card_declines_later').notNull().default(false),
  /** Set by the one refund the sandbox accepts for a checkout (Paystack refuses a second full refund too). */
  refundedAmountKobo: bigint('refunded_amount_kobo', { mode: 'number' }),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
