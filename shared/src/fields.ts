import { z } from 'zod';
import { MAX_PURCHASE_AMOUNT_NAIRA, METER_NUMBER_LENGTH, SERVICE_IDS } from './constants.ts';
import { VALIDATION_MESSAGES as M, tooLongMessage } from './messages.ts';
import { hasAtMostTwoDecimals } from './money.ts';
import { hasUnsafeCharacters } from './safe-text.ts';

/**
 * Reusable field rules. Each field reports one message at a time, required first: the "required" check
 * aborts the field so an empty value never also reads "Invalid Email".
 */

/** Characters, `@`, then a domain with optional dots (docs/product.md §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/;
/** An optional leading 0, then 70, 80, 81, 90 or 91, then 8 digits. */
export const NIGERIAN_PHONE_PATTERN = /^0?(70|80|81|90|91)\d{8}$/;
/** The purchase and beneficiary variant: the leading 0 is mandatory (11 digits). */
export const NIGERIAN_PHONE_WITH_ZERO_PATTERN = /^0(70|80|81|90|91)\d{8}$/;
/** A meter number once its separators are removed: 11 to 20 digits (every form that takes one). */
export const METER_NUMBER_PATTERN = new RegExp(
  `^\\d{${METER_NUMBER_LENGTH.min},${METER_NUMBER_LENGTH.max}}$`,
);
export const DIGITS_PATTERN = /^\d+$/;
export const DECIMAL_PATTERN = /^\d+(\.\d+)?$/;
const AMOUNT_TEXT_PATTERN = /^\d+(\.\d+)?$/;

/** Digits beyond this would lose precision as a JavaScript number. */
const MAX_NUMBER_DIGITS = 12;

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

/** Error map for type/option failures: a missing value is "required", anything else `otherwise`. */
export function requiredOr(otherwise: string, requiredMessage: string = M.required) {
  return (issue: { input?: unknown }) => (isMissing(issue.input) ? requiredMessage : otherwise);
}

/** Refuses a NUL or a lone surrogate, before any other rule of the field. */
export const safeText = {
  check: (text: string) => !hasUnsafeCharacters(text),
  error: M.unsupportedCharacters,
};

/** A string without NUL or lone surrogates (e.g. an id in a path or a free search term). */
export function plainString() {
  return z.string().refine(safeText.check, { error: safeText.error, abort: true });
}

/** A required, trimmed string; whitespace only counts as empty. */
export function requiredText({
  maxLength,
  message = M.required,
}: { maxLength?: number; message?: string } = {}) {
  const text = z
    .string({ error: requiredOr(message, message) })
    .refine(safeText.check, { error: safeText.error, abort: true })
    .trim()
    .min(1, { error: message, abort: true });
  return maxLength === undefined ? text : text.max(maxLength, { error: tooLongMessage(maxLength) });
}

/** An optional trimmed string; empty, null or absent all come out as `null`. */
export function optionalText({ maxLength }: { maxLength: number }) {
  return z
    .string({ error: M.invalidOption })
    .refine(safeText.check, { error: safeText.error, abort: true })
    .trim()
    .max(maxLength, { error: tooLongMessage(maxLength) })
    .nullish()
    .transform((value) => value || null);
}

/** A required e-mail; the contact form passes its own empty message (`Please enter your email`). */
export function emailField({ requiredMessage = M.required }: { requiredMessage?: string } = {}) {
  return requiredText({ message: requiredMessage })
    .regex(EMAIL_PATTERN, { error: M.invalidEmail, abort: true })
    .max(254, { error: tooLongMessage(254) });
}

/** An optional e-mail, checked only when given; empty comes out as `null`. */
export function optionalEmailField() {
  return z
    .string({ error: M.invalidEmail })
    .refine(safeText.check, { error: safeText.error, abort: true })
    .trim()
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: M.invalidEmail, abort: true })
    .max(254, { error: tooLongMessage(254) })
    .nullish()
    .transform((value) => value || null);
}

/**
 * Registration, profile, audit and contact phone: the leading 0 is optional on input. The output is
 * always the 11-digit local form (`08012345678`) so every stored phone also passes the purchase rule.
 */
