/** What the "Use my current location" button ends with: the coordinates, or why there are none. */
export type LocationResult =
  { status: 'found'; text: string } | { status: 'refused' | 'unavailable' | 'unsupported' };

/** How long to wait for a position fix before telling the customer to type it instead. */
const LOCATE_TIMEOUT_MS = 15_000;

/** `latitude, longitude` with 6 decimals (about 10 cm), the format the GPS field asks for. */
export function formatCoordinates(latitude: number, longitude: number): string {
  return `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;
}

/** Asks the browser for the device's position once. */
export function locateDevice(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<LocationResult> {
  if (!geolocation) return Promise.resolve({ status: 'unsupported' });

  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({ status: 'found', text: formatCoordinates(coords.latitude, coords.longitude) }),
      (error) => resolve({ status: error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable' }),
      { enableHighAccuracy: true, timeout: LOCATE_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}

const TYPE_IT_YOURSELF =
  'Type it as latitude, longitude (for example 9.076500, 7.398600), paste a map link, or write your town.';

/** The hint shown under the GPS field when the browser gives no position. */
export const LOCATION_HINTS: Record<Exclude<LocationResult['status'], 'found'>, string> = {
  refused: `Location access was refused. Allow location for this site in your browser settings and try again, or type the coordinate yourself. ${TYPE_IT_YOURSELF}`,
  unavailable: `We could not find your location right now. ${TYPE_IT_YOURSELF}`,
  unsupported: `This browser cannot share your location. ${TYPE_IT_YOURSELF}`,
};
