/** Business constants of docs/product.md §9 and the DisCos VTpass vends for. */

/** The fixed service fee added to every purchase: NGN 100, in kobo. */
export const FEE_KOBO = 10_000;

/** The highest amount one purchase may carry, in naira (a guard against typos and abuse). */
export const MAX_PURCHASE_AMOUNT_NAIRA = 500_000;

export const CURRENCY = 'NGN';
export const PHONE_COUNTRY_CODE = '+234';

/** Rows per page of the transaction history; `Next` hides when fewer rows come back. */
export const HISTORY_PAGE_SIZE = 10;
/** The largest `limit` a list endpoint accepts. */
export const MAX_PAGE_SIZE = 50;

/** A distribution company, keyed by the vending provider's `serviceID`. */
export type Disco = { name: string; serviceID: ServiceId; region: string };

export const SERVICE_IDS = [
  'abuja-electric',
  'eko-electric',
  'ikeja-electric',
  'ibadan-electric',
  'enugu-electric',
  'portharcourt-electric',
  'jos-electric',
  'kaduna-electric',
  'kano-electric',
  'benin-electric',
  'aba-electric',
  'yola-electric',
] as const;

export type ServiceId = (typeof SERVICE_IDS)[number];

export const DISCOS: readonly Disco[] = [
  { name: 'Abuja Electric (AEDC)', serviceID: 'abuja-electric', region: 'FCT, Kogi, Niger, Nasarawa' },
  { name: 'Eko Electric (EKEDC)', serviceID: 'eko-electric', region: 'Lagos island and south' },
  { name: 'Ikeja Electric (IE)', serviceID: 'ikeja-electric', region: 'Lagos mainland' },
  { name: 'Ibadan Electric (IBEDC)', serviceID: 'ibadan-electric', region: 'Oyo, Ogun, Osun, Kwara' },
  { name: 'Enugu Electric (EEDC)', serviceID: 'enugu-electric', region: 'Abia, Anambra, Ebonyi, Enugu, Imo' },
  {
    name: 'Port Harcourt Electric (PHED)',
    serviceID: 'portharcourt-electric',
    region: 'Rivers, Bayelsa, Cross River, Akwa Ibom',
  },
  { name: 'Jos Electric (JED)', serviceID: 'jos-electric', region: 'Bauchi, Benue, Gombe, Plateau' },
  { name: 'Kaduna Electric', serviceID: 'kaduna-electric', region: 'Kaduna, Kebbi, Sokoto, Zamfara' },
  { name: 'Kano Electric (KEDCO)', serviceID: 'kano-electric', region: 'Kano, Katsina, Jigawa' },
  { name: 'Benin Electric (BEDC)', serviceID: 'benin-electric', region: 'Delta, Edo, Ekiti, Ondo' },
  { name: 'Aba Power', serviceID: 'aba-electric', region: 'Aba ring-fenced area' },
  { name: 'Yola Electric (YEDC)', serviceID: 'yola-electric', region: 'Adamawa, Taraba, Borno, Yobe' },
];

/** Meter types a beneficiary may have. */
export const METER_TYPES = ['prepaid', 'postpaid'] as const;
export type MeterType = (typeof METER_TYPES)[number];
/** The purchase form offers prepaid only (docs/product.md §5). */
export const PURCHASE_METER_TYPES = ['prepaid'] as const;
export const METER_TYPE_LABELS: Record<MeterType, string> = { prepaid: 'Prepaid', postpaid: 'Postpaid' };

/** Wire values keep the product's `Weekely` spelling; the label fixes it. */
export const REMINDER_FREQUENCIES = ['Weekely', 'Daily', 'Monthly'] as const;
export type ReminderFrequency = (typeof REMINDER_FREQUENCIES)[number];
export const REMINDER_FREQUENCY_LABELS: Record<ReminderFrequency, string> = {
  Weekely: 'Weekly',
  Daily: 'Daily',
  Monthly: 'Monthly',
};

