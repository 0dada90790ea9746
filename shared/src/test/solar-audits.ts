import type { EngineAudit } from '../solar/types.ts';

export type HomeAudit = Extract<EngineAudit, { type: 'home' }>;
export type OfficeAudit = Extract<EngineAudit, { type: 'office' }>;

/** Worked example "Office, Lagos" of the engine's check figures (decision 010). */
export function lagosOffice(overrides: Partial<OfficeAudit> = {}): OfficeAudit {
  return {
    type: 'office',
    name: 'Marina Traders Ltd',
    address: '14 Broad Street, Lagos Island, Lagos',
    email: 'facilities@marinatraders.ng',
    contact_name: 'Bola Ade',
    phone: '08031234567',
    gridHours: 10,
    gridCost: 150_000,
    gen: 'diesel',
    genSize: 20,
    fuel: 900_000,
    inverter: 0,
    dayPeakLoad: 12,
    nightPeakLoad: 3,
    dayConsumption: 90,
    rooms: 10,
    gps: '6.52, 3.38',
    land: 200,
    ...overrides,
  };
}

/** The bench's office (scripts/bench/energy-report.mjs): 180 kWh a day in Kaduna on a 250 m² roof. */
export function kadunaOffice(overrides: Partial<OfficeAudit> = {}): OfficeAudit {
  // The same grid answers as the Lagos office (10 h, ₦150,000 a month, diesel); its own load and site.
  return lagosOffice({
    address: 'Ahmadu Bello Way, Kaduna',
    fuel: 300_000,
    genSize: 27.5,
    inverter: 10,
    dayConsumption: 180,
    dayPeakLoad: 20,
    nightPeakLoad: 8,
    rooms: 14,
    land: 250,
    gps: '10.5105, 7.4165',
    ...overrides,
  });
}

/** Worked example "Home, Abuja" (decision 010): 3 bedrooms, 2 ACs (1.5 HP) by day, no heating appliances. */
export function abujaHome(overrides: Partial<HomeAudit> = {}): HomeAudit {
  return {
    type: 'home',
    name: 'Ada Obi',
    phone: '08031234567',
    email: 'ada@example.com',
    address: '12 Aminu Kano Crescent, Wuse 2, Abuja',
    rooms: 3,
    ac: 2,
    appliances: 'false',
    gps: '9.06, 7.49',
    land: 40,
    ...overrides,
  };
}

/**
 * The benches' signed-in report (scripts/bench/lib/signed-in-report.mjs): a Lekki home on Band C grid,
 * 12 hours a day for ₦30,000 a month, with heating appliances and 40 m² of roof. Its savings are small
 * beside the system's cost, and its Comfort array is smaller than the roof holds.
 */
export function lekkiHome(overrides: Partial<HomeAudit> = {}): HomeAudit {
  return abujaHome({
    address: '4 Admiralty Way, Lekki, Lagos',
    gps: '6.4474, 3.4723',
    appliances: 'true',
    gridHours: 12,
    gridCost: 30_000,
    fuel: 40_000,
    ...overrides,
  });
}

/** `value` is within ±`tolerance` (a fraction) of `expected`. */
export function isWithin(value: number, expected: number, tolerance: number): boolean {
  return Math.abs(value - expected) <= Math.abs(expected) * tolerance;
}
