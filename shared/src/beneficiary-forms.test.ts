import { describe, expect, it } from 'vitest';
import { beneficiaryForm, beneficiaryInputForm, beneficiaryInputSchema } from './beneficiary-forms.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';
import { expectSequentialValidation, firstIssueWith } from './test/form-assertions.ts';

const validForm = {
  meter_no: '12345678901',
  provider: 'eko-electric',
  meter_type: 'postpaid',
  phone: '07012345678',
  email: 'ada@example.com',
};

describe('beneficiary form', () => {
  it('checks meter number, provider, meter type, phone, then the e-mail format', () => {
    expectSequentialValidation({
      form: beneficiaryForm,
      validValues: { ...validForm, email: 'bad-email' },
      expectedOrder: [
        ['meter_no', M.required],
        ['provider', M.required],
        ['meter_type', M.required],
        ['phone', M.required],
      ],
    });
    expect(firstIssueWith(beneficiaryForm, validForm, { email: 'bad-email' })).toEqual({
      field: 'email',
      message: M.invalidEmail,
    });
  });

  it('needs 11 to 20 meter digits (decision 020) and a phone with its leading 0', () => {
    expect(firstIssueWith(beneficiaryForm, validForm, { meter_no: '1234567890123' })).toBeNull();
    expect(firstIssueWith(beneficiaryForm, validForm, { meter_no: '1234567890' })).toEqual({
      field: 'meter_no',
      message: M.invalidMeterNumber,
    });
    expect(firstIssueWith(beneficiaryForm, validForm, { meter_no: '1'.repeat(21) })).toEqual({
      field: 'meter_no',
      message: M.invalidMeterNumber,
    });
    expect(firstIssueWith(beneficiaryForm, validForm, { phone: '7012345678' })).toEqual({
      field: 'phone',
      message: M.invalidPhone,
    });
  });

  it('accepts prepaid and postpaid only', () => {
    expect(firstIssueWith(beneficiaryForm, validForm, { meter_type: 'prepaid' })).toBeNull();
    expect(firstIssueWith(beneficiaryForm, validForm, { meter_type: 'smart' })).toEqual({
      field: 'meter_type',
      message: M.invalidOption,
    });
  });

  it('leaves the e-mail optional', () => {
    expect(firstIssueWith(beneficiaryForm, validForm, { email: '' })).toBeNull();
    expect(firstIssueWith(beneficiaryForm, validForm, { email: undefined })).toBeNull();
  });
});

describe('beneficiary input (POST/PATCH /beneficiary)', () => {
  it('requires the verified name last and stores an empty e-mail as null', () => {
    expect(firstIssueWith(beneficiaryInputForm, validForm, { name: ' ' })).toEqual({
      field: 'name',
      message: M.required,
    });
    expect(beneficiaryInputSchema.parse({ ...validForm, email: '', name: 'ADA OBI' })).toEqual({
      ...validForm,
      email: null,
      name: 'ADA OBI',
    });
  });
});
