import { z } from 'zod';
import { successEnvelope } from './envelopes.ts';
import {
  APPLIANCES_ANSWERS,
  METER_TYPES,
  PURCHASE_STATUSES,
  REMINDER_FREQUENCIES,
  WEEK_DAYS,
} from './constants.ts';
import {
  AC_SIZES,
  BATTERY_TYPES,
  GENERATOR_CHOICES,
  ROOF_TYPES,
  SHADING_LEVELS,
  SUPPLY_PATTERNS,
  SYSTEM_TIERS,
  TARIFF_BANDS,
} from './solar-options.ts';
import { timestamp } from './wire-dates.ts';

/**
 * What the server sends and the web reads. Timestamps travel as ISO 8601 strings (the server presents
 * a Date with `toISOString()`); money travels as naira numbers.
 */

/** GET /user, PATCH /user. */
export const userSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  created_at: timestamp(),
  last_updated: timestamp(),
  reminder: z.boolean(),
  reminder_frequency: z.enum(REMINDER_FREQUENCIES).nullable(),
  reminder_day: z.enum(WEEK_DAYS).nullable(),
  /** The address was confirmed through its link (decision 061); nothing waits for it. */
  email_confirmed: z.boolean(),
  /** A new address asked for and not yet confirmed through its link; `email` stays until it is. */
  pending_email: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** POST /auth/register and /auth/login: the user's fields plus the bearer token. */
export const sessionSchema = userSchema.extend({ token: z.string() });
export type Session = z.infer<typeof sessionSchema>;

/** GET /purchase/provider. `serviceID` is both the option value and its label. */
export const providerSchema = z.object({ name: z.string(), serviceID: z.string(), image: z.string() });
export type Provider = z.infer<typeof providerSchema>;

/**
 * POST /purchase/verify: the customer's name and the smallest amount the DisCo vends for this meter
 * (naira; the purchase is refused below it), or an error to toast.
 */
export const verificationResultSchema = z.union([
  z.object({ Customer_Name: z.string(), Min_Purchase_Amount: z.number().optional() }),
  z.object({ error: z.string() }),
]);
export type VerificationResult = z.infer<typeof verificationResultSchema>;

