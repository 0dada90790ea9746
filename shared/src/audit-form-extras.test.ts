import { describe, expect, it } from 'vitest';
import {
  homeAuditExtrasFields,
  homeAuditForm,
  homeAuditInputSchema,
  officeAuditForm,
  officeAuditInputSchema,
} from './audit-forms.ts';
import { validateForm } from './form-validation.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';
import { firstIssueWith } from './test/form-assertions.ts';

const validHome = {
  name: 'Ada Obi',
  phone: '07012345678',
  email: 'ada@example.com',
  address: '3 Admiralty Way, Lekki',
  rooms: '4',
  ac: '2',
  appliances: 'true',
  gps: '6.4474, 3.4723',
  land: '60',
};

const allHomeExtras = {
  gridCost: '45000',
  gridHours: '12',
  gridBand: 'B',
  supplyPattern: 'night',
  gen: 'pms',
  genSize: '3.5',
  fuel: '60000',
  acSize: '1.5',
  acInverter: 'true',
  acNight: '1',
  pump: 'false',
  inverter: '3.5',
  budget: 'full',
  roofType: 'pitched',
  shading: 'some',
  batteryType: 'tubular',
};

const validOffice = {
  name: 'Sunrise Ltd',
  address: '12 Aminu Kano Crescent, Abuja',
  email: 'ops@sunrise.ng',
  contact_name: 'Ada Obi',
  phone: '8123456789',
  gridHours: '12',
  gridCost: '45000',
  genSize: '7.5',
  gen: 'diesel',
  fuel: '80000',
  inverter: '5',
  nightPeakLoad: '3',
  dayPeakLoad: '6',
  dayConsumption: '40',
  rooms: '8',
  gps: '9.0765, 7.3986',
  land: '120',
};

describe('home form, "Improve your report (optional)"', () => {
  it('never blocks: blank, missing or null optional answers are valid and come out as null', () => {
    const blank = Object.fromEntries(homeAuditExtrasFields.map((field) => [field, '']));
    const nulls = Object.fromEntries(homeAuditExtrasFields.map((field) => [field, null]));

    expect(homeAuditInputSchema.parse({ ...validHome, ...blank })).toMatchObject(nulls);
    expect(homeAuditInputSchema.parse({ ...validHome, ...nulls })).toMatchObject(nulls);
    expect(homeAuditInputSchema.parse(validHome)).toMatchObject(nulls);
  });

  it('keeps every answer given, numbers as numbers and choices as their wire values', () => {
    expect(homeAuditInputSchema.parse({ ...validHome, ...allHomeExtras })).toEqual({
      ...validHome,
      rooms: 4,
      ac: 2,
      land: 60,
      ...allHomeExtras,
      gridCost: 45000,
      gridHours: 12,
      genSize: 3.5,
      fuel: 60000,
      acNight: 1,
      inverter: 3.5,
    });
  });

  it('takes the grid and fuel spend with the naira sign and thousands separators, and nothing else that way', () => {
    expect(homeAuditInputSchema.parse({ ...validHome, gridCost: '₦45,000', fuel: '60 000' })).toMatchObject({
      gridCost: 45000,
      fuel: 60000,
    });
    expect(firstIssueWith(homeAuditForm, validHome, { gridCost: '45,000.50' })).toEqual({
      field: 'gridCost',
      message: M.numbersOnly,
    });
    expect(firstIssueWith(homeAuditForm, validHome, { acNight: '1,000' })).toEqual({
      field: 'acNight',
      message: M.numbersOnly,
    });
  });

  it.each([
    ['gridCost', '12a', M.numbersOnly],
    ['gridCost', '-5', M.numbersOnly],
    ['gridHours', '25', M.hoursPerDay],
    ['gridHours', '7.5', M.numbersOnly],
    ['gridBand', 'F', M.invalidOption],
    ['gen', 'petrol', M.invalidOption],
    ['genSize', 'big', M.numbersOnly],
    ['fuel', '1e6', M.numbersOnly],
    ['acSize', '3', M.invalidOption],
    ['acInverter', 'yes', M.invalidOption],
    ['acNight', '1.5', M.numbersOnly],
    ['pump', 'maybe', M.invalidOption],
    ['inverter', '3,5', M.numbersOnly],
    ['budget', 'gold', M.invalidOption],
    ['roofType', 'thatch', M.invalidOption],
    ['shading', 'lots', M.invalidOption],
    ['batteryType', 'agm', M.invalidOption],
    ['supplyPattern', 'evenings', M.invalidOption],
    ['gridCost', '1234567890123', M.numberTooLarge],
  ])('flags %s = %j with "%s"', (field, value, message) => {
    expect(firstIssueWith(homeAuditForm, validHome, { [field]: value })).toEqual({ field, message });
  });

  it('accepts numbers sent as JSON numbers by API clients', () => {
    expect(
      homeAuditInputSchema.parse({ ...validHome, gridCost: 30000, gridHours: 0, genSize: 2.5 }),
    ).toMatchObject({
      gridCost: 30000,
      gridHours: 0,
      genSize: 2.5,
    });
  });

  it('checks the form fields first, then the optional ones in the order shown', () => {
    const wrong = { gridHours: '99', budget: 'gold', shading: 'lots' };
    expect(validateForm(homeAuditForm, { ...validHome, ...wrong, land: '' })).toMatchObject({
      success: false,
      issue: { field: 'land', message: M.required },
    });

    const result = validateForm(homeAuditForm, { ...validHome, ...wrong });
    expect(result).toMatchObject({ success: false, issue: { field: 'gridHours', message: M.hoursPerDay } });
    if (!result.success) expect(Object.keys(result.errors)).toEqual(['gridHours', 'budget', 'shading']);
  });
});

