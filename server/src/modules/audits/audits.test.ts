import type { AuditRecord } from '@powerpay/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditRequests, postAudit, validHomeBody, validOfficeBody } from './audits.test-support.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const { signIn, submit, storedRow, list } = auditRequests(() => testApp);

describe('POST /auditForm/office', () => {
  it('answers Form Submitted Successfully and stores every answer, numbers as numbers', async () => {
    const { headers, user } = await signIn();

    const response = await postAudit(testApp, { kind: 'office', headers, body: validOfficeBody });

    expect(response.statusCode).toBe(200);
    const { msg, data } = response.json<{ msg: string; data: AuditRecord }>();
    expect(msg).toBe('Form Submitted Successfully');
    const expectedAnswers = {
      name: 'Kaduna Textiles Ltd',
      address: '12 Ahmadu Bello Way, Kaduna',
      email: 'facilities@kadunatextiles.ng',
      contact_name: 'Halima Sani',
      phone: '08031234567',
      gridHours: 10,
      gridCost: 150000,
      genSize: 27.5,
      gen: 'diesel',
      fuel: 300000,
      inverter: 10,
      nightPeakLoad: 8,
      dayPeakLoad: 20,
      dayConsumption: 180,
      rooms: 14,
      land: 250,
    };
    expect(data).toEqual({
      ...expectedAnswers,
      gps: '10.5105, 7.4165',
      type: 'office',
      id: expect.any(String),
      created_at: expect.any(String),
      location: { method: 'gps', latitude: 10.5105, longitude: 7.4165, place: null, addressPlace: 'Kaduna' },
    });

    const row = await storedRow(data.id);
    expect(row).toMatchObject({
      userId: user.id,
      type: 'office',
      gps: '10.5105, 7.4165',
      latitude: 10.5105,
      longitude: 7.4165,
    });
    expect(row.answers).toEqual(expectedAnswers);
  });

  it('accepts numbers sent as JSON numbers and a phone without its leading 0', async () => {
    const { headers } = await signIn();

    const data = await submit('office', headers, {
      ...validOfficeBody,
      phone: '9051234567',
      gridHours: 24,
      genSize: 7.5,
      land: 0,
      gen: 'lpg',
    });

    expect(data).toMatchObject({ phone: '09051234567', gridHours: 24, genSize: 7.5, land: 0, gen: 'lpg' });
  });
});

describe('POST /auditForm/home', () => {
  it('stores the answers with rooms, ac and land as numbers and appliances as its wire string', async () => {
    const { headers } = await signIn();

    const data = await submit('home', headers, validHomeBody);

    expect(data).toEqual({
      id: expect.any(String),
      created_at: expect.any(String),
      type: 'home',
      name: 'Chinedu Eze',
      phone: '08091234567',
      email: 'chinedu.eze@example.com',
      address: '4 Admiralty Way, Lekki, Lagos',
      rooms: 3,
      ac: 2,
      appliances: 'true',
      gps: '6.4474, 3.4723',
      land: 40,
      location: { method: 'gps', latitude: 6.4474, longitude: 3.4723, place: null, addressPlace: 'Lagos' },
    });
    const row = await storedRow(data.id);
    expect(row.answers).toMatchObject({ rooms: 3, ac: 2, land: 40, appliances: 'true' });
  });

  it('keeps appliances "false" as "false"', async () => {
    const { headers } = await signIn();

    const data = await submit('home', headers, { ...validHomeBody, appliances: 'false' });

    expect(data).toMatchObject({ type: 'home', appliances: 'false' });
  });
});

describe('GPS coordinate', () => {
  it.each([
    ['9.0765, 7.3986', 9.0765, 7.3986],
    ['-33.9,151.2', -33.9, 151.2],
    ['  6.524379 ,  3.379206 ', 6.524379, 3.379206],
    ['90, -180', 90, -180],
    // As customers type them and map apps copy them.
    ['9.0765 7.3986', 9.0765, 7.3986],
    ['9.0765° N, 7.3986° E', 9.0765, 7.3986],
    ['6,52, 3,38', 6.52, 3.38],
    ['lat: 6.52 long: 3.38', 6.52, 3.38],
    ['6.52N 3.38E', 6.52, 3.38],
    ['https://www.google.com/maps/@6.52,3.38,15z', 6.52, 3.38],
    // Outside Nigeria (Maradi, Niger) is still a coordinate; the report says where it is.
    ['13.5, 7.1', 13.5, 7.1],
  ])('stores %j as given, and as coordinates (%d, %d)', async (gps, latitude, longitude) => {
    const { headers } = await signIn();

    const data = await submit('home', headers, { ...validHomeBody, gps });

    const row = await storedRow(data.id);
    expect(row).toMatchObject({ latitude, longitude });
    expect(row.gps).toBe(gps.trim());
    expect(data.gps).toBe(gps.trim());
  });

  it.each([
    ['Opposite Wuse Market, Abuja'],
    ['Ọ̀yọ́'],
    ['91, 7.4'],
    ['9.07, 181'],
    ['14 22'],
    ['9.0765 / 7.3986'],
  ])('keeps %j as free text without coordinates', async (gps) => {
    const { headers } = await signIn();

    const data = await submit('office', headers, { ...validOfficeBody, gps });

    expect(await storedRow(data.id)).toMatchObject({ gps, latitude: null, longitude: null });
    expect(data.gps).toBe(gps);
  });

  it('sends where the report places a site without coordinates: the address first, then the GPS answer, then Abuja', async () => {
    const { headers } = await signIn();
    const place = (name: string, kind: string, field: string) => ({
      method: 'place',
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      place: { name, kind, field },
    });

    const byAddress = await submit('home', headers, {
      ...validHomeBody,
      gps: '9.0765 / 7.3986',
      address: '4 Admiralty Way, Lekki, Lagos',
    });
    const byGpsAnswer = await submit('home', headers, {
      ...validHomeBody,
      gps: 'Opposite Wuse Market, Abuja',
      address: 'Plot 7, Unity Close',
    });
    const nowhere = await submit('office', headers, {
      ...validOfficeBody,
      gps: 'Plot 7 by the 2nd gate',
      address: 'Plot 7, Unity Close',
    });

    expect(byAddress.location).toEqual(place('Lagos', 'city', 'address'));
    expect(byGpsAnswer.location).toEqual(place('Abuja', 'city', 'gps'));
    expect(nowhere.location).toEqual({
      method: 'default',
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      place: null,
    });
    expect((await list(headers)).data.map((record) => record.location.method)).toEqual([
      'default',
      'place',
      'place',
    ]);
  });
});
