/**
 * How much sun a located site gets (see locate.ts for where it is): monthly irradiation by
 * inverse-distance weighting of the nearest reference cities' clearness index, or a rough estimate
 * outside Nigeria (decision 010, "The model").
 */
import type { EngineContext } from './context.ts';
import { isInsideNigeria } from './nigeria-border.ts';
import { REFERENCE_CITIES, monthlyGhiOf, zoneAt, type ReferenceCity, type SolarZone } from './solar-data.ts';
import { extraterrestrialIrradiation } from './sun.ts';
import type { SolarResource } from './types.ts';

const EARTH_RADIUS_KM = 6371;
/** Within this distance a reference city's own data is used as it is. */
const SAME_PLACE_KM = 5;
const NEIGHBOURS = 4;
const MONTHS = 12;

export function distanceKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const radians = Math.PI / 180;
  const deltaLatitude = (to.latitude - from.latitude) * radians;
  const deltaLongitude = (to.longitude - from.longitude) * radians;
  const haversine =
    Math.sin(deltaLatitude / 2) ** 2 +
    Math.cos(from.latitude * radians) * Math.cos(to.latitude * radians) * Math.sin(deltaLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(haversine)));
}

let clearnessCache: Map<ReferenceCity, number[]> | null = null;

/** A city's monthly clearness index KT = GHI / H0, computed once. */
function clearnessOf(city: ReferenceCity): number[] {
  clearnessCache ??= new Map();
  let clearness = clearnessCache.get(city);
  if (!clearness) {
    clearness = monthlyGhiOf(city).map(
      (ghi, month) => ghi / extraterrestrialIrradiation(city.latitude, month),
    );
    clearnessCache.set(city, clearness);
  }
  return clearness;
}

function performanceRatioFor(ctx: EngineContext, zone: SolarZone | null): number {
  if (zone === 'north') return ctx.read('performanceRatioNorth');
  if (zone === 'middle') return ctx.read('performanceRatioMiddle');
  if (zone === 'south') return ctx.read('performanceRatioSouth');
  return ctx.read('performanceRatioDefault');
}

/** Monthly GHI at the site, the nearest reference city and how far to trust the numbers. */
export function solarResourceAt(
  ctx: EngineContext,
  location: { latitude: number; longitude: number },
): SolarResource {
  const ranked = REFERENCE_CITIES.map((city) => ({ city, distance: distanceKm(location, city) })).sort(
    (left, right) => left.distance - right.distance,
  );
  const nearest = ranked[0];
  const nearestCity = nearest ? { name: nearest.city.name, distanceKm: nearest.distance } : null;
  const isInNigeria = isInsideNigeria(location);
  const isCovered = isInNigeria && nearest !== undefined && nearest.distance <= ctx.read('referenceRadius');
  const extraterrestrial = Array.from({ length: MONTHS }, (_, month) =>
    extraterrestrialIrradiation(location.latitude, month),
  );

  if (!isCovered || !nearest) {
    const clearness = ctx.read('roughClearnessIndex');
    return {
      monthlyGhi: extraterrestrial.map((value) => value * clearness),
      nearestCity,
      isInNigeria,
      zone: null,
      performanceRatio: performanceRatioFor(ctx, null),
      confidence: 'rough_estimate',
    };
  }

  const zone = zoneAt(location.latitude);
  if (nearest.distance < SAME_PLACE_KM) {
    return {
      monthlyGhi: monthlyGhiOf(nearest.city),
      nearestCity,
      isInNigeria,
      zone,
      performanceRatio: performanceRatioFor(ctx, zone),
      confidence: 'indicative',
    };
  }

  // Weighting the clearness index (not GHI) corrects for the latitude between the site and the cities.
  const neighbours = ranked.slice(0, NEIGHBOURS);
  const weights = neighbours.map(({ distance }) => 1 / distance ** 2);
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const monthlyGhi = extraterrestrial.map((value, month) => {
    const clearness = neighbours.reduce(
      (sum, { city }, index) => sum + (weights[index] ?? 0) * (clearnessOf(city)[month] ?? 0),
      0,
    );
    return (value * clearness) / totalWeight;
  });

  return {
    monthlyGhi,
    nearestCity,
    isInNigeria,
    zone,
    performanceRatio: performanceRatioFor(ctx, zone),
    confidence: 'indicative',
  };
}
