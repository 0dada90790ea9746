/**
 * Finding a site without GPS: the towns of towns.ts and their other names, then the 36 states and the
 * FCT, each placed at its capital. Text is folded first, so tone marks and dotted letters match
 * (Ìbàdàn, Ọ̀yọ́, Òṣogbo read as Ibadan, Oyo, Osogbo). Rules in docs/decisions/037.
 */
import type { SiteLocation } from '../resources.ts';
import { REFERENCE_CITIES } from './solar-data.ts';
import { TOWN_ROWS } from './towns.ts';

/** A city or a state: the kinds the API's `location.place` names (`siteLocationSchema`). */
export type PlaceKind = NonNullable<SiteLocation['place']>['kind'];

export type MatchedPlace = { name: string; kind: PlaceKind; latitude: number; longitude: number };

/** [state, capital]: a state without a town named is placed at its capital. */
const STATE_CAPITALS: readonly (readonly [string, string])[] = [
  ['Abia', 'Umuahia'],
  ['Adamawa', 'Yola'],
  ['Akwa Ibom', 'Uyo'],
  ['Anambra', 'Awka'],
  ['Bauchi', 'Bauchi'],
  ['Bayelsa', 'Yenagoa'],
  ['Benue', 'Makurdi'],
  ['Borno', 'Maiduguri'],
  ['Cross River', 'Calabar'],
  ['Delta', 'Asaba'],
  ['Ebonyi', 'Abakaliki'],
  ['Edo', 'Benin City'],
  ['Ekiti', 'Ado-Ekiti'],
  ['Enugu', 'Enugu'],
  ['Gombe', 'Gombe'],
  ['Imo', 'Owerri'],
  ['Jigawa', 'Dutse'],
  ['Kaduna', 'Kaduna'],
  ['Kano', 'Kano'],
  ['Katsina', 'Katsina'],
  ['Kebbi', 'Birnin Kebbi'],
  ['Kogi', 'Lokoja'],
  ['Kwara', 'Ilorin'],
  ['Lagos', 'Lagos'],
  ['Nasarawa', 'Lafia'],
  ['Niger', 'Minna'],
  ['Ogun', 'Abeokuta'],
  ['Ondo', 'Akure'],
  ['Osun', 'Osogbo'],
  ['Oyo', 'Ibadan'],
  ['Plateau', 'Jos'],
  ['Rivers', 'Port Harcourt'],
  ['Sokoto', 'Sokoto'],
  ['Taraba', 'Jalingo'],
  ['Yobe', 'Damaturu'],
  ['Zamfara', 'Gusau'],
  ['FCT', 'Abuja'],
];

/** Districts and other spellings people write, mapped to the town they are in or stand for. */
const CITY_ALIASES: Record<string, string> = {
  Lekki: 'Lagos',
  Ikoyi: 'Lagos',
  'Victoria Island': 'Lagos',
  Yaba: 'Lagos',
  Surulere: 'Lagos',
  Ajah: 'Lagos',
  Apapa: 'Lagos',
  Festac: 'Lagos',
  Ikeja: 'Lagos',
  Ikorodu: 'Lagos',
  Wuse: 'Abuja',
  Garki: 'Abuja',
  Maitama: 'Abuja',
  Asokoro: 'Abuja',
  Gwarinpa: 'Abuja',
  Kubwa: 'Abuja',
  Jabi: 'Abuja',
  Lugbe: 'Abuja',
  Benin: 'Benin City',
  Portharcourt: 'Port Harcourt',
  Effurun: 'Warri',
  Ogbomosho: 'Ogbomoso',
  Oshogbo: 'Osogbo',
  Ilesha: 'Ilesa',
  Ife: 'Ile-Ife',
  Shaki: 'Saki',
  Sagamu: 'Shagamu',
  Otta: 'Ota',
  'Ijebu Ode': 'Ijebu-Ode',
};

const STATE_ALIASES: Record<string, string> = {
  'Federal Capital Territory': 'FCT',
};

/**
 * Words after a name that make it something else: a street ("Kano Road", "Aminu Kano Crescent"), a
 * state rather than its capital ("Oyo State"), or a country ("Benin Republic", "Niger Republic").
 */
const STREET_WORDS = [
  'road',
  'rd',
  'street',
  'st',
  'way',
  'avenue',
  'ave',
  'crescent',
  'close',
  'drive',
  'lane',
  'expressway',
  'highway',
  'bypass',
];
const NOT_A_CITY_AFTER = new Set([...STREET_WORDS, 'state', 'republic']);
const NOT_A_STATE_AFTER = new Set([...STREET_WORDS, 'republic']);

