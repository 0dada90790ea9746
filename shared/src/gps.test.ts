import { describe, expect, it } from 'vitest';
import { parseGpsCoordinates } from './gps.ts';

describe('parseGpsCoordinates', () => {
  it.each([
    ['9.0765, 7.3986', { latitude: 9.0765, longitude: 7.3986 }],
    ['6.4474,3.4723', { latitude: 6.4474, longitude: 3.4723 }],
    ['  -33.9, +151.2 ', { latitude: -33.9, longitude: 151.2 }],
    ['90, -180', { latitude: 90, longitude: -180 }],
  ])('reads %j', (text, coordinates) => {
    expect(parseGpsCoordinates(text)).toEqual(coordinates);
  });

  it.each(['Behind the mango tree', '9.0765', '9.0765 7.3986', '91, 7', '9, 181', '9.1.2, 7', ', 7', ''])(
    'returns null for %j',
    (text) => {
      expect(parseGpsCoordinates(text)).toBeNull();
    },
  );
});
