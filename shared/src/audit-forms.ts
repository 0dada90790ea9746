import { z } from 'zod';
import {
  choiceField,
  decimalNumberField,
  digitsNumberField,
  emailField,
  nairaDigitsField,
  nigerianPhoneField,
  optionalChoiceField,
  optionalDecimalNumberField,
  optionalDigitsNumberField,
  optionalNairaDigitsField,
  optionalHoursField,
  requiredText,
} from './fields.ts';
import { APPLIANCES_ANSWERS } from './constants.ts';
import { defineForm } from './form-validation.ts';
import { readGpsAnswer } from './gps.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';
import { matchPlace } from './solar/places.ts';
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

/**
 * Energy audit questionnaires. Numeric answers arrive as digit strings from the form (or numbers from an
 * API client) and come out as numbers, so the server stores numbers. GPS is required free text, read by
 * `parseGpsCoordinates` in the forms people type; words alone that name no town are refused, as they
 * cannot place the site (a recorded deviation, docs/decisions/037).
 */

/** Coordinates, figures (read or not, the report says which), or a town or state the words name. */
function canPlaceSite(text: string): boolean {
  return readGpsAnswer(text).kind !== 'words' || matchPlace(text) !== null;
}

const gpsField = () => requiredText({ maxLength: 200 }).refine(canPlaceSite, { error: M.gpsNotCoordinates });
const nameField = () => requiredText({ maxLength: 150 });
const addressField = () => requiredText({ maxLength: 300 });

/**
 * "Improve your report (optional)", both forms: where the panels go, shade, preferred battery. Never
 * required; checked only when given; not answered comes out as `null`.
 */
export const auditSiteExtrasShape = {
  roofType: optionalChoiceField(ROOF_TYPES),
  shading: optionalChoiceField(SHADING_LEVELS),
  batteryType: optionalChoiceField(BATTERY_TYPES),
};
export const auditSiteExtrasFields = ['roofType', 'shading', 'batteryType'] as const;

/** "When does supply usually come?", both forms, after the grid's hours (optional; docs/solar-method.md, "Grid hours"). */
export const auditSupplyPatternShape = { supplyPattern: optionalChoiceField(SUPPLY_PATTERNS) };

/**
 * Generator size and monthly fuel cost are required (in the form's order) unless the generator is "None"
 * (a recorded deviation, docs/decisions/010). Decided before the fields are checked, so the field
 * order of the messages stays the form's: with "None" an empty answer becomes `null`, otherwise `''`
 * ("This field is required").
 */
function emptyGeneratorDetails(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;

  const values: Record<string, unknown> = { ...input };
  for (const field of ['genSize', 'fuel']) {
    const value = values[field];
    const isEmpty =
      value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    if (isEmpty) values[field] = values.gen === 'none' ? null : '';
  }
  return values;
}

/** `schema` behind `emptyGeneratorDetails`, typed with the object's own input (the preprocess accepts exactly that). */
function withGeneratorChoice<TSchema extends z.ZodObject>(schema: TSchema) {
  return z.preprocess(emptyGeneratorDetails, schema) as unknown as z.ZodPipe<
    z.ZodType<z.input<TSchema>, z.input<TSchema>>,
    TSchema
  >;
}

/** Office step 1/2, Contact Person Information. Order: company name, address, email, contact name, phone. */
export const officeAuditStep1Shape = {
  name: nameField(),
  address: addressField(),
  email: emailField(),
  contact_name: nameField(),
  phone: nigerianPhoneField(),
};
export const officeAuditStep1Schema = z.object(officeAuditStep1Shape);
export const officeAuditStep1Fields = ['name', 'address', 'email', 'contact_name', 'phone'] as const;
export const officeAuditStep1Form = defineForm(officeAuditStep1Schema, officeAuditStep1Fields);

/**
 * Office step 2/2, Current Electricity Sources. Order: gridHours, gridCost, genSize, gen, fuel, inverter,
 * nightPeakLoad, dayPeakLoad, dayConsumption, rooms, gps, land, then the optional questions. All digits
 * only except genSize; generator size and fuel cost are required unless the generator is "None".
 */
