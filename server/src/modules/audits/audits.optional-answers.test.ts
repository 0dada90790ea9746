import type { AuditRecord } from '@powerpay/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditResponses } from '../../db/schema/index.ts';
import { createSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { postAudit, validHomeBody, validOfficeBody, type AuditKind } from './audits.test-support.ts';

/** Decision 010: the optional "Improve your report" answers and the office "None" generator, through HTTP. */

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const signIn = () => createSignedInUser(testApp.database.db);

async function storedAnswers(id: string) {
  const [row] = await testApp.database.db.select().from(auditResponses).where(eq(auditResponses.id, id));
  if (!row) throw new Error(`no stored response ${id}`);
  return row.answers;
}

async function submit(
  kind: AuditKind,
  headers: Record<string, string>,
  body: Record<string, unknown>,
): Promise<AuditRecord> {
  const response = await postAudit(testApp, { kind, headers, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: AuditRecord }>().data;
}

const homeExtras = {
  gridCost: '30000',
  gridHours: '12',
  gridBand: 'C',
  supplyPattern: 'night',
  gen: 'pms',
  genSize: '3.5',
  fuel: '40000',
  acSize: '1.5',
  acInverter: 'false',
  acNight: '1',
  pump: 'true',
  inverter: '3.5',
  budget: 'comfort',
  roofType: 'pitched',
  shading: 'some',
  batteryType: 'tubular',
};

describe('home: optional answers', () => {
  it('stores and returns every answer given, numbers as numbers, through POST, GET /auditForm and GET /auditForm/:id', async () => {
    const { headers } = await signIn();

    const data = await submit('home', headers, { ...validHomeBody, ...homeExtras });

    const expected = {
      ...homeExtras,
      gridCost: 30000,
      gridHours: 12,
      genSize: 3.5,
      fuel: 40000,
      acNight: 1,
      inverter: 3.5,
    };
    expect(data).toMatchObject(expected);
    expect(await storedAnswers(data.id)).toMatchObject(expected);
    const listed = await testApp.app.inject({ method: 'GET', url: '/api/v1/auditForm', headers });
    expect(listed.json<{ data: AuditRecord[] }>().data[0]).toEqual(data);
    const one = await testApp.app.inject({ method: 'GET', url: `/api/v1/auditForm/${data.id}`, headers });
    expect(one.json<{ data: AuditRecord }>().data).toEqual(data);
  });

  it('stores nothing for optional questions left blank or null, and returns only what was answered', async () => {
    const { headers } = await signIn();

    const data = await submit('home', headers, {
      ...validHomeBody,
      gridCost: '',
      gridBand: null,
      shading: 'none',
      budget: '',
    });

    expect(data).toMatchObject({ shading: 'none' });
    expect(Object.keys(data).sort()).toEqual(
      [
        'address',
        'appliances',
        'created_at',
        'email',
        'gps',
        'id',
        'land',
        'location',
        'name',
        'phone',
        'rooms',
        'ac',
        'shading',
        'type',
      ].sort(),
    );
    expect(await storedAnswers(data.id)).not.toHaveProperty('gridCost');
  });

  it.each([
    ['gridHours', '30', 'Please enter hours between 0 and 24'],
    ['gridCost', '12a', 'Please enter numbers only'],
    ['gridBand', 'F', 'Please select a valid option'],
    ['gen', 'solar', 'Please select a valid option'],
    ['acSize', '5', 'Please select a valid option'],
    ['acNight', '-1', 'Please enter numbers only'],
    ['budget', 'gold', 'Please select a valid option'],
    ['roofType', 'thatch', 'Please select a valid option'],
    ['supplyPattern', 'evenings', 'Please select a valid option'],
    ['batteryType', { chemistry: 'lithium' }, 'Please select a valid option'],
    ['genSize', '\u0000', 'Please enter numbers only'],
  ])('rejects %s = %j with 422 "%s" and stores nothing', async (field, value, message) => {
    const { headers, user } = await signIn();

    const response = await postAudit(testApp, {
      kind: 'home',
      headers,
      body: { ...validHomeBody, [field]: value },
    });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ msg: message, errors: { [field]: [message] } });
    expect(await testApp.database.db.$count(auditResponses, eq(auditResponses.userId, user.id))).toBe(0);
  });

  it('checks the form fields before the optional ones', async () => {
    const { headers } = await signIn();

    const response = await postAudit(testApp, {
      kind: 'home',
      headers,
      body: { ...validHomeBody, land: '', budget: 'gold' },
    });

    expect(response.statusCode).toBe(422);
    expect(response.json<{ msg: string }>().msg).toBe('This field is required');
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['land', 'budget']);
  });
});