describe('office form: "None" generator and the optional questions', () => {
  it('with "None", generator size and fuel cost may be blank and come out as null', () => {
    for (const blank of ['', '  ', null, undefined]) {
      expect(
        officeAuditInputSchema.parse({ ...validOffice, gen: 'none', genSize: blank, fuel: blank }),
      ).toMatchObject({
        gen: 'none',
        genSize: null,
        fuel: null,
      });
    }
  });

  it('with "None", answers typed anyway are still checked and kept', () => {
    expect(firstIssueWith(officeAuditForm, validOffice, { gen: 'none', genSize: 'big' })).toEqual({
      field: 'genSize',
      message: M.numbersOnly,
    });
    expect(officeAuditInputSchema.parse({ ...validOffice, gen: 'none', fuel: '0' })).toMatchObject({
      genSize: 7.5,
      fuel: 0,
    });
  });

  it.each(['diesel', 'pms', 'lpg', ''])('with %j, a blank or null size or fuel cost is required', (gen) => {
    expect(firstIssueWith(officeAuditForm, validOffice, { gen, genSize: null })).toEqual({
      field: 'genSize',
      message: M.required,
    });
    if (gen)
      expect(firstIssueWith(officeAuditForm, validOffice, { gen, fuel: '' })).toEqual({
        field: 'fuel',
        message: M.required,
      });
  });

  it('reports a blank generator size before later failing fields', () => {
    expect(firstIssueWith(officeAuditForm, validOffice, { genSize: '', inverter: 'x', land: '' })).toEqual({
      field: 'genSize',
      message: M.required,
    });
  });

  it('takes when supply usually comes after land, blank meaning not answered', () => {
    expect(officeAuditInputSchema.parse({ ...validOffice, supplyPattern: 'day' })).toMatchObject({
      supplyPattern: 'day',
    });
    expect(officeAuditInputSchema.parse({ ...validOffice, supplyPattern: '' })).toMatchObject({
      supplyPattern: null,
    });
    expect(firstIssueWith(officeAuditForm, validOffice, { supplyPattern: 'evenings' })).toEqual({
      field: 'supplyPattern',
      message: M.invalidOption,
    });
  });

  it('takes roof type, shading and battery type after land, blank meaning not answered', () => {
    expect(
      officeAuditInputSchema.parse({ ...validOffice, roofType: 'flat', shading: '', batteryType: 'lithium' }),
    ).toMatchObject({
      roofType: 'flat',
      shading: null,
      batteryType: 'lithium',
    });
    expect(firstIssueWith(officeAuditForm, validOffice, { roofType: 'thatch', land: 'x' })).toEqual({
      field: 'land',
      message: M.numbersOnly,
    });
    expect(firstIssueWith(officeAuditForm, validOffice, { roofType: 'thatch' })).toEqual({
      field: 'roofType',
      message: M.invalidOption,
    });
  });
});
