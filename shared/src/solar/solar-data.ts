/**
 * Offline solar resource for Nigeria: 27 reference cities with an annual mean global horizontal
 * irradiation (GHI) and a monthly shape per climate zone.
 *
 * Source: an engineering assumption, checked 2026-01 and reviewed 2026-12-05 (docs/decisions/010 and
 * 037). The annual values are PowerPay's reading of published satellite-based ranges for Nigeria
 * (about 6 kWh/m²/day in the Sahel down to about 4.2 on the coast), not one published series; the
 * zone shapes put the maximum in February–May and the minimum in July–August, the north flatter
 * with a Harmattan dip in December–January. They are INDICATIVE (±10 %), not a measured series. To
 * replace them, fetch NASA POWER's climatology for each city (`ALLSKY_SFC_SW_DWN`, monthly
 * kWh/m²/day), commit the CSV, and put its 12 monthly values in `monthly` below. City coordinates are
 * within 8 km of GeoNames' points (towns.ts).
 */

/** Climate zone by latitude: Sahel/Sudan (≥ 11° N), Guinea savanna (8–11° N), forest and coast. */
export type SolarZone = 'north' | 'middle' | 'south';

export type ReferenceCity = {
  name: string;
  latitude: number;
  longitude: number;
  /** Annual mean GHI, kWh/m²/day (numerically equal to peak sun hours). */
  annualGhi: number;
  /** Measured monthly GHI when available; otherwise annualGhi × the zone's shape. */
  monthly?: readonly number[];
};

/** Reports carry it; a measured table (NASA POWER) gets a new one. */
export const SOLAR_DATA_VERSION = 'indicative-2026.1';

/** [name, latitude, longitude, annual GHI]. */
const CITY_ROWS: readonly (readonly [string, number, number, number])[] = [
  ['Sokoto', 13.06, 5.24, 6.2],
  ['Katsina', 12.99, 7.6, 6.2],
  ['Birnin Kebbi', 12.45, 4.2, 6.1],
  ['Kano', 12.0, 8.52, 6.0],
  ['Maiduguri', 11.83, 13.15, 6.2],
  ['Bauchi', 10.31, 9.84, 5.8],
  ['Gombe', 10.29, 11.17, 5.8],
  ['Kaduna', 10.52, 7.44, 5.7],
  ['Jos', 9.9, 8.86, 5.6],
  ['Minna', 9.58, 6.55, 5.6],
  ['Yola', 9.2, 12.48, 5.8],
  ['Abuja', 9.06, 7.49, 5.5],
  ['Ilorin', 8.48, 4.54, 5.3],
  ['Lokoja', 7.8, 6.73, 5.2],
  ['Makurdi', 7.73, 8.54, 5.2],
  ['Ibadan', 7.38, 3.95, 4.9],
  ['Akure', 7.25, 5.19, 4.9],
  ['Abeokuta', 7.16, 3.35, 4.8],
  ['Lagos', 6.52, 3.38, 4.6],
  ['Enugu', 6.46, 7.55, 4.9],
  ['Benin City', 6.34, 5.63, 4.7],
  ['Warri', 5.52, 5.75, 4.4],
  ['Owerri', 5.48, 7.03, 4.5],
  ['Uyo', 5.04, 7.91, 4.3],
  ['Calabar', 4.96, 8.33, 4.2],
  ['Yenagoa', 4.93, 6.27, 4.2],
  ['Port Harcourt', 4.82, 7.03, 4.2],
];

export const REFERENCE_CITIES: readonly ReferenceCity[] = CITY_ROWS.map(
  ([name, latitude, longitude, annualGhi]) => ({
    name,
    latitude,
    longitude,
    annualGhi,
  }),
);

/** Ratio of each month to the annual mean, January first (normalised below so the mean is exactly 1). */
const ZONE_SHAPES: Record<SolarZone, readonly number[]> = {
  north: [0.93, 1.03, 1.08, 1.11, 1.1, 1.05, 0.96, 0.89, 0.96, 1.0, 0.97, 0.91],
  middle: [1.02, 1.11, 1.14, 1.11, 1.04, 0.95, 0.86, 0.81, 0.89, 0.98, 1.07, 1.02],
  south: [1.06, 1.13, 1.12, 1.09, 1.02, 0.88, 0.83, 0.84, 0.88, 0.98, 1.08, 1.07],
};

function normalise(shape: readonly number[]): number[] {
  const mean = shape.reduce((sum, value) => sum + value, 0) / shape.length;
  return shape.map((value) => value / mean);
}

const NORMALISED_SHAPES: Record<SolarZone, number[]> = {
  north: normalise(ZONE_SHAPES.north),
  middle: normalise(ZONE_SHAPES.middle),
  south: normalise(ZONE_SHAPES.south),
};

export function zoneAt(latitude: number): SolarZone {
  if (latitude >= 11) return 'north';
  if (latitude >= 8) return 'middle';
  return 'south';
}

/** A city's 12 monthly GHI values, kWh/m²/day. */
export function monthlyGhiOf(city: ReferenceCity): number[] {
  if (city.monthly?.length === 12) return [...city.monthly];
  return NORMALISED_SHAPES[zoneAt(city.latitude)].map((ratio) => ratio * city.annualGhi);
}
