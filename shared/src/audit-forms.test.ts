import { describe, expect, it } from 'vitest';
import {
  homeAuditExtrasFields,
  homeAuditForm,
  homeAuditInputSchema,
  officeAuditForm,
  officeAuditInputSchema,
  officeAuditStep1Form,
  officeAuditStep2Form,
} from './audit-forms.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';
import { expectSequentialValidation, firstIssueWith } from './test/form-assertions.ts';

const validStep1 = {
  name: 'Sunrise Ltd',
  address: '12 Aminu Kano Crescent, Abuja',
  email: 'ops@sunrise.ng',
  contact_name: 'Ada Obi',
  phone: '8123456789',
};

const validStep2 = {
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

const digitsOnlyStep2Fields = [
  'gridHours',
  'gridCost',
  'fuel',
  'inverter',
  'nightPeakLoad',
  'dayPeakLoad',
  'dayConsumption',
  'rooms',
  'land',
];

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

describe('office audit step 1', () => {
  it('checks company name, address, email, contact name, phone in order', () => {
    expectSequentialValidation({
      form: officeAuditStep1Form,
      validValues: validStep1,
      expectedOrder: [
        ['name', M.required],
        ['address', M.required],
        ['email', M.required],
        ['contact_name', M.required],
        ['phone', M.required],
      ],
    });
  });

  it('flags the contact name under its own field (docs/product.md §12)', () => {
    expect(firstIssueWith(officeAuditStep1Form, validStep1, { contact_name: '' })).toEqual({
      field: 'contact_name',
      message: M.required,
    });
  });

  it('checks the email and phone formats', () => {
    expect(firstIssueWith(officeAuditStep1Form, validStep1, { email: 'ops' })).toEqual({
      field: 'email',
      message: M.invalidEmail,
    });
    expect(firstIssueWith(officeAuditStep1Form, validStep1, { phone: '81234' })).toEqual({
      field: 'phone',
      message: M.invalidPhone,
    });
  });
});

describe('office audit step 2', () => {
  it('checks form order: gridHours … rooms, gps, land', () => {
    expectSequentialValidation({
      form: officeAuditStep2Form,
      validValues: validStep2,
      expectedOrder: [
        ['gridHours', M.required],
        ['gridCost', M.required],
        ['genSize', M.required],
        ['gen', M.required],
        ['fuel', M.required],
        ['inverter', M.required],
        ['nightPeakLoad', M.required],
        ['dayPeakLoad', M.required],
        ['dayConsumption', M.required],
        ['rooms', M.required],
        ['gps', M.required],
        ['land', M.required],
      ],
    });
  });

  it.each(digitsOnlyStep2Fields)('%s takes digits only', (field) => {
    expect(firstIssueWith(officeAuditStep2Form, validStep2, { [field]: '1.5' })).toEqual({
      field,
      message: 'Please enter numbers only',
    });
  });

  it('takes the monthly costs in naira as a bank SMS writes them: the sign and a correct grouping go (decision 020)', () => {
    const written = { gridCost: '₦150,000', fuel: 'NGN 300 000' };
    expect(firstIssueWith(officeAuditStep2Form, validStep2, written)).toBeNull();
    expect(officeAuditInputSchema.parse({ ...validStep1, ...validStep2, ...written })).toMatchObject({
      gridCost: 150000,
      fuel: 300000,
    });
    for (const gridCost of ['150,000.50', '1,50,000', '150,00', 'N150,000']) {
      expect(firstIssueWith(officeAuditStep2Form, validStep2, { gridCost })).toEqual({
        field: 'gridCost',
        message: M.numbersOnly,
      });
    }
    // Counts and sizes stay digits only.
    expect(firstIssueWith(officeAuditStep2Form, validStep2, { dayConsumption: '1,200' })).toEqual({
      field: 'dayConsumption',
      message: M.numbersOnly,
    });
  });

  it('genSize may be a decimal but not text', () => {
    expect(firstIssueWith(officeAuditStep2Form, validStep2, { genSize: '2.75' })).toBeNull();
    expect(firstIssueWith(officeAuditStep2Form, validStep2, { genSize: 'big' })).toEqual({
      field: 'genSize',
      message: M.numbersOnly,
    });
  });

  it('accepts diesel, pms and lpg generators only', () => {
    for (const gen of ['diesel', 'pms', 'lpg']) {
      expect(firstIssueWith(officeAuditStep2Form, validStep2, { gen })).toBeNull();
    }
    expect(firstIssueWith(officeAuditStep2Form, validStep2, { gen: 'solar' })).toEqual({
      field: 'gen',
      message: M.invalidOption,
    });
  });

  it.each([
    '6,52, 3,38',
    'lat: 6.52 long: 3.38',
    '6.52N 3.38E',
    '6°31\'12"N 3°22\'48"E',
    'https://www.google.com/maps/@6.52,3.38,15z',
    // Figures that are not coordinates we read: kept, and the report says what it used instead.
    '6.4281 / 3.4219',
    // A town, a district or a state in the words, tone marks and all.
    'Behind Wuse Market',
    'Ọ̀yọ́',
    'Near the big mango tree, Ogbomosho',
    'Delta State',
    // Coordinates outside Nigeria are coordinates: the report says the site is outside Nigeria.
    '13.5, 7.1',
  ])('accepts the GPS answer %j', (gps) => {
    expect(firstIssueWith(officeAuditStep2Form, validStep2, { gps })).toBeNull();
  });

  it.each(['hello', 'Behind the big mango tree', 'I do not know', 'N/A', '-'])(
    'refuses the GPS answer %j, which cannot place the site',
    (gps) => {
      expect(firstIssueWith(officeAuditStep2Form, validStep2, { gps })).toEqual({
        field: 'gps',
        message:
          'Please enter coordinates as latitude, longitude (for example 6.4281, 3.4219), or the name of your town',
      });
      expect(firstIssueWith(homeAuditForm, validHome, { gps })).toEqual({
        field: 'gps',
        message: M.gpsNotCoordinates,
      });
    },
  );
});

describe('office audit input (POST /auditForm/office)', () => {
  it('checks step 1 before step 2', () => {
    expect(firstIssueWith(officeAuditForm, {}, { ...validStep2, gridHours: 'x', phone: '' })).toEqual({
      field: 'name',
      message: M.required,
    });
    expect(firstIssueWith(officeAuditForm, validStep1, { ...validStep2, gridHours: 'x', land: 'y' })).toEqual(
      {
        field: 'gridHours',
        message: M.numbersOnly,
      },
    );
  });

  it('outputs numbers for every numeric answer', () => {
    expect(officeAuditInputSchema.parse({ ...validStep1, ...validStep2 })).toEqual({
      ...validStep1,
      phone: '08123456789',
      gridHours: 12,
      gridCost: 45000,
      genSize: 7.5,
      gen: 'diesel',
      fuel: 80000,
      inverter: 5,
      nightPeakLoad: 3,
      dayPeakLoad: 6,
      dayConsumption: 40,
      rooms: 8,
      gps: '9.0765, 7.3986',
      land: 120,
      supplyPattern: null,
      roofType: null,
      shading: null,
      batteryType: null,
    });
  });
});

describe('home audit', () => {
  it('checks name, phone, email, address, rooms, ac, appliances, gps, land in order', () => {
    expectSequentialValidation({
      form: homeAuditForm,
      validValues: validHome,
      expectedOrder: [
        ['name', M.required],
        ['phone', M.required],
        ['email', M.required],
        ['address', M.required],
        ['rooms', M.required],
        ['ac', M.required],
        ['appliances', M.required],
        ['gps', M.required],
        ['land', M.required],
      ],
    });
  });

  it.each(['rooms', 'ac', 'land'])('%s takes digits only', (field) => {
    expect(firstIssueWith(homeAuditForm, validHome, { [field]: '2.5' })).toEqual({
      field,
      message: M.numbersOnly,
    });
  });

  it("takes appliances as the string 'true' or 'false'", () => {
    expect(firstIssueWith(homeAuditForm, validHome, { appliances: 'false' })).toBeNull();
    expect(firstIssueWith(homeAuditForm, validHome, { appliances: 'maybe' })).toEqual({
      field: 'appliances',
      message: M.invalidOption,
    });
  });

  it('outputs numbers and keeps the appliances string', () => {
    const notAnswered = Object.fromEntries(homeAuditExtrasFields.map((field) => [field, null]));
    expect(homeAuditInputSchema.parse(validHome)).toEqual({
      ...validHome,
      rooms: 4,
      ac: 2,
      land: 60,
      ...notAnswered,
    });
  });
});
