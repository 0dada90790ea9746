import { describe, expect, it } from 'vitest';
import { BORDER_VERTEX_COUNT, isInsideNigeria } from './nigeria-border.ts';

// Town points from GeoNames (rounded); each is at least 10 km from the border, beyond the polygon's error.
describe('Nigeria’s border', () => {
  it.each([
    ['Lagos (Lagos Island, on the lagoon)', 6.454, 3.395],
    ['Victoria Island', 6.428, 3.422],
    ['Badagry', 6.415, 2.881],
    ['Maiduguri', 11.847, 13.157],
    ['Calabar', 4.959, 8.327],
    ['Sokoto', 13.063, 5.243],
    ['Yola', 9.208, 12.481],
    ['Bonny (island)', 4.452, 7.171],
    ['Brass (creek)', 4.31, 6.24],
    ['Mubi', 10.269, 13.267],
    ['Gembu (Mambilla Plateau)', 6.726, 11.257],
    ['Obudu', 6.668, 9.165],
    ['Saki', 8.668, 3.394],
    ['Katsina', 12.991, 7.602],
  ])('%s is in Nigeria', (_, latitude, longitude) => {
    expect(isInsideNigeria({ latitude, longitude })).toBe(true);
  });

  it.each([
    ['Maradi (Niger)', 13.5, 7.1],
    ['Garoua (Cameroon)', 9.3, 13.4],
    ['Porto-Novo (Benin)', 6.497, 2.605],
    ['Cotonou (Benin)', 6.365, 2.418],
    ['Zinder (Niger)', 13.805, 8.988],
    ['Magaria (Niger)', 12.998, 8.91],
    ['Kousseri (Cameroon)', 12.077, 15.031],
    ['Mokolo (Cameroon)', 10.74, 13.8],
    ['Buea (Cameroon)', 4.155, 9.241],
    ['Malanville (Benin)', 11.862, 3.386],
    ['Pobè (Benin)', 6.98, 2.665],
    ['the sea south of Lagos', 5.9, 3.4],
    ['Lagos with latitude and longitude swapped', 3.38, 6.52],
    ['London', 51.5, -0.12],
  ])('%s is outside', (_, latitude, longitude) => {
    expect(isInsideNigeria({ latitude, longitude })).toBe(false);
  });

  it('is coarse: a polygon of some 150 corners, not a map', () => {
    expect(BORDER_VERTEX_COUNT).toBeGreaterThan(50);
    expect(BORDER_VERTEX_COUNT).toBeLessThan(200);
  });
});