/** GET /purchase, /purchase/recent, /purchase/:ref. `token` stays null until the DisCo issues it. */
export const transactionSchema = z.object({
  ref: z.string(),
  created_at: timestamp(),
  provider: z.string(),
  meter_type: z.enum(METER_TYPES),
  meter_no: z.string(),
  meter_name: z.string(),
  phone: z.string(),
  amount: z.number(),
  fee: z.number(),
  total: z.number(),
  status: z.enum(PURCHASE_STATUSES),
  token: z.string().nullable(),
  units: z.string().nullable(),
  receipt_no: z.string().nullable(),
  paid_at: timestamp().nullable(),
  /** An unpaid order whose payment page is still open: "Complete payment" reopens it (decision 021). */
  can_complete_payment: z.boolean().optional(),
  /**
   * An unpaid order charged without a payment page (a saved card) whose outcome the provider has not
   * confirmed yet: the customer must not pay again; the webhook or the sweep settles it (decision 060).
   */
  is_confirming_payment: z.boolean().optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/**
 * Beside `data` (the payment page) in the answers of POST /purchase, /purchase/guest and
 * /purchase/:ref/checkout: the order that page is for, so that a customer who comes Back from it is
 * shown the order waiting for payment (decision 030). `receipt_key` opens a guest's order
 * (GET /purchase/:ref?key=); a signed-in customer's order is read as its owner, so it is null.
 */
export const placedOrderSchema = z.object({ ref: z.string(), receipt_key: z.string().nullable() });
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** `{ msg, data: <payment page URL>, order }`. */
export const checkoutEnvelopeSchema = successEnvelope(
  z.url().describe('The payment page to send the browser to'),
).extend({
  order: placedOrderSchema,
});

/**
 * GET /purchase/usual-amounts: the amount (naira) the customer buys most often, overall and for each
 * meter they bought for; the quick amounts start with it. `overall` is null before a first delivery.
 */
export const usualAmountsSchema = z.object({
  overall: z.number().nullable(),
  meters: z.array(z.object({ meter_no: z.string(), amount: z.number() })),
});
export type UsualAmounts = z.infer<typeof usualAmountsSchema>;

/** GET /beneficiary. */
export const beneficiarySchema = z.object({
  id: z.string(),
  name: z.string(),
  meter_no: z.string(),
  meter_type: z.enum(METER_TYPES),
  provider: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
});
export type Beneficiary = z.infer<typeof beneficiarySchema>;

/**
 * Where the solar engine placed a response's site (`locateSite`): from its GPS answer, else a place its
 * answers name, else central Nigeria. Sent with the record so the browser's engine need not carry the
 * GPS reader and the list of places (docs/decisions/010).
 */
export const siteLocationSchema = z.object({
  method: z.enum(['gps', 'place', 'default']),
  latitude: z.number(),
  longitude: z.number(),
  place: z
    .object({ name: z.string(), kind: z.enum(['city', 'state']), field: z.enum(['address', 'gps']) })
    .nullable(),
  /** With GPS: the place the address names, so the report can say when the two disagree. */
  addressPlace: z.string().nullable().optional(),
});
export type SiteLocation = z.infer<typeof siteLocationSchema>;

const auditRecordBase = { id: z.string(), created_at: timestamp(), location: siteLocationSchema };

/** Optional answers ("Improve your report"), present only when the customer gave them. */
const auditSiteExtras = {
  supplyPattern: z.enum(SUPPLY_PATTERNS).optional(),
  roofType: z.enum(ROOF_TYPES).optional(),
  shading: z.enum(SHADING_LEVELS).optional(),
  batteryType: z.enum(BATTERY_TYPES).optional(),
};

/** A stored office audit (GET /auditForm), numbers as numbers. */
export const officeAuditRecordSchema = z.object({
  ...auditRecordBase,
  type: z.literal('office'),
  name: z.string(),
  address: z.string(),
  email: z.string(),
  contact_name: z.string(),
  phone: z.string(),
  gridHours: z.number(),
  gridCost: z.number(),
  /** null when the generator is "None". */
  genSize: z.number().nullable().default(null),
  gen: z.enum(GENERATOR_CHOICES),
  fuel: z.number().nullable().default(null),
  inverter: z.number(),
  nightPeakLoad: z.number(),
  dayPeakLoad: z.number(),
  dayConsumption: z.number(),
  rooms: z.number(),
  gps: z.string(),
  land: z.number(),
  ...auditSiteExtras,
});
export type OfficeAuditRecord = z.infer<typeof officeAuditRecordSchema>;

/** A stored home audit (GET /auditForm); `appliances` keeps its 'true'/'false' wire value. */
export const homeAuditRecordSchema = z.object({
  ...auditRecordBase,
  type: z.literal('home'),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  rooms: z.number(),
  ac: z.number(),
  appliances: z.enum(APPLIANCES_ANSWERS),
  gps: z.string(),
  land: z.number(),
  gridCost: z.number().optional(),
  gridHours: z.number().optional(),
  gridBand: z.enum(TARIFF_BANDS).optional(),
  gen: z.enum(GENERATOR_CHOICES).optional(),
  genSize: z.number().optional(),
  fuel: z.number().optional(),
  acSize: z.enum(AC_SIZES).optional(),
  acInverter: z.enum(APPLIANCES_ANSWERS).optional(),
  acNight: z.number().optional(),
  pump: z.enum(APPLIANCES_ANSWERS).optional(),
  inverter: z.number().optional(),
  budget: z.enum(SYSTEM_TIERS).optional(),
  ...auditSiteExtras,
});
export type HomeAuditRecord = z.infer<typeof homeAuditRecordSchema>;

export const auditRecordSchema = z.discriminatedUnion('type', [
  officeAuditRecordSchema,
  homeAuditRecordSchema,
]);
export type AuditRecord = z.infer<typeof auditRecordSchema>;

/** POST /purchase/find: where the receipt of the purchase found is shown. */
export const foundPurchaseSchema = z.object({ receipt_path: z.string() });
export type FoundPurchase = z.infer<typeof foundPurchaseSchema>;