export const officeAuditStep2Shape = {
  gridHours: digitsNumberField(),
  gridCost: nairaDigitsField(),
  genSize: decimalNumberField().nullable(),
  gen: choiceField(GENERATOR_CHOICES),
  fuel: nairaDigitsField().nullable(),
  inverter: digitsNumberField(),
  nightPeakLoad: digitsNumberField(),
  dayPeakLoad: digitsNumberField(),
  dayConsumption: digitsNumberField(),
  rooms: digitsNumberField(),
  gps: gpsField(),
  land: digitsNumberField(),
  ...auditSupplyPatternShape,
  ...auditSiteExtrasShape,
};
export const officeAuditStep2Schema = withGeneratorChoice(z.object(officeAuditStep2Shape));
export const officeAuditStep2Fields = [
  'gridHours',
  'gridCost',
  'genSize',
  'gen',
  'fuel',
  'inverter',
  'nightPeakLoad',
  'dayPeakLoad',
  'dayConsumption',
  'rooms',
  'gps',
  'land',
  'supplyPattern',
  ...auditSiteExtrasFields,
] as const;
export const officeAuditStep2Form = defineForm(officeAuditStep2Schema, officeAuditStep2Fields);

/** POST /auditForm/office: both steps, step 1 checked first. */
export const officeAuditInputSchema = withGeneratorChoice(
  z.object({ ...officeAuditStep1Shape, ...officeAuditStep2Shape }),
);
export type OfficeAuditInput = z.output<typeof officeAuditInputSchema>;
export type OfficeAuditFormValues = z.input<typeof officeAuditInputSchema>;
export const officeAuditFields = [...officeAuditStep1Fields, ...officeAuditStep2Fields] as const;
export const officeAuditForm = defineForm(officeAuditInputSchema, officeAuditFields);

/**
 * "Improve your report (optional)" on the Home form, in the order shown: what the home spends on the grid
 * and when its supply comes, a generator today, its ACs and pump, an existing inverter, a budget preference, then the site.
 */
export const homeAuditExtrasShape = {
  gridCost: optionalNairaDigitsField(),
  gridHours: optionalHoursField(),
  gridBand: optionalChoiceField(TARIFF_BANDS),
  ...auditSupplyPatternShape,
  gen: optionalChoiceField(GENERATOR_CHOICES),
  genSize: optionalDecimalNumberField(),
  fuel: optionalNairaDigitsField(),
  acSize: optionalChoiceField(AC_SIZES),
  acInverter: optionalChoiceField(APPLIANCES_ANSWERS),
  acNight: optionalDigitsNumberField(),
  pump: optionalChoiceField(APPLIANCES_ANSWERS),
  inverter: optionalDecimalNumberField(),
  budget: optionalChoiceField(SYSTEM_TIERS),
  ...auditSiteExtrasShape,
};
export const homeAuditExtrasFields = [
  'gridCost',
  'gridHours',
  'gridBand',
  'supplyPattern',
  'gen',
  'genSize',
  'fuel',
  'acSize',
  'acInverter',
  'acNight',
  'pump',
  'inverter',
  'budget',
  ...auditSiteExtrasFields,
] as const;

/**
 * POST /auditForm/home and the Home form. Order: name, phone, email, address, rooms, ac, appliances,
 * gps, land (rooms, ac and land digits only), then the optional questions.
 */
export const homeAuditInputSchema = z.object({
  name: nameField(),
  phone: nigerianPhoneField(),
  email: emailField(),
  address: addressField(),
  rooms: digitsNumberField(),
  ac: digitsNumberField(),
  appliances: choiceField(APPLIANCES_ANSWERS),
  gps: gpsField(),
  land: digitsNumberField(),
  ...homeAuditExtrasShape,
});
export type HomeAuditInput = z.output<typeof homeAuditInputSchema>;
export type HomeAuditFormValues = z.input<typeof homeAuditInputSchema>;
export const homeAuditFields = [
  'name',
  'phone',
  'email',
  'address',
  'rooms',
  'ac',
  'appliances',
  'gps',
  'land',
  ...homeAuditExtrasFields,
] as const;
export const homeAuditForm = defineForm(homeAuditInputSchema, homeAuditFields);

/**
 * The answers without the optional ones left blank (`null`): what the web sends and the server stores,
 * so a response shows only what the customer answered.
 */
export function withoutUnanswered<TValues extends Record<string, unknown>>(
  values: TValues,
): Partial<TValues> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== null && value !== undefined),
  ) as Partial<TValues>;
}
