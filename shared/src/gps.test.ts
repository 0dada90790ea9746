import { describe, expect, it } from 'vitest';
import { parseGpsCoordinates } from './gps.ts';

describe('parseGpsCoordinates', () => {
  it.each([
    ['9.0765, 7.3986', { latitude: 9.0765, longitude: 7.3986 }],
    ['6.4474,3.4723', { latitude: 6.4474, longitude: 3.4723 }],
    ['  -33.9, +151.2 ', { latitude: -33.9, longitude: 151.2 }],
    ['90, -180', { latitude: 90, longitude: -180 }],
    // Typed with a space, a semicolon or in brackets, as customers do.
    ['6.4281 3.4219', { latitude: 6.4281, longitude: 3.4219 }],
    ['6.52;3.37', { latitude: 6.52, longitude: 3.37 }],
    ['(6.52, 3.37)', { latitude: 6.52, longitude: 3.37 }],
    // Apple Maps, and a dropped pin in Google Maps (degrees, minutes, seconds).
    ['10.5105° N, 7.4165° E', { latitude: 10.5105, longitude: 7.4165 }],
    [
      '10°30\'37.8"N 7°24\'59.4"E',
      { latitude: 10 + 30 / 60 + 37.8 / 3600, longitude: 7 + 24 / 60 + 59.4 / 3600 },
    ],
    [
      '10°30′37.8″N 7°24′59.4″E',
      { latitude: 10 + 30 / 60 + 37.8 / 3600, longitude: 7 + 24 / 60 + 59.4 / 3600 },
    ],
    ['33.9° S, 151.2° W', { latitude: -33.9, longitude: -151.2 }],
    ['7.4165 e, 10.5105 n', { latitude: 10.5105, longitude: 7.4165 }],
    ['N 9° 4′, E 7° 23′', { latitude: 9 + 4 / 60, longitude: 7 + 23 / 60 }],
  ])('reads %j', (text, coordinates) => {
    const read = parseGpsCoordinates(text);
    expect(read?.latitude).toBeCloseTo(coordinates.latitude, 9);
    expect(read?.longitude).toBeCloseTo(coordinates.longitude, 9);
  });

  it.each([
    'Behind the mango tree',
    '9.0765',
    // Two whole numbers without a comma are more likely part of an address.
    '14 22',
    '91, 7',
    '9, 181',
    '9.1.2, 7',
    ', 7',
    '',
    '10°75\'0"N, 7°0\'0"E',
    '10.5 E, 7.4 E',
    '10.5 N, 7.4 N',
    '6.5, 3.3, 4.1',
    'N 9.5 N, 7.4 E',
  ])('returns null for %j', (text) => {
    expect(parseGpsCoordinates(text)).toBeNull();
  });

  it('answers a long hostile answer without backtracking through it', () => {
    expect(parseGpsCoordinates(`1${' \t'.repeat(50_000)}x`)).toBeNull();
    expect(parseGpsCoordinates(`1.${'1'.repeat(50_000)} 2.${'2'.repeat(50_000)}°x`)).toBeNull();
  });
});
