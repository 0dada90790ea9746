import { z } from 'zod';
import { MAX_PAGE_SIZE, PURCHASE_STATUSES, SERVICE_IDS } from './constants.ts';
import { isoDate, timestamp } from './wire-dates.ts';
import { VISIT_STATES, siteVisitSchema } from './site-visit.ts';

export * from './ops-reconciliation.ts';

/**
 * The operations console's shapes (decision 022). Its own entry, `@powerpay/shared/ops`,
 * so that no byte of it reaches a customer page.
 */

export const STAFF_ONLY_MESSAGE = 'This area is for PowerPay staff only.';

export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Minutes a purchase may sit in `paid` or `vending` before a person should look at it. */
export const STUCK_AFTER_MINUTES = 5;

export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/**
 * A refund the payment provider took and has not said reached the customer after this long needs a
 * person to chase it: banks return card payments within 5–10 working days (decision 031).
 */
export const REFUND_UNCONFIRMED_AFTER_DAYS = 14;

export const NEEDS_PERSON_REASONS = [
  'stuck',
  'refund_failed',
  'amount_mismatch',
  'refund_due',
  'refund_unconfirmed',
] as const;
export type NeedsPersonReason = (typeof NEEDS_PERSON_REASONS)[number];

/** A purchase as the operators see it (more than the customer's `Transaction`, never the receipt key). */
export const opsPurchaseSchema = z.object({
  ref: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  provider: z.string(),
  meter_no: z.string(),
  meter_name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  amount: z.number(),
  fee: z.number(),
  total: z.number(),
  paid_amount: z.number().nullable(),
  payment_provider: z.string(),
  vend_request_id: z.string().nullable(),
  receipt_no: z.string().nullable(),
  failure_reason: z.string().nullable(),
  /** Why a refund was asked for (`vend_failed`, `wrong_amount`, an operator's words) and by whom. */
  refund_reason: z.string().nullable(),
  refund_requested_by: z.string().nullable(),
  /** The payment provider's last refusal of the refund, or that it could not complete one it took. */
  refund_error: z.string().nullable(),
  refunded_at: timestamp().nullable(),
  /** When the payment provider said the refund reached the customer; null while it is on its way (decision 031). */
  refund_confirmed_at: timestamp().nullable(),
  is_guest: z.boolean(),
  created_at: timestamp(),
  paid_at: timestamp().nullable(),
  delivered_at: timestamp().nullable(),
  token_sent_at: timestamp().nullable(),
  closed_at: timestamp().nullable(),
  close_note: z.string().nullable(),
});
export type OpsPurchase = z.infer<typeof opsPurchaseSchema>;

export const purchaseEventSchema = z.object({
  kind: z.string(),
  detail: z.record(z.string(), z.unknown()),
  at: timestamp(),
});
export type PurchaseEvent = z.infer<typeof purchaseEventSchema>;

export const opsPurchaseDetailSchema = z.object({
  purchase: opsPurchaseSchema,
  events: z.array(purchaseEventSchema),
  /** What an operator may do with it now. */
  actions: z.object({
    requery: z.boolean(),
    resend: z.boolean(),
    refund: z.boolean(),
    close: z.boolean(),
  }),
});
export type OpsPurchaseDetail = z.infer<typeof opsPurchaseDetailSchema>;

export const needsPersonSchema = z.object({
  ref: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  reason: z.enum(NEEDS_PERSON_REASONS),
  meter_no: z.string(),
  total: z.number(),
  since: timestamp(),
});
export type NeedsPerson = z.infer<typeof needsPersonSchema>;

export const todaySchema = z.object({
  date: z.string(),
  purchases: z.number(),
  amount_collected: z.number(),
  fees_collected: z.number(),
  delivered: z.number(),
  pending: z.number(),
  failed: z.number(),
  refunds: z.number(),
  /** Seconds from payment to token, over today's delivered purchases; null when there are none. */
  median_seconds_to_token: z.number().nullable(),
  p95_seconds_to_token: z.number().nullable(),
  needs_person: z.array(needsPersonSchema),
});
export type Today = z.infer<typeof todaySchema>;

const pageFields = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
};

/** GET /ops/purchases: `q` is a reference, a meter number, a phone or an e-mail (exact). */
export const opsPurchaseQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(PURCHASE_STATUSES).optional(),
  provider: z.enum(SERVICE_IDS).optional(),
  from: isoDate().optional(),
  to: isoDate().optional(),
  ...pageFields,
});
export type OpsPurchaseQuery = z.output<typeof opsPurchaseQuerySchema>;

export const closePurchaseSchema = z.object({
  note: z.string().trim().min(1, { error: 'Write a note' }).max(2000),
});
export type ClosePurchaseForm = z.infer<typeof closePurchaseSchema>;

export const leadSchema = z.object({
  id: z.string(),
  type: z.string(),
  /** The account that answered: a customer's several leads share it, and the console groups them. */
  customer_id: z.string(),
  contact_name: z.string(),
  /** The office form's company name; null for a home. */
  company: z.string().nullable(),
  /** The site's address as answered. */
  site: z.string(),
  /** The recommended system in one line (`4.95 kWp solar · 10.24 kWh battery · 6 kVA inverter`). */
  system: z.string().nullable(),
  /** Its bill of quantities, in naira. */
  value: z.number().nullable(),
  phone: z.string(),
  email: z.string(),
  status: z.enum(LEAD_STATUSES),
  notes: z.string(),
  created_at: timestamp(),
  /** The staff's read-only view of the report (`/ops/leads/:id/report`); the customer's route is theirs alone. */
  report_path: z.string(),
  /** The site visit the customer asked for from the report (decision 059), or null. */
  visit: siteVisitSchema.nullable(),
});
export type Lead = z.infer<typeof leadSchema>;

/** GET /ops/leads: by the lead's status and by its site visit's state (requested → scheduled → done or cancelled). */
export const leadQuerySchema = z.object({
  status: z.enum(LEAD_STATUSES).optional(),
  visit: z.enum(VISIT_STATES).optional(),
  ...pageFields,
});
export const updateLeadSchema = z.object({
  status: z.enum(LEAD_STATUSES),
  notes: z.string().trim().max(4000).default(''),
});
export type UpdateLeadForm = z.input<typeof updateLeadSchema>;

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  created_at: timestamp(),
  handled: z.boolean(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const messageQuerySchema = z.object({
  handled: z.enum(['true', 'false']).optional(),
  ...pageFields,
});
export const updateMessageSchema = z.object({ handled: z.boolean() });

export const grantStaffSchema = z.object({
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: 'Invalid Email' })),
});
export type GrantStaffForm = z.infer<typeof grantStaffSchema>;

/** A customer's data asked for on their request (decision 040): the same shape, the account's e-mail. */
export const customerDataRequestSchema = grantStaffSchema;

export const auditEntrySchema = z.object({
  id: z.string(),
  actor_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: timestamp(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