export function nigerianPhoneField() {
  return requiredText()
    .transform((text) => toLocalPhone(stripDigitSeparators(text)))
    .pipe(z.string().regex(NIGERIAN_PHONE_PATTERN, { error: M.invalidPhone }))
    .transform((phone) => (phone.startsWith('0') ? phone : `0${phone}`));
}

/** Spaces, dashes and brackets people paste or type between digit groups ("0803 123 4567", "(0803) 123-4567"). */
const DIGIT_SEPARATORS = /[\s()-]/g;

/** A number with its separators removed, so a pasted "0803 123 4567" reads as 08031234567. */
export function stripDigitSeparators(text: string): string {
  return text.replace(DIGIT_SEPARATORS, '');
}

/**
 * Purchase and beneficiary phone: 11 digits with the leading 0 (070, 080, 081, 090, 091). A pasted
 * international form (+234 803 123 4567) is read as its local form.
 */
export function nigerianPhoneWithZeroField() {
  return requiredText()
    .transform((text) => toLocalPhone(stripDigitSeparators(text)))
    .pipe(z.string().regex(NIGERIAN_PHONE_WITH_ZERO_PATTERN, { error: M.invalidPhone }));
}

/** `+2348031234567` or `2348031234567` as the local `08031234567`; anything else unchanged. */
export function toLocalPhone(phone: string): string {
  const international = /^\+?234(\d{10})$/.exec(phone);
  return international ? `0${international[1]}` : phone;
}

/**
 * A meter number, wherever one is typed: 11 to 20 digits (prepaid meters carry 11 to 13), spaces,
 * dashes and brackets removed first. One rule for the purchase, beneficiary and landing forms, so
 * the landing page never refuses a meter the purchase form takes (docs/product.md §12); each form
 * keeps its own messages.
 */
function meterNumberField({ required, invalid }: { required?: string; invalid: string }) {
  return requiredText({ message: required })
    .transform(stripDigitSeparators)
    .pipe(z.string().regex(METER_NUMBER_PATTERN, { error: invalid }));
}

/** Purchase meter number. */
export function purchaseMeterNumberField() {
  return meterNumberField({ invalid: M.invalidMeterNumber });
}

/**
 * Beneficiary meter number, like a purchase's, not the first specification's exactly 11, because a
 * purchase saves its meter as a beneficiary and the forms must take what they list (decision 020).
 */
export function beneficiaryMeterNumberField() {
  return meterNumberField({ invalid: M.invalidMeterNumber });
}

/** Landing page meter entry: the purchase form's rule with the landing page's own messages. */
export function landingMeterNumberField() {
  return meterNumberField({ required: M.landingMeterRequired, invalid: M.landingInvalidMeter });
}

/** One of the DisCos' serviceIDs. */
export function providerField() {
  return z.enum(SERVICE_IDS, { error: requiredOr(M.invalidOption) });
}

/** A required choice among `values` (selects and radios): empty reads as required. */
export function choiceField<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: requiredOr(M.invalidOption) });
}

/** An optional choice: absent, null or '' all mean "not chosen" and come out as `null`. */
export function optionalChoiceField<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .union([z.enum(values), z.literal('')], { error: M.invalidOption })
    .nullish()
    .transform((value) => value || null);
}

/** Form inputs send text, API clients may send numbers: both are checked as text. */
function numericText() {
  return z
    .union([z.string(), z.number()], { error: requiredOr(M.numbersOnly) })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()));
}

const requiredDigits = () =>
  z
    .string()
    .min(1, { error: M.required, abort: true })
    .regex(DIGITS_PATTERN, { error: M.numbersOnly, abort: true })
    .max(MAX_NUMBER_DIGITS, { error: M.numberTooLarge })
    .transform(Number);

/** Digits only (no sign, no decimals), e.g. hours or a count; outputs a number. */
export function digitsNumberField() {
  return numericText().pipe(requiredDigits());
}

/**
 * Whole naira, e.g. a monthly spend: digits, which may be written with the naira sign and thousands
 * separators as a bank SMS shows them ("₦150,000"; decision 020); outputs a number.
 */
