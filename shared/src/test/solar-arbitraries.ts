import fc from 'fast-check';
import { homeAuditInputSchema, officeAuditInputSchema } from '../audit-forms.ts';
import {
  AC_SIZES,
  BATTERY_TYPES,
  GENERATOR_CHOICES,
  ROOF_TYPES,
  SHADING_LEVELS,
  SYSTEM_TIERS,
  TARIFF_BANDS,
} from '../solar-options.ts';
import type { HomeAudit, OfficeAudit } from './solar-audits.ts';

/**
 * fast-check arbitraries over the whole input space of both audit forms: every answer as the form
 * would send it (text), passed through the shared schema exactly as the server does, then stored the
 * way the server stores it (answers not given are left out).
 */

/** Any whole number the digits-only fields accept: small, typical and up to 12 digits. */
const digits = fc
  .oneof(
    fc.integer({ min: 0, max: 30 }),
    fc.integer({ min: 0, max: 100_000 }),
    fc.bigInt({ min: 0n, max: 999_999_999_999n }),
  )
  .map(String);

const decimal = fc.oneof(
  digits,
  fc
    .tuple(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 99 }))
    .map(([whole, part]) => `${whole}.${part}`),
);

const hours = fc.integer({ min: 0, max: 24 }).map(String);

const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: '' as const });

const gps = fc.oneof(
  fc
    .tuple(fc.double({ min: 4, max: 14, noNaN: true }), fc.double({ min: 2.6, max: 14.8, noNaN: true }))
    .map(([lat, lng]) => `${lat.toFixed(4)}, ${lng.toFixed(4)}`),
  fc
    .tuple(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }))
    .map(([lat, lng]) => `${lat.toFixed(3)},${lng.toFixed(3)}`),
  fc.constantFrom(
    'Behind Wuse Market',
    'Lekki Phase 1 gate',
    'Opposite the big mango tree',
    'N 9° 4′, E 7° 23′',
  ),
  fc.string({ minLength: 1, maxLength: 40 }).filter((text) => text.trim().length > 0),
);

const address = fc.oneof(
  fc.constantFrom(
    '4 Admiralty Way, Lekki, Lagos',
    '12 Ahmadu Bello Way, Kaduna',
    'Ring Road, Benin',
    'Off Zik Avenue, Awka, Anambra State',
    'No 4, Unity Close',
  ),
  fc.string({ minLength: 1, maxLength: 60 }).filter((text) => text.trim().length > 0),
);

const contact = {
  name: fc.constant('Ada Obi'),
  phone: fc.constant('08031234567'),
  email: fc.constant('ada@example.com'),
};

const siteExtras = {
  roofType: optional(fc.constantFrom(...ROOF_TYPES)),
  shading: optional(fc.constantFrom(...SHADING_LEVELS)),
  batteryType: optional(fc.constantFrom(...BATTERY_TYPES)),
};

/** Drops answers the customer did not give, as the server stores them. */
function withoutBlanks<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== null && value !== undefined),
  ) as T;
}

export const homeFormText = fc.record({
  ...contact,
  address,
  rooms: digits,
  ac: digits,
  appliances: fc.constantFrom('true', 'false'),
  gps,
  land: digits,
  gridCost: optional(digits),
  gridHours: optional(hours),
  gridBand: optional(fc.constantFrom(...TARIFF_BANDS)),
  gen: optional(fc.constantFrom(...GENERATOR_CHOICES)),
  genSize: optional(decimal),
  fuel: optional(digits),
  acSize: optional(fc.constantFrom(...AC_SIZES)),
  acInverter: optional(fc.constantFrom('true', 'false')),
  acNight: optional(digits),
  pump: optional(fc.constantFrom('true', 'false')),
  inverter: optional(decimal),
  budget: optional(fc.constantFrom(...SYSTEM_TIERS)),
  ...siteExtras,
});

export const officeFormText = fc.record({
  ...contact,
  address,
  contact_name: fc.constant('Bola Ade'),
  gridHours: digits,
  gridCost: digits,
  genSize: optional(decimal),
  gen: fc.constantFrom(...GENERATOR_CHOICES),
  fuel: optional(digits),
  inverter: digits,
  nightPeakLoad: digits,
  dayPeakLoad: digits,
  dayConsumption: digits,
  rooms: digits,
  gps,
  land: digits,
  ...siteExtras,
});

/** A home audit as stored, from form text the schema accepts. */
export const homeAudit: fc.Arbitrary<HomeAudit> = homeFormText
  .map((text) => homeAuditInputSchema.safeParse(text))
  .filter((result) => result.success)
  .map((result) => ({ ...withoutBlanks(result.data ?? {}), type: 'home' }) as HomeAudit);

/** An office audit as stored, from form text the schema accepts (a generator needs its size and fuel). */
export const officeAudit: fc.Arbitrary<OfficeAudit> = officeFormText
  .map((text) => officeAuditInputSchema.safeParse(text))
  .filter((result) => result.success)
  .map(
    (result) =>
      ({
        ...withoutBlanks(result.data ?? {}),
        genSize: result.data?.genSize ?? null,
        fuel: result.data?.fuel ?? null,
        type: 'office',
      }) as OfficeAudit,
  );

export const audit = fc.oneof(homeAudit, officeAudit);

/** A non-negative whole number to add to an answer. */
export const increase = fc.oneof(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 1_000_000 }));