export const WEEK_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export const GENERATOR_TYPES = ['diesel', 'pms', 'lpg'] as const;
export type GeneratorType = (typeof GENERATOR_TYPES)[number];
export const GENERATOR_TYPE_LABELS: Record<GeneratorType, string> = {
  diesel: 'Diesel',
  pms: 'PMS',
  lpg: 'LPG',
};

export const AUDIT_TYPES = ['home', 'office'] as const;
export type AuditType = (typeof AUDIT_TYPES)[number];
export const AUDIT_TYPE_LABELS: Record<AuditType, string> = { home: 'Home', office: 'Office' };

/**
 * How long "Complete payment" reopens an unpaid order's payment page. Paystack's page stays usable
 * for a while but publishes no lifetime; an hour is well inside it (decision 021). The browser keeps
 * the order it sent to a payment page no longer than this either (decision 030).
 */
export const CHECKOUT_REOPEN_WINDOW_MS = 60 * 60_000;

/**
 * The states of a purchase (docs/product.md §10). A failed vend or a wrongly paid amount ends in
 * refund_due, then refund_pending while the payment provider refunds it, then refunded (or
 * refund_failed, retried and shown to the operators).
 */
export const PURCHASE_STATUSES = [
  'awaiting_payment',
  'paid',
  'vending',
  'delivered',
  'payment_failed',
  'abandoned',
  'vend_failed',
  'refund_due',
  'refund_pending',
  'refunded',
  'refund_failed',
] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/**
 * The history's status filter (`GET /purchase?status=`): what a customer calls a purchase's state,
 * each covering the purchase states it groups (decision 020).
 */
export const HISTORY_STATUS_FILTERS = {
  successful: ['delivered'],
  processing: ['paid', 'vending'],
  unpaid: ['awaiting_payment'],
  failed: ['payment_failed', 'abandoned', 'vend_failed'],
  refunds: ['refund_due', 'refund_pending', 'refunded', 'refund_failed'],
} as const satisfies Record<string, readonly PurchaseStatus[]>;
export type HistoryStatusFilter = keyof typeof HISTORY_STATUS_FILTERS;
export const HISTORY_STATUS_FILTER_NAMES = Object.keys(HISTORY_STATUS_FILTERS) as [
  HistoryStatusFilter,
  ...HistoryStatusFilter[],
];
export const HISTORY_STATUS_FILTER_LABELS: Record<HistoryStatusFilter, string> = {
  successful: 'Successful',
  processing: 'Processing',
  unpaid: 'Awaiting payment',
  failed: 'Failed or cancelled',
  refunds: 'Refunds',
};

/** Password rule of the hint (docs/product.md §5), enforced on client and server (docs/product.md §12). */
export const PASSWORD_POLICY = {
  minLength: 8,
  maxLength: 20,
  letter: /[A-Za-z]/,
  digit: /\d/,
  /** Anything that is not a letter, digit or whitespace counts, e.g. ! & * / ? . */
  special: /[^A-Za-z0-9\s]/,
} as const;

/** The Contact Us phone input's maximum length (docs/product.md §5). */
export const CONTACT_PHONE_MAX_LENGTH = 11;

/**
 * Meter number lengths, the same in the purchase, beneficiary and landing forms (decision 020,
 * docs/product.md §12): prepaid meters carry 11 to 13 digits; up to 20 leaves room for other schemes.
 */
export const METER_NUMBER_LENGTH = { min: 11, max: 20 } as const;

/** docs/product.md §9 delays, in milliseconds. */
export const UI_DELAYS_MS = {
  rootSplash: 1500,
  appSplash: 1000,
  profileSaved: 1500,
  beneficiarySaved: 1200,
  passwordChanged: 1200,
  reminderSaved: 1100,
  auditSubmitted: 1000,
  tokenRefresh: 1500,
  contactSent: 1200,
} as const;

/** Wire values of the audit's Yes/No radio (docs/product.md §3 keeps them as strings). */
export const APPLIANCES_ANSWERS = ['true', 'false'] as const;
