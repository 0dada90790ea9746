/**
 * Where an audited site is: GPS coordinates, else a place named in the answers, else central Nigeria
 * (docs/decisions/037). It needs the GPS reader and the list of places, so it runs on the server, which
 * sends the result with each audit record; the browser's engine chunk leaves it out (docs/decisions/010).
 */
import { parseGpsCoordinates } from '../gps.ts';
import type { EnergyReport, SiteLocation } from './types.ts';
import { matchPlace } from './places.ts';
import { composeEnergyReport, type EnergyReportInput } from './report.ts';
import { REFERENCE_CITIES } from './solar-data.ts';

/** Abuja: the centre of the country, used when nothing in the answers places the site. */
const FALLBACK_CITY = 'Abuja';

/** GPS first (in any form `parseGpsCoordinates` reads), then a place named in the address, then one named in the GPS text. */
export function locateSite({ gps, address }: { gps: string; address: string }): SiteLocation {
  const coordinates = parseGpsCoordinates(gps);
  if (coordinates)
    return { method: 'gps', ...coordinates, place: null, addressPlace: matchPlace(address)?.name ?? null };

  for (const [field, text] of [
    ['address', address],
    ['gps', gps],
  ] as const) {
    const place = matchPlace(text);
    if (place)
      return {
        method: 'place',
        latitude: place.latitude,
        longitude: place.longitude,
        place: { name: place.name, kind: place.kind, field },
      };
  }

  const fallback = REFERENCE_CITIES.find((city) => city.name === FALLBACK_CITY) ?? REFERENCE_CITIES[0];
  return {
    method: 'default',
    latitude: fallback?.latitude ?? 9.06,
    longitude: fallback?.longitude ?? 7.49,
    place: null,
  };
}

/** The whole report from the answers alone: the site located, then the report composed. */
export function createEnergyReport({ audit, ...rest }: EnergyReportInput): EnergyReport {
  return composeEnergyReport({ audit, location: locateSite(audit), ...rest });
}
