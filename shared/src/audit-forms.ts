import { z } from 'zod';
import { GENERATOR_TYPES } from './constants.ts';
import {
  choiceField,
  decimalNumberField,
  digitsNumberField,
  emailField,
  nigerianPhoneField,
  requiredText,
} from './fields.ts';
import { defineForm } from './form-validation.ts';

/**
 * Energy audit questionnaires. Numeric answers arrive as digit strings from the form (or numbers from an
 * API client) and come out as numbers, so the server stores numbers. GPS is required free text
 * (SPEC.md: no format check); `parseGpsCoordinates` reads it when it happens to be `lat, lng`.
 */

const gpsField = () => requiredText({ maxLength: 200 });
const nameField = () => requiredText({ maxLength: 150 });
const addressField = () => requiredText({ maxLength: 300 });

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
 * nightPeakLoad, dayPeakLoad, dayConsumption, rooms, gps, land. All digits only except genSize.
 */
export const officeAuditStep2Shape = {
  gridHours: digitsNumberField(),
  gridCost: digitsNumberField(),
  genSize: decimalNumberField(),
  gen: choiceField(GENERATOR_TYPES),
  fuel: digitsNumberField(),
  inverter: digitsNumberField(),
  nightPeakLoad: digitsNumberField(),
  dayPeakLoad: digitsNumberField(),
  dayConsumption: digitsNumberField(),
  rooms: digitsNumberField(),
  gps: gpsField(),
  land: digitsNumberField(),
};
export const officeAuditStep2Schema = z.object(officeAuditStep2Shape);
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
] as const;
export const officeAuditStep2Form = defineForm(officeAuditStep2Schema, officeAuditStep2Fields);

/** POST /auditForm/office: both steps, step 1 checked first. */
export const officeAuditInputSchema = z.object({ ...officeAuditStep1Shape, ...officeAuditStep2Shape });
export type OfficeAuditInput = z.output<typeof officeAuditInputSchema>;
export type OfficeAuditFormValues = z.input<typeof officeAuditInputSchema>;
export const officeAuditFields = [...officeAuditStep1Fields, ...officeAuditStep2Fields] as const;
export const officeAuditForm = defineForm(officeAuditInputSchema, officeAuditFields);

/** Wire values of the Yes/No radio (SPEC.md keeps them as strings). */
export const APPLIANCES_ANSWERS = ['true', 'false'] as const;

/**
 * POST /auditForm/home and the Home form. Order: name, phone, email, address, rooms, ac, appliances,
 * gps, land; rooms, ac and land are digits only.
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
] as const;
export const homeAuditForm = defineForm(homeAuditInputSchema, homeAuditFields);

/** `Yes`/`No` for the appliances answer, whether stored as 'true'/'false', a boolean or 1/0. */
export function formatAppliancesAnswer(value: string | boolean | number): 'Yes' | 'No' {
  return value === true || value === 'true' || value === 1 || value === '1' ? 'Yes' : 'No';
}
