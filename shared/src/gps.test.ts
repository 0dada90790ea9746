import { describe, expect, it } from 'vitest';
import { parseGpsCoordinates, readGpsAnswer } from './gps.ts';

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
    // Decimal commas, as phones set to French or German write them.
    ['6,52, 3,38', { latitude: 6.52, longitude: 3.38 }],
    ['6,52; 3,38', { latitude: 6.52, longitude: 3.38 }],
    ['6,52 3,38', { latitude: 6.52, longitude: 3.38 }],
    ['6,5244,3,3792', { latitude: 6.5244, longitude: 3.3792 }],
    // One comma alone between figures is the separator, never a decimal comma.
    ['6,52', { latitude: 6, longitude: 52 }],
    [
      '6°31\'12,5"N 3°22\'48,1"E',
      { latitude: 6 + 31 / 60 + 12.5 / 3600, longitude: 3 + 22 / 60 + 48.1 / 3600 },
    ],
    // Labels, in either order.
    ['lat: 6.52 long: 3.38', { latitude: 6.52, longitude: 3.38 }],
    ['Lat 6.52, Lng 3.38', { latitude: 6.52, longitude: 3.38 }],
    ['Latitude: 6.52 Longitude: 3.38', { latitude: 6.52, longitude: 3.38 }],
    ['latitude=6,52 longitude=3,38', { latitude: 6.52, longitude: 3.38 }],
    ['long: 3.38 lat: 6.52', { latitude: 6.52, longitude: 3.38 }],
    // Hemisphere letters straight after the figures.
    ['6.52N 3.38E', { latitude: 6.52, longitude: 3.38 }],
    ['6.52N, 3.38E', { latitude: 6.52, longitude: 3.38 }],
    ['3.38E 6.52N', { latitude: 6.52, longitude: 3.38 }],
    ['6.52 N 3.38 E', { latitude: 6.52, longitude: 3.38 }],
    // Degrees, minutes and seconds; degrees and decimal minutes.
    ['6°31\'12"N 3°22\'48"E', { latitude: 6 + 31 / 60 + 12 / 3600, longitude: 3 + 22 / 60 + 48 / 3600 }],
    [
      '6º 31\' 12" N, 3º 22\' 48" E',
      { latitude: 6 + 31 / 60 + 12 / 3600, longitude: 3 + 22 / 60 + 48 / 3600 },
    ],
    ["N6°31.2' E3°22.8'", { latitude: 6 + 31.2 / 60, longitude: 3 + 22.8 / 60 }],
    // Map links: Google Maps' pin first, then a query, a geo: URI, then the map's centre.
    [
      'https://www.google.com/maps/place/Tafawa+Balewa+Square/@6.4483,3.3994,17z/data=!3m1!4b1!4m6!3m5!1s0x0:0x0!8m2!3d6.4488!4d3.4003',
      { latitude: 6.4488, longitude: 3.4003 },
    ],
    ['https://www.google.com/maps/@6.5244,3.3792,15z', { latitude: 6.5244, longitude: 3.3792 }],
    ['https://maps.google.com/?q=6.5244,3.3792', { latitude: 6.5244, longitude: 3.3792 }],
    ['https://maps.google.com/maps?q=6.5244%2C3.3792&z=15', { latitude: 6.5244, longitude: 3.3792 }],
    [
      'https://www.google.com/maps/search/?api=1&query=9.0765,7.3986',
      { latitude: 9.0765, longitude: 7.3986 },
    ],
    ['https://maps.apple.com/?ll=9.0765,7.3986&q=Home', { latitude: 9.0765, longitude: 7.3986 }],
    ['geo:9.0765,7.3986?z=17', { latitude: 9.0765, longitude: 7.3986 }],
    // Two decimals inside other words.
    ['GPS: 6.4281, 3.4219 (the blue gate)', { latitude: 6.4281, longitude: 3.4219 }],
    ['My coordinates are 9.0765 7.3986', { latitude: 9.0765, longitude: 7.3986 }],
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
    'lat: 6.52',
    'https://maps.app.goo.gl/x7Jb2kQ9',
    'https://www.google.com/maps/@96.5,3.3,15z',
    '12 Admiralty Road, Lekki',
  ])('returns null for %j', (text) => {
    expect(parseGpsCoordinates(text)).toBeNull();
  });

  it('answers a long hostile answer without backtracking through it', () => {
    expect(parseGpsCoordinates(`1${' \t'.repeat(50_000)}x`)).toBeNull();
    expect(parseGpsCoordinates(`1.${'1'.repeat(50_000)}x`)).toBeNull();
    expect(parseGpsCoordinates(`https://maps.google.com/?q=1.${'1'.repeat(50_000)}x`)).toBeNull();
    expect(parseGpsCoordinates(`1.${'1'.repeat(50_000)} 2.${'2'.repeat(50_000)}°x`)).toMatchObject({
      latitude: expect.closeTo(1.111, 3),
      longitude: expect.closeTo(2.222, 3),
    });
  });
});

describe('readGpsAnswer', () => {
  it('tells coordinates, figures that are not coordinates, and words apart', () => {
    expect(readGpsAnswer('6,52, 3,38')).toEqual({
      kind: 'coordinates',
      coordinates: { latitude: 6.52, longitude: 3.38 },
    });
    expect(readGpsAnswer('6.4281 / 3.4219')).toEqual({ kind: 'unreadable' });
    expect(readGpsAnswer('https://maps.app.goo.gl/x7Jb2kQ9')).toEqual({ kind: 'unreadable' });
    expect(readGpsAnswer('hello')).toEqual({ kind: 'words' });
    expect(readGpsAnswer('near the water tank')).toEqual({ kind: 'words' });
    expect(readGpsAnswer('')).toEqual({ kind: 'words' });
  });
});
