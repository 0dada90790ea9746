import type { AuditRecord } from '@powerpay/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditResponses } from '../../db/schema/index.ts';
import { createSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { postAudit, validHomeBody, validOfficeBody, type AuditKind } from './audits.test-support.ts';

type ListBody = { msg: string; data: AuditRecord[]; meta: { page: number; limit: number; total: number } };

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const signIn = () => createSignedInUser(testApp.database.db);

async function submit(
  kind: AuditKind,
  headers: Record<string, string>,
  body: Record<string, unknown>,
): Promise<AuditRecord> {
  const response = await postAudit(testApp, { kind, headers, body });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: AuditRecord }>().data;
}

async function storedRow(id: string) {
  const [row] = await testApp.database.db.select().from(auditResponses).where(eq(auditResponses.id, id));
  if (!row) throw new Error(`no stored response ${id}`);
  return row;
}

async function list(headers: Record<string, string>, query = ''): Promise<ListBody> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/v1/auditForm${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<ListBody>();
}

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

describe('GET /auditForm', () => {
  it('lists only the caller’s own responses, newest first, with type and created_at, paged by page and limit', async () => {
    const { headers } = await signIn();
    const other = await signIn();
    const submitted: AuditRecord[] = [];
    for (let index = 0; index < 12; index += 1) {
      const kind = index % 3 === 0 ? 'office' : 'home';
      const body =
        kind === 'office'
          ? { ...validOfficeBody, name: `Office ${index}` }
          : { ...validHomeBody, name: `Home ${index}` };
      submitted.push(await submit(kind, headers, body));
    }
    await submit('home', other.headers, { ...validHomeBody, name: 'Somebody else' });
    const newestFirst = submitted.toReversed();

    const firstPage = await list(headers);
    expect(firstPage.meta).toEqual({ page: 1, limit: 10, total: 12 });
    expect(firstPage.data.map((record) => record.id)).toEqual(
      newestFirst.slice(0, 10).map((record) => record.id),
    );
    expect(firstPage.data[0]).toEqual(newestFirst[0]);
    expect(firstPage.data.map((record) => record.type)).toEqual(
      newestFirst.slice(0, 10).map((record) => record.type),
    );
    const createdTimes = firstPage.data.map((record) => Date.parse(record.created_at));
    expect(createdTimes).toEqual(createdTimes.toSorted((left, right) => right - left));

    const secondPage = await list(headers, '?page=2');
    expect(secondPage.meta).toEqual({ page: 2, limit: 10, total: 12 });
    expect(secondPage.data.map((record) => record.name)).toEqual(['Home 1', 'Office 0']);

    const smallPage = await list(headers, '?page=2&limit=5');
    expect(smallPage.data.map((record) => record.id)).toEqual(
      newestFirst.slice(5, 10).map((record) => record.id),
    );
    expect((await list(headers, '?page=9')).data).toEqual([]);
  });

  it('answers an empty list to a customer without responses', async () => {
    const { headers } = await signIn();

    expect(await list(headers)).toMatchObject({ data: [], meta: { page: 1, limit: 10, total: 0 } });
  });

  it.each([['?page=0'], ['?page=abc'], ['?limit=0'], ['?limit=1000']])(
    'refuses %s with 422',
    async (query) => {
      const { headers } = await signIn();

      const response = await testApp.app.inject({ method: 'GET', url: `/api/v1/auditForm${query}`, headers });

      expect(response.statusCode).toBe(422);
    },
  );
});

describe('GET /auditForm/:id', () => {
  it('answers the caller’s own response', async () => {
    const { headers } = await signIn();
    const record = await submit('office', headers, validOfficeBody);

    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/auditForm/${record.id}`,
      headers,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(record);
  });

  it('answers 404 Request not found for another customer’s response, an unknown id and a malformed id', async () => {
    const owner = await signIn();
    const { headers } = await signIn();
    const record = await submit('home', owner.headers, validHomeBody);

    for (const id of [record.id, '6f1d2c8e-4b7a-4c1e-9a3b-2f5e8d7c6b1a', 'not-an-id']) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/v1/auditForm/${id}`, headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ msg: 'Request not found' });
    }
  });
});

describe('signed out', () => {
  it.each([
    ['POST', '/api/v1/auditForm/office', validOfficeBody],
    ['POST', '/api/v1/auditForm/home', validHomeBody],
    ['GET', '/api/v1/auditForm', undefined],
    ['GET', '/api/v1/auditForm/6f1d2c8e-4b7a-4c1e-9a3b-2f5e8d7c6b1a', undefined],
  ] as const)(
    '%s %s answers 403 without a session or with a bad token, and stores nothing',
    async (method, url, payload) => {
      const before = await testApp.database.db.$count(auditResponses);

      const anonymous = await testApp.app.inject({ method, url, payload });
      const badToken = await testApp.app.inject({
        method,
        url,
        payload,
        headers: { authorization: 'Bearer not-a-session' },
      });

      expect(anonymous.statusCode).toBe(403);
      expect(badToken.statusCode).toBe(403);
      expect(anonymous.json()).toEqual({ msg: expect.any(String) });
      expect(await testApp.database.db.$count(auditResponses)).toBe(before);
    },
  );
});
