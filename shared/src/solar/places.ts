/**
 * Finding a site without GPS: the reference cities, every state capital and a few well-known districts,
 * then the 36 states and the FCT, each with a representative coordinate (its capital).
 */
import type { SiteLocation } from '../resources.ts';
import { REFERENCE_CITIES } from './solar-data.ts';

/** A city or a state: the kinds the API's `location.place` names (`siteLocationSchema`). */
export type PlaceKind = NonNullable<SiteLocation['place']>['kind'];

export type MatchedPlace = { name: string; kind: PlaceKind; latitude: number; longitude: number };

/**
 * [state, capital, latitude, longitude]; capitals that are reference cities take that city's
 * coordinates (the numbers are left out).
 */
const STATE_ROWS: readonly (readonly [string, string, number?, number?])[] = [
  ['Abia', 'Umuahia', 5.53, 7.49],
  ['Adamawa', 'Yola'],
  ['Akwa Ibom', 'Uyo'],
  ['Anambra', 'Awka', 6.21, 7.07],
  ['Bauchi', 'Bauchi'],
  ['Bayelsa', 'Yenagoa'],
  ['Benue', 'Makurdi'],
  ['Borno', 'Maiduguri'],
  ['Cross River', 'Calabar'],
  ['Delta', 'Asaba', 6.2, 6.73],
  ['Ebonyi', 'Abakaliki', 6.32, 8.11],
  ['Edo', 'Benin City'],
  ['Ekiti', 'Ado-Ekiti', 7.62, 5.22],
  ['Enugu', 'Enugu'],
  ['Gombe', 'Gombe'],
  ['Imo', 'Owerri'],
  ['Jigawa', 'Dutse', 11.76, 9.34],
  ['Kaduna', 'Kaduna'],
  ['Kano', 'Kano'],
  ['Katsina', 'Katsina'],
  ['Kebbi', 'Birnin Kebbi'],
  ['Kogi', 'Lokoja'],
  ['Kwara', 'Ilorin'],
  ['Lagos', 'Lagos'],
  ['Nasarawa', 'Lafia', 8.49, 8.52],
  ['Niger', 'Minna'],
  ['Ogun', 'Abeokuta'],
  ['Ondo', 'Akure'],
  ['Osun', 'Osogbo', 7.77, 4.56],
  ['Oyo', 'Ibadan'],
  ['Plateau', 'Jos'],
  ['Rivers', 'Port Harcourt'],
  ['Sokoto', 'Sokoto'],
  ['Taraba', 'Jalingo', 8.89, 11.36],
  ['Yobe', 'Damaturu', 11.75, 11.96],
  ['Zamfara', 'Gusau', 12.16, 6.66],
  ['FCT', 'Abuja'],
];

const STATES: readonly (readonly [string, string, number, number])[] = STATE_ROWS.map(
  ([state, capital, latitude, longitude]) => {
    const city = REFERENCE_CITIES.find((candidate) => candidate.name === capital);
    return [state, capital, latitude ?? city?.latitude ?? 0, longitude ?? city?.longitude ?? 0];
  },
);

/** Other names people write, mapped to the city they are in. */
const CITY_ALIASES: Record<string, string> = {
  Lekki: 'Lagos',
  Ikoyi: 'Lagos',
  'Victoria Island': 'Lagos',
  Yaba: 'Lagos',
  Surulere: 'Lagos',
  Ajah: 'Lagos',
  Apapa: 'Lagos',
  Festac: 'Lagos',
  Wuse: 'Abuja',
  Garki: 'Abuja',
  Maitama: 'Abuja',
  Asokoro: 'Abuja',
  Gwarinpa: 'Abuja',
  Kubwa: 'Abuja',
  Jabi: 'Abuja',
  Lugbe: 'Abuja',
  Benin: 'Benin City',
  Ikeja: 'Lagos',
  'Port-Harcourt': 'Port Harcourt',
  Portharcourt: 'Port Harcourt',
  'Ado Ekiti': 'Ado-Ekiti',
};

const STATE_ALIASES: Record<string, string> = {
  'Federal Capital Territory': 'FCT',
  'Akwa-Ibom': 'Akwa Ibom',
};

type Candidate = MatchedPlace & { pattern: string };

/** Lower case, letters and digits only, single spaces, padded so ` name ` matches whole words. */
function normalise(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

function buildCandidates(): Candidate[] {
  const cities = new Map<string, MatchedPlace>();
  for (const city of REFERENCE_CITIES)
    cities.set(city.name, {
      name: city.name,
      kind: 'city',
      latitude: city.latitude,
      longitude: city.longitude,
    });
  for (const [, capital, latitude, longitude] of STATES) {
    if (!cities.has(capital)) cities.set(capital, { name: capital, kind: 'city', latitude, longitude });
  }

  const candidates: Candidate[] = [...cities.values()].map((place) => ({
    ...place,
    pattern: normalise(place.name),
  }));
  for (const [alias, cityName] of Object.entries(CITY_ALIASES)) {
    const city = cities.get(cityName);
    if (city) candidates.push({ ...city, pattern: normalise(alias) });
  }
  for (const [state, , latitude, longitude] of STATES) {
    candidates.push({
      name: state === 'FCT' ? 'FCT' : `${state} State`,
      kind: 'state',
      latitude,
      longitude,
      pattern: normalise(state),
    });
  }
  for (const [alias, state] of Object.entries(STATE_ALIASES)) {
    const row = STATES.find(([name]) => name === state);
    if (row)
      candidates.push({
        name: state,
        kind: 'state',
        latitude: row[2],
        longitude: row[3],
        pattern: normalise(alias),
      });
  }
  return candidates;
}

let candidateCache: Candidate[] | null = null;

/**
 * The place an address names. Addresses run from the street to the state, so the name that appears
 * last wins ("12 Aminu Kano Crescent, Wuse, Abuja" is in Abuja); at the same position a city beats
 * the state of the same name.
 */
export function matchPlace(text: string): MatchedPlace | null {
  candidateCache ??= buildCandidates();
  const haystack = normalise(text);

  let best: { place: MatchedPlace; end: number; isCity: boolean } | null = null;
  for (const { pattern, ...place } of candidateCache) {
    const start = haystack.lastIndexOf(pattern);
    if (start === -1) continue;

    const end = start + pattern.length;
    const isCity = place.kind === 'city';
    if (!best || end > best.end || (end === best.end && isCity && !best.isCity))
      best = { place, end, isCity };
  }
  return best?.place ?? null;
}

/** Number of states with a representative coordinate (36 and the FCT). */
export const STATE_COUNT = STATES.length;