describe('office: "None" generator and optional answers', () => {
  it('accepts "None" without generator size or fuel cost, stores null and returns null', async () => {
    const { headers } = await signIn();

    const data = await submit('office', headers, { ...validOfficeBody, gen: 'none', genSize: '', fuel: '' });

    expect(data).toMatchObject({ gen: 'none', genSize: null, fuel: null });
    expect(await storedAnswers(data.id)).not.toHaveProperty('genSize');
  });

  it('still requires the generator size and fuel cost for a real generator', async () => {
    const { headers } = await signIn();

    for (const gen of ['diesel', 'pms', 'lpg']) {
      const response = await postAudit(testApp, {
        kind: 'office',
        headers,
        body: { ...validOfficeBody, gen, genSize: '' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        msg: 'This field is required',
        errors: { genSize: ['This field is required'] },
      });
    }
  });

  it('stores when supply usually comes, and its report places the grid’s hours by it', async () => {
    const { headers } = await signIn();

    const atNight = await submit('office', headers, { ...validOfficeBody, supplyPattern: 'night' });
    const byDay = await submit('office', headers, { ...validOfficeBody, supplyPattern: 'day' });
    const unanswered = await submit('office', headers, { ...validOfficeBody, supplyPattern: '' });

    expect(atNight).toMatchObject({ supplyPattern: 'night' });
    expect(await storedAnswers(atNight.id)).toMatchObject({ supplyPattern: 'night' });
    expect(await storedAnswers(unanswered.id)).not.toHaveProperty('supplyPattern');
    const one = await testApp.app.inject({ method: 'GET', url: `/api/v1/auditForm/${byDay.id}`, headers });
    expect(one.json<{ data: AuditRecord }>().data).toMatchObject({ supplyPattern: 'day' });

    const gridBefore = async (id: string) => {
      const report = await testApp.app.inject({
        method: 'GET',
        url: `/api/v1/auditForm/${id}/report`,
        headers,
      });
      expect(report.statusCode, report.body).toBe(200);
      return report.json<{ data: { simulation: { before: { gridKwh: number } } } }>().data.simulation.before
        .gridKwh;
    };
    // An office's use is mostly by day: supply by day meets more of it than supply at night.
    expect(await gridBefore(byDay.id)).toBeGreaterThan(await gridBefore(atNight.id));
  });

  it('stores roof type, shading and battery preference when given, and rejects bad ones with 422', async () => {
    const { headers } = await signIn();

    const data = await submit('office', headers, {
      ...validOfficeBody,
      roofType: 'flat',
      shading: 'heavy',
      batteryType: 'lithium',
    });
    expect(data).toMatchObject({ roofType: 'flat', shading: 'heavy', batteryType: 'lithium' });

    const refused = await postAudit(testApp, {
      kind: 'office',
      headers,
      body: { ...validOfficeBody, shading: 'lots' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      msg: 'Please select a valid option',
      errors: { shading: ['Please select a valid option'] },
    });
  });
});

describe('older responses', () => {
  it('without any optional answer (or with the old office shape) are still returned', async () => {
    const { headers, user } = await signIn();
    const { gps, ...officeAnswers } = {
      ...validOfficeBody,
      gridHours: 10,
      gridCost: 150000,
      genSize: 27.5,
      fuel: 300000,
      inverter: 10,
      nightPeakLoad: 8,
      dayPeakLoad: 20,
      dayConsumption: 180,
      rooms: 14,
      land: 250,
      phone: '08031234567',
    };
    const [row] = await testApp.database.db
      .insert(auditResponses)
      .values({
        userId: user.id,
        type: 'office',
        answers: officeAnswers,
        gps,
        latitude: null,
        longitude: null,
      })
      .returning();

    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/auditForm/${row?.id}`,
      headers,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: AuditRecord }>().data).toMatchObject({
      type: 'office',
      gen: 'diesel',
      genSize: 27.5,
      fuel: 300000,
    });
    expect(response.json<{ data: AuditRecord }>().data).not.toHaveProperty('roofType');
  });
});
