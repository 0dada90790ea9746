import { z } from 'zod';
import { METER_TYPES, PURCHASE_METER_TYPES } from './constants.ts';
import {
  amountField,
  choiceField,
  nigerianPhoneWithZeroField,
  optionalEmailField,
  providerField,
  purchaseMeterNumberField,
  requiredOr,
  requiredText,
} from './fields.ts';
import { defineForm } from './form-validation.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

/**
 * Schemas of the Buy Electricity flow. Check order (docs/product.md §5): meter number, provider, meter
 * type, amount, phone. Amounts are naira numbers; the fee and total are never sent by the client.
 */

const purchaseFormShape = {
  meter_no: purchaseMeterNumberField(),
  provider: providerField(),
  meter_type: choiceField(PURCHASE_METER_TYPES),
  amount: amountField(),
  phone: nigerianPhoneWithZeroField(),
};

/** New Purchase step 1/2 (what the customer types before verification). */
export const purchaseFormSchema = z.object(purchaseFormShape);
export type PurchaseFormValues = z.input<typeof purchaseFormSchema>;
export type PurchaseFormData = z.output<typeof purchaseFormSchema>;
export const purchaseFormFields = ['meter_no', 'provider', 'meter_type', 'amount', 'phone'] as const;
export const purchaseForm = defineForm(purchaseFormSchema, purchaseFormFields);

/** The guest's step 1: the same fields plus an optional e-mail for the receipt (decision 020). */
export const guestPurchaseFormSchema = purchaseFormSchema.extend({ email: optionalEmailField() });
export const guestPurchaseFormFields = [...purchaseFormFields, 'email'] as const;
export const guestPurchaseForm = defineForm(guestPurchaseFormSchema, guestPurchaseFormFields);

/** Purchase Again with its amount changed: the amount alone, checked like the form's. */
export const purchaseAmountSchema = z.object({ amount: amountField() });
export const purchaseAmountForm = defineForm(purchaseAmountSchema, ['amount'] as const);

/**
 * POST /purchase (also Purchase Again): the form plus the verified customer name and the
 * save-as-beneficiary flag. `email` is an optional receipt address (the payment page needs one for a
 * guest); absent or empty comes out as null.
 */
export const purchaseInputSchema = z.object({
  ...purchaseFormShape,
  meter_name: requiredText({ maxLength: 200 }),
  beneficiary: z.boolean({ error: requiredOr(VALIDATION_MESSAGES.invalidOption) }).default(false),
  email: optionalEmailField(),
  /** "Save this card for faster top-ups": keep the card this purchase is paid with (decision 060). */
  save_card: z.boolean({ error: requiredOr(VALIDATION_MESSAGES.invalidOption) }).default(false),
});
export type PurchaseInput = z.output<typeof purchaseInputSchema>;
export type PurchasePayload = z.input<typeof purchaseInputSchema>;
export const purchaseInputFields = [
  ...purchaseFormFields,
  'meter_name',
  'beneficiary',
  'email',
  'save_card',
] as const;
export const purchaseInputForm = defineForm(purchaseInputSchema, purchaseInputFields);

/** POST /purchase/guest: the same payload; a guest cannot save a beneficiary or a card. */
export const guestPurchaseInputSchema = purchaseInputSchema.extend({
  beneficiary: z.literal(false).default(false),
  save_card: z.literal(false).default(false),
});
export type GuestPurchaseInput = z.output<typeof guestPurchaseInputSchema>;
export const guestPurchaseInputForm = defineForm(guestPurchaseInputSchema, purchaseInputFields);

/**
 * POST /purchase/verify: `{ meter_no, meter_type, provider }`. Used by the purchase form (prepaid,
 * 11-20 digits) and the beneficiary panel (prepaid or postpaid, 11 digits), so it takes the wider rule.
 */
export const verifyMeterInputSchema = z.object({
  meter_no: purchaseMeterNumberField(),
  provider: providerField(),
  meter_type: choiceField(METER_TYPES),
});
export type VerifyMeterInput = z.output<typeof verifyMeterInputSchema>;
export const verifyMeterFields = ['meter_no', 'provider', 'meter_type'] as const;
export const verifyMeterForm = defineForm(verifyMeterInputSchema, verifyMeterFields);

/** Find my token (decision 021): a guest's purchase reference and the phone number it was bought with. */
export const findPurchaseInputSchema = z.object({
  ref: requiredText({ maxLength: 64 }).transform((ref) => ref.toUpperCase()),
  phone: nigerianPhoneWithZeroField(),
});
export type FindPurchaseInput = z.output<typeof findPurchaseInputSchema>;
export type FindPurchaseFormValues = z.input<typeof findPurchaseInputSchema>;
export const findPurchaseFields = ['ref', 'phone'] as const;
export const findPurchaseForm = defineForm(findPurchaseInputSchema, findPurchaseFields);