/** Letters that carry no combining mark in Unicode, so NFD leaves them: Hausa hooks, and a few others. */
const LETTER_FOLDS: Record<string, string> = {
  ɓ: 'b',
  ɗ: 'd',
  ƙ: 'k',
  ƴ: 'y',
  ŋ: 'n',
  ı: 'i',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
};

/**
 * Lower case without accents, tone marks or dots below (NFD, then combining marks dropped), Hausa hooked
 * letters plain, then letters and digits only with single spaces, padded so ` name ` matches whole words.
 */
export function foldPlaceText(text: string): string {
  const folded = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ɓɗƙƴŋıøđłßæœ]/g, (letter) => LETTER_FOLDS[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return ` ${folded} `;
}

type Candidate = { place: MatchedPlace; pattern: string };

/** Every town at its point: a reference city's own (its sun data), else GeoNames'. */
function townsByName(): Map<string, MatchedPlace> {
  const towns = new Map<string, MatchedPlace>();
  for (const [name, , latitude, longitude] of TOWN_ROWS) {
    const reference = REFERENCE_CITIES.find((city) => city.name === name);
    towns.set(name, {
      name,
      kind: 'city',
      latitude: reference?.latitude ?? latitude,
      longitude: reference?.longitude ?? longitude,
    });
  }
  return towns;
}

function buildCandidates(): Candidate[] {
  const towns = townsByName();
  const candidates: Candidate[] = [...towns.values()].map((town) => ({
    place: town,
    pattern: foldPlaceText(town.name),
  }));
  for (const [alias, townName] of Object.entries(CITY_ALIASES)) {
    const town = towns.get(townName);
    if (town) candidates.push({ place: town, pattern: foldPlaceText(alias) });
  }

  const states = new Map<string, MatchedPlace>();
  for (const [state, capital] of STATE_CAPITALS) {
    const town = towns.get(capital);
    if (!town) continue;
    const place: MatchedPlace = {
      name: state === 'FCT' ? 'FCT' : `${state} State`,
      kind: 'state',
      latitude: town.latitude,
      longitude: town.longitude,
    };
    states.set(state, place);
    candidates.push({ place, pattern: foldPlaceText(state) });
  }
  for (const [alias, state] of Object.entries(STATE_ALIASES)) {
    const place = states.get(state);
    if (place) candidates.push({ place, pattern: foldPlaceText(alias) });
  }
  return candidates;
}

let candidateCache: Candidate[] | null = null;

/** The first word after position `end` of the padded haystack, or '' at its end. */
function wordAfter(haystack: string, end: number): string {
  const next = haystack.indexOf(' ', end);
  return next === -1 ? '' : haystack.slice(end, next);
}

/** Where the last occurrence of `pattern` that names the place ends, or -1 (scanning back past street names). */
function lastNamingEnd(haystack: string, { pattern, place }: Candidate): number {
  const notAfter = place.kind === 'city' ? NOT_A_CITY_AFTER : NOT_A_STATE_AFTER;
  let start = haystack.lastIndexOf(pattern);
  while (start !== -1) {
    // The pattern ends with a space, so the next word starts right at its end.
    const end = start + pattern.length;
    if (!notAfter.has(wordAfter(haystack, end))) return end;
    start = start === 0 ? -1 : haystack.lastIndexOf(pattern, start - 1);
  }
  return -1;
}

/**
 * The place an address names. A town wins over a state ("Warri, Delta" is in Warri, not at the
 * state's capital Asaba); among towns, and among states, the one named last wins, as addresses run
 * from the street to the state ("12 Aminu Kano Crescent, Wuse, Abuja" is in Abuja). A name followed by
 * a street word is a street ("Kano Road, Zamfara" is in Zamfara State).
 */
export function matchPlace(text: string): MatchedPlace | null {
  candidateCache ??= buildCandidates();
  const haystack = foldPlaceText(text);

  let bestCity: { place: MatchedPlace; end: number } | null = null;
  let bestState: { place: MatchedPlace; end: number } | null = null;
  for (const candidate of candidateCache) {
    const end = lastNamingEnd(haystack, candidate);
    if (end === -1) continue;

    const { place } = candidate;
    const best = place.kind === 'city' ? bestCity : bestState;
    if (best && best.end >= end) continue;
    if (place.kind === 'city') bestCity = { place, end };
    else bestState = { place, end };
  }
  return bestCity?.place ?? bestState?.place ?? null;
}

/** Number of states with a representative coordinate (36 and the FCT). */
export const STATE_COUNT = STATE_CAPITALS.length;
