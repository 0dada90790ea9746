import { describe, expect, it } from 'vitest';
import {
  auditRecordSchema,
  beneficiarySchema,
  providerSchema,
  sessionSchema,
  transactionSchema,
  userSchema,
  verificationResultSchema,
} from './resources.ts';

const user = {
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Obi',
  phone: '08012345678',
  created_at: '2024-01-05T10:00:00.000Z',
  last_updated: '2024-01-06T10:00:00.000Z',
  reminder: true,
  reminder_frequency: 'Weekely',
  reminder_day: 'Monday',
  email_confirmed: false,
  pending_email: null,
};

describe('userSchema and sessionSchema', () => {
  it('read a user with reminders on or off', () => {
    expect(userSchema.parse(user)).toEqual(user);
    expect(
      userSchema.parse({ ...user, reminder: false, reminder_frequency: null, reminder_day: null }).reminder,
    ).toBe(false);
  });

  it('require ISO timestamps and a known frequency', () => {
    expect(userSchema.safeParse({ ...user, created_at: 'yesterday' }).success).toBe(false);
    expect(userSchema.safeParse({ ...user, reminder_frequency: 'Weekly' }).success).toBe(false);
  });

  it('a session is the user plus the token, and never leaks extra fields', () => {
    const session = sessionSchema.parse({ ...user, token: 'opaque', password_hash: 'secret' });
    expect(session).toEqual({ ...user, token: 'opaque' });
  });
});

describe('providerSchema and verificationResultSchema', () => {
  it('read a provider', () => {
    const provider = { name: 'Ikeja Electric (IE)', serviceID: 'ikeja-electric', image: '/discos/ikeja.svg' };
    expect(providerSchema.parse(provider)).toEqual(provider);
  });

  it('read either a customer name or an error', () => {
    expect(verificationResultSchema.parse({ Customer_Name: 'ADA OBI' })).toEqual({
      Customer_Name: 'ADA OBI',
    });
    expect(verificationResultSchema.parse({ error: 'Meter not found' })).toEqual({
      error: 'Meter not found',
    });
    expect(verificationResultSchema.safeParse({}).success).toBe(false);
  });
});

describe('transactionSchema', () => {
  const transaction = {
    ref: 'PP-20240105-0001',
    created_at: '2024-01-05T10:00:00.000Z',
    provider: 'ikeja-electric',
    meter_type: 'prepaid',
    meter_no: '45700000001',
    meter_name: 'ADA OBI',
    phone: '08031234567',
    amount: 1000,
    fee: 100,
    total: 1100,
    status: 'delivered',
    token: '12345678901234567890',
    units: '15.2 kWh',
    receipt_no: 'RCPT-1',
    paid_at: '2024-01-05T10:01:00+01:00',
  };

  it('reads a delivered transaction', () => {
    expect(transactionSchema.parse(transaction)).toEqual(transaction);
  });

  it('reads a pending one without token, units, receipt or payment time', () => {
    const pending = {
      ...transaction,
      status: 'awaiting_payment',
      token: null,
      units: null,
      receipt_no: null,
      paid_at: null,
    };
    expect(transactionSchema.parse(pending)).toEqual(pending);
  });

  it('refuses an unknown status', () => {
    expect(transactionSchema.safeParse({ ...transaction, status: 'lost' }).success).toBe(false);
  });
});

describe('beneficiarySchema', () => {
  it('reads a beneficiary with or without e-mail', () => {
    const beneficiary = {
      id: 'b1',
      name: 'ADA OBI',
      meter_no: '12345678901',
      meter_type: 'postpaid',
      provider: 'eko-electric',
      phone: '07012345678',
      email: null,
    };
    expect(beneficiarySchema.parse(beneficiary)).toEqual(beneficiary);
    expect(beneficiarySchema.parse({ ...beneficiary, email: 'ada@example.com' }).email).toBe(
      'ada@example.com',
    );
  });
});

describe('auditRecordSchema', () => {
  const location = { method: 'gps', latitude: 9.07, longitude: 7.39, place: null };
  const base = { id: 'a1', created_at: '2024-01-05T10:00:00.000Z', gps: '9.07, 7.39', land: 100, location };

  it('reads a home record', () => {
    const home = {
      ...base,
      type: 'home',
      name: 'Ada',
      phone: '07012345678',
      email: 'ada@example.com',
      address: 'Lekki',
      rooms: 3,
      ac: 1,
      appliances: 'false',
    };
    expect(auditRecordSchema.parse(home)).toEqual(home);
  });

  it('reads an office record', () => {
    const office = {
      ...base,
      type: 'office',
      name: 'Sunrise',
      address: 'Abuja',
      email: 'ops@sunrise.ng',
      contact_name: 'Ada',
      phone: '08123456789',
      gridHours: 12,
      gridCost: 45000,
      genSize: 7.5,
      gen: 'pms',
      fuel: 80000,
      inverter: 5,
      nightPeakLoad: 3,
      dayPeakLoad: 6,
      dayConsumption: 40,
      rooms: 8,
    };
    expect(auditRecordSchema.parse(office)).toEqual(office);
  });

  it('carries where the site was placed, and refuses a record without it', () => {
    const placed = {
      method: 'place',
      latitude: 6.52,
      longitude: 3.38,
      place: { name: 'Lagos', kind: 'city', field: 'address' },
    };
    const home = {
      ...base,
      location: placed,
      type: 'home',
      name: 'Ada',
      phone: '07012345678',
      email: 'ada@example.com',
      address: 'Lekki',
      rooms: 3,
      ac: 1,
      appliances: 'false',
    };
    expect(auditRecordSchema.parse(home).location).toEqual(placed);
    expect(auditRecordSchema.safeParse({ ...home, location: undefined }).success).toBe(false);
    expect(auditRecordSchema.safeParse({ ...home, location: { ...placed, method: 'guess' } }).success).toBe(
      false,
    );
  });

  it('refuses an unknown type or text where a number belongs', () => {
    expect(auditRecordSchema.safeParse({ ...base, type: 'farm' }).success).toBe(false);
    expect(
      auditRecordSchema.safeParse({
        ...base,
        type: 'home',
        name: 'A',
        phone: '1',
        email: 'e',
        address: 'x',
        rooms: '3',
        ac: 1,
        appliances: 'true',
      }).success,
    ).toBe(false);
  });
});
