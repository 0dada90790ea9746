/** A point on the map, in decimal degrees. */
export type GpsCoordinates = { latitude: number; longitude: number };

/**
 * One coordinate as map apps write it: decimal degrees (`6.4281`, `-3.42`, `6.4281°`), or degrees,
 * minutes and seconds (`10°30'37.8"`), each with its hemisphere (`N`, `S`, `E`, `W`) after it or before it.
 */
// Spaces are single (runs are collapsed first), so the optional ones cannot backtrack on long input.
const COORDINATE = String.raw`(?:([NSEW]) ?)?([+-]?\d{1,3}(?:\.\d+)?) ?°? ?(?:(\d{1,2}(?:\.\d+)?) ?' ?)?(?:(\d{1,2}(?:\.\d+)?) ?" ?)?([NSEW])?`;
const COORDINATES_PATTERN = new RegExp(String.raw`^\(? ?${COORDINATE} ?([,;]| ) ?${COORDINATE} ?\)?$`, 'i');

/**
 * Coordinates inside a map link, most exact first: Google Maps' pin (`!3d6.52!4d3.38`), a query
 * (`?q=6.52,3.38`, `query=`, `ll=`, `destination=`…), a `geo:` URI, then the map's centre (`@6.52,3.38,15z`).
 */
const NUMBER = String.raw`[+-]?\d{1,3}(?:\.\d+)?`;
const MAP_LINK_PATTERNS = [
  new RegExp(String.raw`!3d(${NUMBER})!4d(${NUMBER})`),
  new RegExp(
    String.raw`[?&](?:q|query|ll|sll|center|destination|daddr|saddr|point)=(?:loc:)?(${NUMBER}), ?(${NUMBER})(?![\d.])`,
    'i',
  ),
  new RegExp(String.raw`\bgeo:(${NUMBER}),(${NUMBER})(?![\d.])`, 'i'),
  new RegExp(String.raw`@(${NUMBER}),(${NUMBER})(?![\d.])`),
];

/** "lat: 6.52", "Latitude 6.52", "long=3.38", "lng 3.38": the label, when a number follows it. */
const LABEL_PATTERN = /\b(lat(?:itude)?|lng|lon(?:g(?:itude)?)?)\b\.? ?[:=]? ?(?=[+-]?\d)/gi;

/** Two decimal numbers side by side somewhere in the text ("GPS: 6.4281, 3.4219 (gate)"). */
const EMBEDDED_PAIR_PATTERN = /(?<![\d.])([+-]?\d{1,3}\.\d{2,})(?: ?[,;] ?| )([+-]?\d{1,3}\.\d{2,})(?![\d.])/;

type Coordinate = { value: number; hemisphere: string | null; isPlainDecimal: boolean; hasFraction: boolean };

function readCoordinate([leadingHemisphere, degrees, minutes, seconds, trailingHemisphere]: (
  string | undefined
)[]): Coordinate | null {
  if (leadingHemisphere && trailingHemisphere) return null;
  const hemisphere = leadingHemisphere ?? trailingHemisphere;
  const minutesValue = Number(minutes ?? 0);
  const secondsValue = Number(seconds ?? 0);
  if (minutesValue >= 60 || secondsValue >= 60) return null;
  const magnitude = Math.abs(Number(degrees)) + minutesValue / 60 + secondsValue / 3600;
  const letter = hemisphere?.toUpperCase() ?? null;
  const isNegative = degrees?.startsWith('-') || letter === 'S' || letter === 'W';
  return {
    value: isNegative ? -magnitude : magnitude,
    hemisphere: letter,
    isPlainDecimal: minutes === undefined && seconds === undefined && letter === null,
    hasFraction: Boolean(degrees?.includes('.')) || minutes !== undefined,
  };
}

