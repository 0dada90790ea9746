import { z } from 'zod';
import { METER_TYPES } from './constants.ts';
import {
  beneficiaryMeterNumberField,
  choiceField,
  nigerianPhoneWithZeroField,
  optionalEmailField,
  providerField,
  requiredText,
} from './fields.ts';
import { defineForm } from './form-validation.ts';

/**
 * Add New Beneficiaries / Edit Beneficiary. Check order (docs/product.md §5): meter number (exactly 11
 * digits), provider, meter type, phone, then the e-mail format. The e-mail is optional and checked only
 * when given (docs/product.md §12).
 */

const beneficiaryFormShape = {
  meter_no: beneficiaryMeterNumberField(),
  provider: providerField(),
  meter_type: choiceField(METER_TYPES),
  phone: nigerianPhoneWithZeroField(),
  email: optionalEmailField(),
};

/** The panel's entry step, before verification supplies the name. */
export const beneficiaryFormSchema = z.object(beneficiaryFormShape);
export type BeneficiaryFormValues = z.input<typeof beneficiaryFormSchema>;
export const beneficiaryFormFields = ['meter_no', 'provider', 'meter_type', 'phone', 'email'] as const;
export const beneficiaryForm = defineForm(beneficiaryFormSchema, beneficiaryFormFields);

/** POST /beneficiary and PATCH /beneficiary/{id}: the form plus `name` (the verified customer name). */
export const beneficiaryInputSchema = z.object({
  ...beneficiaryFormShape,
  name: requiredText({ maxLength: 200 }),
});
export type BeneficiaryInput = z.output<typeof beneficiaryInputSchema>;
export type BeneficiaryPayload = z.input<typeof beneficiaryInputSchema>;
export const beneficiaryInputFields = [...beneficiaryFormFields, 'name'] as const;
export const beneficiaryInputForm = defineForm(beneficiaryInputSchema, beneficiaryInputFields);
