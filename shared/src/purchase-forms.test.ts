import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from './messages.ts';
import {
  guestPurchaseFormSchema,
  guestPurchaseInputSchema,
  purchaseForm,
  purchaseFormSchema,
  purchaseInputForm,
  purchaseInputSchema,
  verifyMeterForm,
} from './purchase-forms.ts';
import { expectSequentialValidation, firstIssueWith } from './test/form-assertions.ts';

const validForm = {
  meter_no: '45700000001',
  provider: 'ikeja-electric',
  meter_type: 'prepaid',
  amount: '2500',
  phone: '08031234567',
};

describe('purchase form (step 1/2)', () => {
  it('checks meter number, provider, meter type, amount, phone in that order', () => {
    expectSequentialValidation({
      form: purchaseForm,
      validValues: validForm,
      expectedOrder: [
        ['meter_no', M.required],
        ['provider', M.required],
        ['meter_type', M.required],
        ['amount', M.required],
        ['phone', M.required],
      ],
    });
  });

  it.each([
    ['meter_no', '1234567890', 'Please Enter a valid Meter Number'],
    ['provider', 'nepa', M.invalidOption],
    ['meter_type', 'postpaid', M.invalidOption],
    ['amount', '0', 'Please enter a valid amount'],
    ['amount', '12.345', 'Please enter a valid amount'],
    ['amount', '600000', M.amountTooLarge],
    ['phone', '8031234567', 'Please Enter a valid Phone Number'],
  ])('flags %s = %j with %j', (field, value, message) => {
    expect(firstIssueWith(purchaseForm, validForm, { [field]: value })).toEqual({ field, message });
  });

  it('a bad meter number hides the errors of later fields', () => {
    expect(firstIssueWith(purchaseForm, {}, { meter_no: '12', amount: '-1', phone: 'x' })).toEqual({
      field: 'meter_no',
      message: M.invalidMeterNumber,
    });
  });

  it('outputs the amount as a naira number', () => {
    expect(purchaseFormSchema.parse({ ...validForm, amount: '1500.50' }).amount).toBe(1500.5);
    expect(purchaseFormSchema.parse({ ...validForm, amount: 1500.5 }).amount).toBe(1500.5);
  });
});

describe('purchase input (POST /purchase)', () => {
  const validInput = { ...validForm, amount: 2500, meter_name: 'ADA OBI', beneficiary: true };

  it('adds the verified meter name and the beneficiary flag after the form fields', () => {
    expectSequentialValidation({
      form: purchaseInputForm,
      validValues: { ...validInput, email: 'ada@example.com' },
      expectedOrder: [
        ['meter_no', M.required],
        ['provider', M.required],
        ['meter_type', M.required],
        ['amount', M.required],
        ['phone', M.required],
        ['meter_name', M.required],
        ['beneficiary', M.required],
      ],
    });
  });

  it('defaults beneficiary and save_card to false, email to null, and drops a client-sent fee or total', () => {
    const { beneficiary: _beneficiary, ...withoutFlag } = validInput;
    expect(purchaseInputSchema.parse({ ...withoutFlag, fee: 1, total: 2 })).toEqual({
      ...withoutFlag,
      beneficiary: false,
      email: null,
      save_card: false,
    });
  });

  it('checks an optional receipt e-mail when given', () => {
    expect(firstIssueWith(purchaseInputForm, validInput, { email: 'ada@' })).toEqual({
      field: 'email',
      message: M.invalidEmail,
    });
  });

  it('a guest purchase cannot save a beneficiary', () => {
    expect(guestPurchaseInputSchema.parse({ ...validInput, beneficiary: false }).beneficiary).toBe(false);
    expect(guestPurchaseInputSchema.safeParse(validInput).success).toBe(false);
  });
});

describe('meter verification input', () => {
  it('checks meter number, provider, meter type and allows postpaid', () => {
    expectSequentialValidation({
      form: verifyMeterForm,
      validValues: { meter_no: '12345678901', provider: 'abuja-electric', meter_type: 'postpaid' },
      expectedOrder: [
        ['meter_no', M.required],
        ['provider', M.required],
        ['meter_type', M.required],
      ],
    });
  });
});

describe('guestPurchaseFormSchema', () => {
  it('adds an optional e-mail after the phone, checked only when given', () => {
    const base = {
      meter_no: '4501 2345 678',
      provider: 'ikeja-electric',
      meter_type: 'prepaid',
      amount: '5000',
      phone: '0803 123 4567',
    };
    expect(guestPurchaseFormSchema.parse({ ...base, email: '' })).toMatchObject({
      meter_no: '45012345678',
      phone: '08031234567',
      email: null,
    });
    expect(guestPurchaseFormSchema.parse({ ...base, email: 'ada@example.com' }).email).toBe(
      'ada@example.com',
    );
    expect(guestPurchaseFormSchema.safeParse({ ...base, email: 'ada@' }).error?.issues[0]?.message).toBe(
      'Invalid Email',
    );
  });
});