export function nairaDigitsField() {
  return numericText().transform(withoutNairaGrouping).pipe(requiredDigits());
}

/** An integer or a decimal (the generator size in KVA); outputs a number. */
export function decimalNumberField() {
  return numericText().pipe(
    z
      .string()
      .min(1, { error: M.required, abort: true })
      .regex(DECIMAL_PATTERN, { error: M.numbersOnly, abort: true })
      .max(MAX_NUMBER_DIGITS + 4, { error: M.numberTooLarge })
      .transform(Number),
  );
}

/** Absent, null or blank optional numbers are "not answered"; anything else is checked as text. */
function optionalNumericText() {
  return z
    .union([z.string(), z.number()], { error: M.numbersOnly })
    .nullish()
    .transform((value) =>
      value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : value.trim(),
    );
}

function optionalNumberMatching(pattern: RegExp, maxDigits: number, clean = (text: string) => text) {
  return optionalNumericText()
    .transform(clean)
    .pipe(
      z
        .string()
        .refine((text) => text === '' || pattern.test(text), { error: M.numbersOnly, abort: true })
        .max(maxDigits, { error: M.numberTooLarge })
        .transform((text) => (text === '' ? null : Number(text))),
    );
}

/** An optional whole number (digits only); not answered comes out as `null`. */
export function optionalDigitsNumberField() {
  return optionalNumberMatching(DIGITS_PATTERN, MAX_NUMBER_DIGITS);
}

/** Optional whole naira, written as `nairaDigitsField` takes it; not answered comes out as `null`. */
export function optionalNairaDigitsField() {
  return optionalNumberMatching(DIGITS_PATTERN, MAX_NUMBER_DIGITS, withoutNairaGrouping);
}

/** An optional integer or decimal (e.g. KVA); not answered comes out as `null`. */
export function optionalDecimalNumberField() {
  return optionalNumberMatching(DECIMAL_PATTERN, MAX_NUMBER_DIGITS + 4);
}

/** Optional hours of supply a day: digits from 0 to 24. */
export function optionalHoursField() {
  return optionalDigitsNumberField().refine((hours) => hours === null || hours <= 24, {
    error: M.hoursPerDay,
  });
}

/**
 * "₦1,500.50", "NGN 1,500" or "1 500" as written in a bank SMS or a chat: the sign and the separators
 * of a correct grouping go. A grouping uses one separator throughout, a comma or a space.
 */
const NAIRA_SIGN = /^(₦|NGN)\s*/i;
const GROUPED_DIGITS = /^\d{1,3}([,\s])\d{3}(?:\1\d{3})*(\.\d+)?$/;

function withoutNairaGrouping(text: string): string {
  const unsigned = text.replace(NAIRA_SIGN, '');
  const separator = GROUPED_DIGITS.exec(unsigned)?.[1];
  return separator ? unsigned.replaceAll(separator, '') : unsigned;
}

/**
 * Purchase amount in naira: a number or numeric text, greater than 0, at most 2 decimals and at most
 * MAX_PURCHASE_AMOUNT_NAIRA. Text may carry the naira sign and thousands commas (decision 020). Outputs
 * a number.
 */
export function amountField() {
  return z
    .union([z.string(), z.number()], { error: requiredOr(M.invalidAmount) })
    .transform((value, context) => {
      const text = typeof value === 'string' ? value.trim() : null;
      if (text === '') {
        context.addIssue({ code: 'custom', message: M.required, input: value });
        return z.NEVER;
      }

      const plain = text === null ? null : withoutNairaGrouping(text);
      const naira = plain === null ? value : AMOUNT_TEXT_PATTERN.test(plain) ? Number(plain) : Number.NaN;
      if (typeof naira !== 'number' || !(naira > 0) || !hasAtMostTwoDecimals(naira)) {
        context.addIssue({ code: 'custom', message: M.invalidAmount, input: value });
        return z.NEVER;
      }
      if (naira > MAX_PURCHASE_AMOUNT_NAIRA) {
        context.addIssue({ code: 'custom', message: M.amountTooLarge, input: value });
        return z.NEVER;
      }

      return naira;
    });
}
