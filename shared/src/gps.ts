/** A point on the map, in decimal degrees. */
export type GpsCoordinates = { latitude: number; longitude: number };

const COORDINATES_PATTERN = /^\s*([+-]?\d{1,3}(?:\.\d+)?)\s*,\s*([+-]?\d{1,3}(?:\.\d+)?)\s*$/;

/**
 * Reads free-text GPS answers written `latitude, longitude` (e.g. `9.0765, 7.3986`). Returns null for
 * anything else or for values outside ±90 / ±180, since the SPEC keeps the field free text.
 */
export function parseGpsCoordinates(text: string): GpsCoordinates | null {
  const match = COORDINATES_PATTERN.exec(text);
  if (!match) return null;

  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;

  return { latitude, longitude };
}
