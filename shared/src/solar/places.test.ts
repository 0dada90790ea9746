import { describe, expect, it } from 'vitest';
import { distanceKm } from './site.ts';
import { foldPlaceText, matchPlace } from './places.ts';
import { isInsideNigeria } from './nigeria-border.ts';
import { REFERENCE_CITIES } from './solar-data.ts';
import { TOWN_ROWS } from './towns.ts';

describe('folding place names', () => {
  it.each([
    ['Ìbàdàn', 'ibadan'],
    ['Ọ̀yọ́', 'oyo'],
    ['Abújá', 'abuja'],
    ['Òṣogbo', 'osogbo'],
    ['Ilọrin', 'ilorin'],
    ['Ẹnugu', 'enugu'],
    ['Ọ̀YỌ́', 'oyo'],
    ['Ƙaura Namoda', 'kaura namoda'],
    ['Ɗan Ɓaki', 'dan baki'],
    ['Port-Harcourt!!', 'port harcourt'],
  ])('folds %j to %j', (text, folded) => {
    expect(foldPlaceText(text)).toBe(` ${folded} `);
  });

  it.each([
    ['12 Ring Road, Ìbàdàn', 'Ibadan'],
    ['Ọ̀yọ́', 'Oyo'],
    ['Plot 4, Wuse II, Abújá', 'Abuja'],
    ['Station Road, Òṣogbo', 'Osogbo'],
    ['Ilọrin, Kwara State', 'Ilorin'],
    ['Ẹnugu', 'Enugu'],
  ])('finds %j written with tone marks as %s', (address, name) => {
    expect(matchPlace(address)).toMatchObject({ name, kind: 'city' });
  });
});

describe('the towns', () => {
  it('has the towns people named and we missed, each at its GeoNames point', () => {
    for (const [name, latitude, longitude] of [
      ['Zaria', 11.11128, 7.7227],
      ['Onitsha', 6.14978, 6.78569],
      ['Aba', 5.10658, 7.36667],
      ['Nsukka', 6.85783, 7.39577],
      ['Ogbomoso', 8.13373, 4.24014],
      ['Sapele', 5.89405, 5.67666],
    ] as const) {
      expect(matchPlace(`Somewhere in ${name}`), name).toEqual({ name, kind: 'city', latitude, longitude });
    }
    expect(matchPlace('Ogbomosho')?.name).toBe('Ogbomoso');
  });

  it('finds every town by its own name, inside the border', () => {
    expect(TOWN_ROWS.length).toBeGreaterThanOrEqual(95);
    for (const [name, state, latitude, longitude, geonamesId] of TOWN_ROWS) {
      const place = matchPlace(`12 Market Street, ${name}, ${state} State`);
      expect(place?.name, name).toBe(name);
      expect(place?.kind, name).toBe('city');
      expect(isInsideNigeria({ latitude, longitude }), name).toBe(true);
      expect(geonamesId, name).toBeGreaterThan(0);
    }
  });

  it('keeps each reference city at its solar-table point, within 8 km of GeoNames', () => {
    for (const city of REFERENCE_CITIES) {
      const row = TOWN_ROWS.find(([name]) => name === city.name);
      expect(row, city.name).toBeDefined();
      const [, , latitude, longitude] = row ?? [];
      expect(distanceKm(city, { latitude: latitude ?? 0, longitude: longitude ?? 0 })).toBeLessThan(8);
      expect(matchPlace(city.name)).toMatchObject({ latitude: city.latitude, longitude: city.longitude });
    }
  });
});

describe('which of several places an address names', () => {
  it.each([
    ['Warri, Delta', 'Warri', 'city'],
    ['Warri, Delta State', 'Warri', 'city'],
    ['14 Airport Road, Effurun, Delta', 'Warri', 'city'],
    ['Sapele, Delta State', 'Sapele', 'city'],
    ['Zaria, Kaduna State', 'Zaria', 'city'],
    ['Nsukka, Enugu State', 'Nsukka', 'city'],
    ['Onitsha, Anambra', 'Onitsha', 'city'],
    ['Off Zik Avenue, Awka, Anambra State', 'Awka', 'city'],
    // A town named after another, as in a street: the last named wins.
    ['Aba Road, Port Harcourt', 'Port Harcourt', 'city'],
    ['Owerri Road, Aba, Abia State', 'Aba', 'city'],
    ['12 Aminu Kano Crescent, Wuse 2, Abuja', 'Abuja', 'city'],
    // A town's name as a street is no town.
    ['Kano Road, Zamfara', 'Zamfara State', 'state'],
    ['5 Ibadan Street, Ebute Metta', null, null],
    // "Oyo State" is the state (placed at Ibadan); "Oyo" alone is the town.
    ['Oyo State', 'Oyo State', 'state'],
    ['Oyo', 'Oyo', 'city'],
    ['Ibadan, Oyo State', 'Ibadan', 'city'],
    // Neighbouring countries are not Nigerian places.
    ['Porto-Novo, Benin Republic', null, null],
    ['Maradi, Niger Republic', null, null],
    ['Ring Road, Benin', 'Benin City', 'city'],
  ] as const)('places %j at %s', (address, name, kind) => {
    const place = matchPlace(address);
    if (name === null) expect(place).toBeNull();
    else expect(place).toMatchObject({ name, kind });
  });

  it('places a state on its own at its capital', () => {
    expect(matchPlace('Behind the market, Delta State')).toMatchObject({
      name: 'Delta State',
      kind: 'state',
      latitude: 6.19824,
      longitude: 6.73187,
    });
  });
});
