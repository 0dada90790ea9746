import { describe, expect, it } from 'vitest';
import { abujaHome, lagosOffice } from '../test/solar-audits.ts';
import { SOLAR_CONSTANTS } from './constants.ts';
import { createContext } from './context.ts';
import { STATE_COUNT, matchPlace } from './places.ts';
import { createEnergyReport } from './locate.ts';
import { locateSite } from './locate.ts';
import { distanceKm, solarResourceAt } from './site.ts';
import { REFERENCE_CITIES } from './solar-data.ts';

const resourceAt = (latitude: number, longitude: number) =>
  solarResourceAt(createContext(SOLAR_CONSTANTS), { latitude, longitude });
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

describe('locating the site', () => {
  it('uses parsed GPS coordinates first, whatever the address says', () => {
    expect(locateSite({ gps: ' 10.5105 , 7.4165 ', address: 'Lekki, Lagos' })).toEqual({
      method: 'gps',
      latitude: 10.5105,
      longitude: 7.4165,
      place: null,
      addressPlace: 'Lagos',
    });
  });

  it.each([
    ['6,52, 3,38', 6.52, 3.38],
    ['lat: 6.52 long: 3.38', 6.52, 3.38],
    ['6.52N 3.38E', 6.52, 3.38],
    ['6°31\'12"N 3°22\'48"E', 6.52, 3.38],
    ['https://www.google.com/maps/@6.52,3.38,15z', 6.52, 3.38],
  ])('reads the GPS answer %j as it is typed', (gps, latitude, longitude) => {
    const location = locateSite({ gps, address: 'Plot 7, Unity Close' });
    expect(location).toMatchObject({ method: 'gps', addressPlace: null });
    expect(location.latitude).toBeCloseTo(latitude, 6);
    expect(location.longitude).toBeCloseTo(longitude, 6);
  });

  it.each([
    ['12 Ahmadu Bello Way, Kaduna', 'Kaduna', 'city'],
    ['12 Aminu Kano Crescent, Wuse 2, Abuja', 'Abuja', 'city'],
    ['4 Admiralty Way, Lekki, Lagos', 'Lagos', 'city'],
    ['Plot 5, Lekki Phase 1', 'Lagos', 'city'],
    ['22 Stadium Road, Port-Harcourt', 'Port Harcourt', 'city'],
    ['Ring Road, Benin', 'Benin City', 'city'],
    ['Nnebisi Road, Asaba', 'Asaba', 'city'],
    ['Off Zik Avenue, Awka, Anambra State', 'Awka', 'city'],
    ['Somewhere, Anambra State', 'Anambra State', 'state'],
    ['Km 3, Gombe-Biu Road, Gombe', 'Gombe', 'city'],
    ['Federal Capital Territory', 'FCT', 'state'],
    ['Behind the market, Cross River', 'Cross River State', 'state'],
    ['Kano Road, Zamfara', 'Zamfara State', 'state'],
  ] as const)('finds %j as %s (%s)', (address, name, kind) => {
    expect(matchPlace(address)).toMatchObject({ name, kind });
  });

  it('knows all 36 states and the FCT', () => {
    const states = [
      'Abia',
      'Adamawa',
      'Akwa Ibom',
      'Anambra',
      'Bauchi',
      'Bayelsa',
      'Benue',
      'Borno',
      'Cross River',
      'Delta',
      'Ebonyi',
      'Edo',
      'Ekiti',
      'Enugu',
      'Gombe',
      'Imo',
      'Jigawa',
      'Kaduna',
      'Kano',
      'Katsina',
      'Kebbi',
      'Kogi',
      'Kwara',
      'Lagos',
      'Nasarawa',
      'Niger',
      'Ogun',
      'Ondo',
      'Osun',
      'Oyo',
      'Plateau',
      'Rivers',
      'Sokoto',
      'Taraba',
      'Yobe',
      'Zamfara',
      'FCT',
    ];
    expect(STATE_COUNT).toBe(37);
    for (const state of states) {
      const place = matchPlace(`Somewhere, ${state} State`);
      expect(place, state).not.toBeNull();
      expect(place?.latitude, state).toBeGreaterThan(4);
      expect(place?.latitude, state).toBeLessThan(14);
      expect(place?.longitude, state).toBeGreaterThan(2.6);
      expect(place?.longitude, state).toBeLessThan(14.8);
    }
  });

  it('does not mistake "Nigeria" for Niger State, and finds nothing in an address without a place', () => {
    expect(matchPlace('No 4, Unity Close, Nigeria')).toBeNull();
    expect(matchPlace('Opposite the big mango tree')).toBeNull();
  });

  it('falls back to a place in the GPS text, then to central Nigeria, and says which it used', () => {
    expect(locateSite({ gps: 'Behind Wuse Market', address: 'Plot 7, Unity Close' })).toMatchObject({
      method: 'place',
      place: { name: 'Abuja', field: 'gps' },
    });

    const report = createEnergyReport({
      audit: abujaHome({ gps: 'near the water tank', address: 'No 4, Unity Close' }),
    });
    expect(report.site).toMatchObject({ method: 'default', place: null, nearestCity: { name: 'Abuja' } });
    expect(report.site.description).toMatch(/could not place the site/);
    expect(report.warnings.map((warning) => warning.code)).toContain('location_not_found');
  });

  it('places a site from coordinates as map apps copy them, and says when a GPS answer with figures could not be read', () => {
    const pinned = createEnergyReport({
      audit: abujaHome({ gps: '6.4281 3.4219', address: '14 Admiralty Road' }),
    });
    expect(pinned.site).toMatchObject({ method: 'gps', nearestCity: { name: 'Lagos' } });
    expect(pinned.warnings.map((warning) => warning.code)).not.toContain('location_not_found');

    const unread = createEnergyReport({
      audit: abujaHome({ gps: '6.4281 / 3.4219', address: '14 Admiralty Road' }),
    });
    const notFound = unread.warnings.find((warning) => warning.code === 'location_not_found');
    expect(notFound?.message).toMatch(
      /^We could not read your GPS answer as coordinates, nor place the site from its address/,
    );
    expect(notFound?.message).not.toMatch(/Add GPS coordinates/);

    const byAddress = createEnergyReport({
      audit: abujaHome({ gps: '6.4281 / 3.4219', address: '14 Admiralty Road, Lagos' }),
    });
    expect(byAddress.site).toMatchObject({ method: 'place', place: { name: 'Lagos', field: 'address' } });
    expect(byAddress.warnings.find((warning) => warning.code === 'gps_not_read')?.message).toMatch(
      /^We could not read your GPS answer as coordinates, so we placed the site at Lagos, named in your address\./,
    );
    // Words in the GPS answer are no coordinates to complain about.
    const words = createEnergyReport({
      audit: abujaHome({ gps: 'Behind the mango tree', address: '14 Admiralty Road, Lagos' }),
    });
    expect(words.warnings.map((warning) => warning.code)).not.toContain('gps_not_read');
  });

  it('describes an address match with the place and where it was named', () => {
    const report = createEnergyReport({
      audit: lagosOffice({ gps: 'Ground floor', address: '12 Ahmadu Bello Way, Kaduna' }),
    });
    expect(report.site).toMatchObject({
      method: 'place',
      place: { name: 'Kaduna', kind: 'city', field: 'address' },
      confidence: 'indicative',
    });
    expect(report.site.description).toBe(
      'Kaduna, named in your address (no GPS coordinates used). Solar data: indicative (±10 %).',
    );
  });

  it('says the same of a blank GPS answer: no coordinates were used, whatever the answer held', () => {
    const report = createEnergyReport({
      audit: lagosOffice({ gps: ' ', address: '12 Ahmadu Bello Way, Kaduna' }),
    });
    expect(report.site.description).toBe(
      'Kaduna, named in your address (no GPS coordinates used). Solar data: indicative (±10 %).',
    );
  });
});

