/** A point on the map, in decimal degrees. */
export type GpsCoordinates = { latitude: number; longitude: number };

/**
 * One coordinate as map apps write it: decimal degrees (`6.4281`, `-3.42`, `6.4281°`), or degrees,
 * minutes and seconds (`10°30'37.8"`), each with its hemisphere (`N`, `S`, `E`, `W`) after it or before it.
 */
// Spaces are single (runs are collapsed first), so the optional ones cannot backtrack on long input.
const COORDINATE = String.raw`(?:([NSEW]) ?)?([+-]?\d{1,3}(?:\.\d+)?) ?°? ?(?:(\d{1,2}(?:\.\d+)?) ?' ?)?(?:(\d{1,2}(?:\.\d+)?) ?" ?)?([NSEW])?`;
const COORDINATES_PATTERN = new RegExp(String.raw`^\(? ?${COORDINATE} ?([,;]| ) ?${COORDINATE} ?\)?$`, 'i');

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

/**
 * Reads a free-text GPS answer (docs/product.md §5 keeps the field free text) written the ways map apps copy it:
 * `9.0765, 7.3986`, `9.0765 7.3986`, `(9.0765; 7.3986)`, `10.5105° N, 7.4165° E` or
 * `10°30'37.8"N 7°24'59.4"E` or `N 9° 4′, E 7° 23′`; latitude and longitude may come in either order
 * when their hemispheres say which is which. Returns null for anything else,
 * for values outside ±90 / ±180, and for two bare whole numbers without a comma (`14 22` is more
 * likely part of an address than a place).
 */
export function parseGpsCoordinates(text: string): GpsCoordinates | null {
  const normalized = text
    .replace(/[º˚]/g, '°')
    .replace(/[′’‘]/g, "'")
    .replace(/[″”“]|''/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
  const match = COORDINATES_PATTERN.exec(normalized);
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
  if (Math.abs(latitude.value) > 90 || Math.abs(longitude.value) > 180) return null;

  return { latitude: latitude.value, longitude: longitude.value };
}
