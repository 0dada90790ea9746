/** The report's site section: location, sun data, tilt, shading and one sentence saying how far to trust it. */
import type { ShadingLevel } from '../solar-options.ts';
import { roundTo, sum, type EngineContext } from './context.ts';
import { solarResourceAt } from './site.ts';
import { planeOfArrayIrradiation } from './sun.ts';
import type { ReportSite, SiteLocation, SolarResource } from './types.ts';

/** Coordinates written the plainest way (Victoria Island, Lagos). */
const GPS_EXAMPLE = '6.4281, 3.4219';

function shadingFactorOf(ctx: EngineContext, shading: ShadingLevel | null): number {
  if (shading === 'some') return ctx.read('shadingSome');
  if (shading === 'heavy') return ctx.read('shadingHeavy');
  return 1;
}

function coordinatesOf(location: SiteLocation): string {
  return `${roundTo(location.latitude, 4)}, ${roundTo(location.longitude, 4)}`;
}

function describe(location: SiteLocation, resource: SolarResource): string {
  const nearest = resource.nearestCity
    ? `${resource.nearestCity.name}, ${Math.round(resource.nearestCity.distanceKm)} km away`
    : 'none';
  if (!resource.isInNigeria) {
    return `GPS ${coordinatesOf(location)} is outside Nigeria (nearest reference city: ${nearest}). Our solar data covers Nigeria only, so this is a rough estimate from the latitude.`;
  }
  if (resource.confidence === 'rough_estimate') {
    return `Outside our Nigerian solar data (nearest reference city: ${nearest}): a rough estimate from the latitude.`;
  }

  const quality = 'Solar data: indicative (±10 %).';
  if (location.method === 'gps') {
    return `GPS ${coordinatesOf(location)} (nearest reference city: ${nearest}). ${quality}`;
  }
  if (location.method === 'place' && location.place) {
    const field = location.place.field === 'address' ? 'your address' : 'your location answer';
    // "used", not "given": the free-text GPS answer may hold a town's name rather than coordinates.
    return `${location.place.name}, named in ${field} (no GPS coordinates used). ${quality}`;
  }
  return `We could not place the site from the answers, so we used ${resource.nearestCity?.name ?? 'Abuja'}. ${quality}`;
}

export function reportSiteOf(
  ctx: EngineContext,
  { location, gps, shading }: { location: SiteLocation; gps: string; shading: ShadingLevel | null },
): ReportSite {
  const resource = solarResourceAt(ctx, location);
  // A GPS answer with figures that could not be read: say so, rather than ask for what was given.
  const isGpsUnread = /\d/.test(gps) && location.method !== 'gps';
  if (location.method === 'default') {
    ctx.warn(
      'location_not_found',
      isGpsUnread
        ? `We could not read your GPS answer as coordinates, nor place the site from its address, so we used Abuja. Write the coordinates as latitude, longitude (for example ${GPS_EXAMPLE}) for a better estimate.`
        : 'We could not place the site from its GPS coordinate or address, so we used Abuja. Add GPS coordinates for a better estimate.',
    );
  } else if (isGpsUnread && location.place) {
    ctx.warn(
      'gps_not_read',
      `We could not read your GPS answer as coordinates, so we placed the site at ${location.place.name}, named in your address. Write them as latitude, longitude (for example ${GPS_EXAMPLE}) to place it exactly.`,
    );
  }
  if (!resource.isInNigeria) {
    const check = location.addressPlace
      ? ` Your address names ${location.addressPlace}: if the site is there, check the coordinates (latitude first, then longitude, for example ${GPS_EXAMPLE}).`
      : '';
    ctx.warn(
      'outside_nigeria',
      `Your GPS coordinates (${coordinatesOf(location)}) are outside Nigeria, and our solar data covers Nigeria only: the sunshine, production and savings below are rough estimates from the latitude.${check}`,
    );
  } else if (resource.confidence === 'rough_estimate') {
    ctx.warn(
      'outside_solar_data',
      'The site is outside our Nigerian solar data: its sunshine, production and savings are rough estimates.',
    );
  }

  const tilt = Math.max(ctx.read('minimumTilt'), Math.round(Math.abs(location.latitude)));
  const monthlyPlaneOfArray = planeOfArrayIrradiation({
    latitude: location.latitude,
    monthlyGhi: resource.monthlyGhi,
    tilt,
    albedo: ctx.read('albedo'),
  });

  return {
    ...location,
    ...resource,
    monthlyGhi: resource.monthlyGhi.map((value) => roundTo(value, 3)),
    nearestCity: resource.nearestCity
      ? { name: resource.nearestCity.name, distanceKm: roundTo(resource.nearestCity.distanceKm, 1) }
      : null,
    annualGhi: roundTo(sum(resource.monthlyGhi) / 12, 3),
    monthlyPlaneOfArray: monthlyPlaneOfArray.map((value) => roundTo(value, 3)),
    tilt,
    orientation: location.latitude < 0 ? 'north' : 'south',
    shading,
    shadingFactor: shadingFactorOf(ctx, shading),
    description: describe(location, resource),
  };
}