describe('solar resource anywhere', () => {
  it('uses a reference city’s own data within 5 km of it', () => {
    for (const city of REFERENCE_CITIES) {
      const resource = resourceAt(city.latitude + 0.01, city.longitude);
      expect(resource.nearestCity?.name).toBe(city.name);
      expect(mean(resource.monthlyGhi)).toBeCloseTo(city.annualGhi, 6);
    }
  });

  it('interpolates between cities: Lokoja–Abuja midway lies between their values, with distances reported', () => {
    const resource = resourceAt(8.43, 7.11);
    const annual = mean(resource.monthlyGhi);

    expect(resource.confidence).toBe('indicative');
    expect(annual).toBeGreaterThan(5.0);
    expect(annual).toBeLessThan(5.6);
    expect(resource.nearestCity?.distanceKm).toBeGreaterThan(5);
  });

  it('changes smoothly: no jump across the 8° and 11° zone lines', () => {
    for (const latitude of [8, 11]) {
      const south = mean(resourceAt(latitude - 0.01, 7.5).monthlyGhi);
      const north = mean(resourceAt(latitude + 0.01, 7.5).monthlyGhi);
      expect(Math.abs(north - south) / south).toBeLessThan(0.01);
    }
  });

  it.each([
    ['London', 51.5, -0.12, 'south'],
    ['Cotonou', 6.37, 2.39, 'south'],
    ['Porto-Novo', 6.497, 2.605, 'south'],
    ['Maradi (Niger)', 13.5, 7.1, 'south'],
    ['Garoua (Cameroon)', 9.3, 13.4, 'south'],
    ['Sydney', -33.9, 151.2, 'north'],
    ['Ngaoundéré', 7.32, 13.58, 'south'],
  ] as const)(
    '%s: outside Nigeria, said plainly, a rough estimate',
    (_, latitude, longitude, orientation) => {
      const report = createEnergyReport({
        audit: lagosOffice({ gps: `${latitude}, ${longitude}`, address: 'Plot 7, Unity Close' }),
      });

      expect(report.site.confidence).toBe('rough_estimate');
      expect(report.site.isInNigeria).toBe(false);
      expect(report.site.orientation).toBe(orientation);
      expect(report.site.description).toMatch(
        new RegExp(
          `^GPS ${latitude}, ${longitude} is outside Nigeria \\(nearest reference city: .+\\)\\. Our solar data covers Nigeria only, so this is a rough estimate from the latitude\\.$`,
        ),
      );
      const codes = report.warnings.map((warning) => warning.code);
      expect(codes).toContain('outside_nigeria');
      expect(codes).not.toContain('outside_solar_data');
      expect(report.production.annualKwh).toBeGreaterThan(0);
    },
  );

  it('says which town the address names when the coordinates fall outside Nigeria', () => {
    const swapped = createEnergyReport({
      audit: lagosOffice({ gps: '3.38, 6.52', address: '4 Marina, Lagos' }),
    });
    expect(swapped.warnings.find((warning) => warning.code === 'outside_nigeria')?.message).toBe(
      'Your GPS coordinates (3.38, 6.52) are outside Nigeria, and our solar data covers Nigeria only: the sunshine, production and savings below are rough estimates from the latitude. Your address names Lagos: if the site is there, check the coordinates (latitude first, then longitude, for example 6.4281, 3.4219).',
    );
  });

  it.each([
    ['Lagos', 6.454, 3.395],
    ['Maiduguri', 11.847, 13.157],
    ['Calabar', 4.959, 8.327],
    ['Sokoto', 13.063, 5.243],
    ['Yola', 9.208, 12.481],
    ['Badagry', 6.415, 2.881],
  ] as const)('%s by GPS: in Nigeria, with its solar data', (_, latitude, longitude) => {
    const report = createEnergyReport({ audit: lagosOffice({ gps: `${latitude}, ${longitude}` }) });
    expect(report.site).toMatchObject({ isInNigeria: true, confidence: 'indicative' });
    expect(report.warnings.map((warning) => warning.code)).not.toContain('outside_nigeria');
  });

  it('calls a Nigerian site far from every reference city a rough estimate, without saying it is abroad', () => {
    // Malam Fatori, by Lake Chad: in Nigeria, about 210 km from Maiduguri.
    const report = createEnergyReport({ audit: lagosOffice({ gps: '13.68, 13.34' }) });
    expect(report.site).toMatchObject({ isInNigeria: true, confidence: 'rough_estimate' });
    expect(report.site.description).toMatch(
      /^Outside our Nigerian solar data \(nearest reference city: Maiduguri/,
    );
    expect(report.warnings.map((warning) => warning.code)).toContain('outside_solar_data');
  });

  it('gives no sun and no array, but a finite report, in a polar night', () => {
    const report = createEnergyReport({ audit: lagosOffice({ gps: '89.9, 0' }) });
    expect(Number.isFinite(report.production.annualKwh)).toBe(true);
    expect(report.system.pv.kwp).toBeGreaterThanOrEqual(0);
  });

  it('measures great-circle distances (Lagos–Abuja ≈ 530 km)', () => {
    expect(distanceKm({ latitude: 6.52, longitude: 3.38 }, { latitude: 9.06, longitude: 7.49 })).toBeCloseTo(
      532,
      -1,
    );
  });
});