function withinRange(latitude: number, longitude: number): GpsCoordinates | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** One spelling of the symbols and single spaces, so the patterns stay simple (and linear). */
function tidy(text: string): string {
  return text
    .replace(/[º˚]/g, '°')
    .replace(/[′’‘]/g, "'")
    .replace(/[″”“]|''/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

function decodeLink(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

function readMapLink(text: string): GpsCoordinates | null {
  const decoded = decodeLink(text);
  for (const pattern of MAP_LINK_PATTERNS) {
    const match = pattern.exec(decoded);
    if (match) return withinRange(Number(match[1]), Number(match[2]));
  }
  return null;
}

/**
 * Labels removed ("lat: 6.52 long: 3.38" reads as "6.52 3.38"), and whether the longitude came first
 * ("long 3.38, lat 6.52").
 */
function withoutLabels(text: string): { text: string; isLongitudeFirst: boolean } {
  const labels = [...text.matchAll(LABEL_PATTERN)].map((match) => (match[1] ?? '').toLowerCase());
  const isLongitudeFirst =
    labels.length === 2 && !labels[0]?.startsWith('lat') && labels[1]?.startsWith('lat');
  return { text: text.replace(LABEL_PATTERN, '').trim(), isLongitudeFirst: Boolean(isLongitudeFirst) };
}

/**
 * Decimal commas, as phones in French or German write them: `6,52, 3,38`, `6,52; 3,38`, `6,52 3,38`
 * or `6,52,3,38`. A single comma between figures (`6.4474,3.4723`) is the separator, never a decimal.
 */
function withDecimalPoints(text: string): string {
  const decimalCommas = text.match(/\d,\d/g)?.length ?? 0;
  const hasOtherSeparator = /[;\s]|,\s/.test(text);
  if (decimalCommas === 2 && hasOtherSeparator) return text.replace(/(\d),(\d)/g, '$1.$2');
  const bare = /^([+-]?\d+),(\d+),([+-]?\d+),(\d+)$/.exec(text);
  return bare ? `${bare[1]}.${bare[2]}, ${bare[3]}.${bare[4]}` : text;
}

function readPair(text: string): GpsCoordinates | null {
  const match = COORDINATES_PATTERN.exec(text);
  if (!match) return null;

  const first = readCoordinate(match.slice(1, 6));
  const separator = match[6] ?? '';
  const second = readCoordinate(match.slice(7, 12));
  if (!first || !second) return null;
  const isBareSpacePair = separator.trim() === '' && first.isPlainDecimal && second.isPlainDecimal;
  if (isBareSpacePair && !(first.hasFraction && second.hasFraction)) return null;

  const isLongitudeFirst =
    (first.hemisphere === 'E' || first.hemisphere === 'W') &&
    (second.hemisphere === 'N' || second.hemisphere === 'S');
  const [latitude, longitude] = isLongitudeFirst ? [second, first] : [first, second];
  if (
    latitude.hemisphere === 'E' ||
    latitude.hemisphere === 'W' ||
    longitude.hemisphere === 'N' ||
    longitude.hemisphere === 'S'
  )
    return null;
  return withinRange(latitude.value, longitude.value);
}

function readEmbeddedPair(text: string): GpsCoordinates | null {
  const match = EMBEDDED_PAIR_PATTERN.exec(text);
  return match ? withinRange(Number(match[1]), Number(match[2])) : null;
}

/**
 * Reads a free-text GPS answer (the field stays free text, docs/decisions/037) in the forms people type or paste:
 * `9.0765, 7.3986`, `9.0765 7.3986`, `(9.0765; 7.3986)`, decimal commas (`6,52, 3,38`), labels
 * (`lat: 6.52 long: 3.38`), hemispheres (`6.52N 3.38E`, `10.5105° N, 7.4165° E`), degrees, minutes and
 * seconds (`10°30'37.8"N 7°24'59.4"E`, `N 9° 4′, E 7° 23′`), map links (`…/maps/place/…/@6.52,3.38,15z`,
 * `?q=6.52,3.38`, `geo:6.52,3.38`), or two decimals inside other words (`GPS: 6.4281, 3.4219`).
 * Latitude and longitude may come in either order when hemispheres or labels say which is which.
 * Returns null for anything else, for values outside ±90 / ±180, and for two bare whole numbers without
 * a comma (`14 22` is more likely part of an address than a place).
 */
export function parseGpsCoordinates(text: string): GpsCoordinates | null {
  const tidied = tidy(text);
  const fromLink = readMapLink(tidied);
  if (fromLink) return fromLink;

  const labelled = withoutLabels(tidied);
  const pair = readPair(withDecimalPoints(labelled.text));
  if (pair) {
    return labelled.isLongitudeFirst ? withinRange(pair.longitude, pair.latitude) : pair;
  }
  return readEmbeddedPair(tidied);
}

/**
 * What a GPS answer holds: coordinates; figures we could not read as coordinates (a typo, a short map
 * link); or words alone, which can never be a coordinate (`hello`, `near the water tank`).
 */
export type GpsAnswer =
  { kind: 'coordinates'; coordinates: GpsCoordinates } | { kind: 'unreadable' | 'words' };

export function readGpsAnswer(text: string): GpsAnswer {
  const coordinates = parseGpsCoordinates(text);
  if (coordinates) return { kind: 'coordinates', coordinates };
  return { kind: /\d/.test(text) ? 'unreadable' : 'words' };
}
