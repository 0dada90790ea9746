import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditResponses } from '../../db/schema/index.ts';
import { createSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { postAudit, validHomeBody, validOfficeBody, type AuditKind } from './audits.test-support.ts';

const REQUIRED = 'This field is required';
const NUMBERS_ONLY = 'Please enter numbers only';
const INVALID_EMAIL = 'Invalid Email';
const INVALID_PHONE = 'Please Enter a valid Phone Number';
const INVALID_OPTION = 'Please select a valid option';
const NOT_COORDINATES =
  'Please enter coordinates as latitude, longitude (for example 6.4281, 3.4219), or the name of your town';

let testApp: TestApp;
let headers: Record<string, string>;
let userId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const signedIn = await createSignedInUser(testApp.database.db);
  headers = signedIn.headers;
  userId = signedIn.user.id;
});
afterAll(() => testApp.close());

async function storedCount() {
  const rows = await testApp.database.db
    .select()
    .from(auditResponses)
    .where(eq(auditResponses.userId, userId));
  return rows.length;
}

async function expectRejected(
  kind: AuditKind,
  body: Record<string, unknown>,
  field: string,
  message: string,
) {
  const response = await postAudit(testApp, { kind, headers, body });

  expect(response.statusCode).toBe(422);
  const json = response.json<{ msg: string; errors: Record<string, string[]> }>();
  expect(json.msg).toBe(message);
  expect(Object.keys(json.errors)[0]).toBe(field);
  expect(json.errors[field]?.[0]).toBe(message);
  expect(await storedCount()).toBe(0);
}

const digitsOnlyCases = (fields: string[]) =>
  fields.flatMap(
    (field) =>
      [
        [field, '', REQUIRED],
        [field, undefined, REQUIRED],
        [field, '4.5', NUMBERS_ONLY],
        [field, '-3', NUMBERS_ONLY],
        [field, '12a', NUMBERS_ONLY],
      ] as const,
  );

describe('office audit rules (docs/product.md §5)', () => {
  it.each([
    ['name', '', REQUIRED],
    ['name', '   ', REQUIRED],
    ['address', '', REQUIRED],
    ['email', '', REQUIRED],
    ['email', 'facilities@', INVALID_EMAIL],
    ['email', 'facilities at example.com', INVALID_EMAIL],
    ['contact_name', '', REQUIRED],
    ['phone', '', REQUIRED],
    ['phone', '0603123456', INVALID_PHONE],
    ['phone', '080312345', INVALID_PHONE],
    ...digitsOnlyCases([
      'gridHours',
      'gridCost',
      'fuel',
      'inverter',
      'nightPeakLoad',
      'dayPeakLoad',
      'dayConsumption',
      'rooms',
      'land',
    ]),
    ['genSize', '', REQUIRED],
    ['genSize', 'big', NUMBERS_ONLY],
    ['genSize', '7.', NUMBERS_ONLY],
    ['gen', '', REQUIRED],
    ['gen', undefined, REQUIRED],
    ['gen', 'petrol', INVALID_OPTION],
    ['gen', 'Diesel', INVALID_OPTION],
    ['gps', '', REQUIRED],
    ['gps', '   ', REQUIRED],
    ['gps', 'hello', NOT_COORDINATES],
    ['gps', 'Behind the big mango tree', NOT_COORDINATES],
  ] as const)('rejects %s = %j with 422 "%s" and stores nothing', async (field, value, message) => {
    await expectRejected('office', { ...validOfficeBody, [field]: value }, field, message);
  });

  it('reports the first failing field in form order: step 1 (company name … phone), then step 2 (gridHours … land)', async () => {
    const everythingWrong: Record<string, string> = {
      name: '',
      address: '',
      email: 'x',
      contact_name: '',
      phone: '1',
      gridHours: 'x',
      gridCost: 'x',
      genSize: 'x',
      gen: 'x',
      fuel: 'x',
      inverter: 'x',
      nightPeakLoad: 'x',
      dayPeakLoad: 'x',
      dayConsumption: 'x',
      rooms: 'x',
      gps: '',
      land: 'x',
    };
    const order = [
      'name',
      'address',
      'email',
      'contact_name',
      'phone',
      'gridHours',
      'gridCost',
      'genSize',
      'gen',
      'fuel',
      'inverter',
      'nightPeakLoad',
      'dayPeakLoad',
      'dayConsumption',
      'rooms',
      'gps',
      'land',
    ] as const;

    for (const [index, field] of order.entries()) {
      const fixed = Object.fromEntries(order.slice(0, index).map((name) => [name, validOfficeBody[name]]));
      const response = await postAudit(testApp, {
        kind: 'office',
        headers,
        body: { ...everythingWrong, ...fixed },
      });

      expect(response.statusCode).toBe(422);
      const json = response.json<{ msg: string; errors: Record<string, string[]> }>();
      expect(Object.keys(json.errors)[0]).toBe(field);
      expect(json.msg).toBe(json.errors[field]?.[0]);
    }
    expect(await storedCount()).toBe(0);
  });

  it.each([['7'], ['7.5'], ['0.75']])(
    'accepts a generator size of %s KVA (integer or decimal)',
    async (genSize) => {
      const other = await createSignedInUser(testApp.database.db);
      const response = await postAudit(testApp, {
        kind: 'office',
        headers: other.headers,
        body: { ...validOfficeBody, genSize },
      });

      expect(response.statusCode).toBe(200);
      expect(response.json().data.genSize).toBe(Number(genSize));
    },
  );

  // decision 020: a pasted international or spaced number is read as the local one.
  it.each([['+2348031234567'], ['0803 123-4567']])(
    'accepts the phone %s and stores it as 08031234567',
    async (phone) => {
      const other = await createSignedInUser(testApp.database.db);
      const response = await postAudit(testApp, {
        kind: 'office',
        headers: other.headers,
        body: { ...validOfficeBody, phone },
      });

      expect(response.statusCode).toBe(200);
      expect(response.json().data.phone).toBe('08031234567');
    },
  );

  // Decision 020: a monthly spend pasted from a bank SMS is read as whole naira; a wrong grouping is not guessed at.
  it('stores monthly costs written "₦150,000" and "NGN 300 000" as numbers, and refuses "150,000.50" with nothing stored', async () => {
    const other = await createSignedInUser(testApp.database.db);
    const response = await postAudit(testApp, {
      kind: 'office',
      headers: other.headers,
      body: { ...validOfficeBody, gridCost: '₦150,000', fuel: 'NGN 300 000' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ gridCost: 150000, fuel: 300000 });

    const refused = await postAudit(testApp, {
      kind: 'office',
      headers,
      body: { ...validOfficeBody, gridCost: '150,000.50' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ msg: NUMBERS_ONLY, errors: { gridCost: [NUMBERS_ONLY] } });
    expect(await storedCount()).toBe(0);
  });
});

describe('home audit rules (docs/product.md §5)', () => {
  it.each([
    ['name', '', REQUIRED],
    ['phone', '', REQUIRED],
    ['phone', '6001234567', INVALID_PHONE],
    ['phone', '0911234567', INVALID_PHONE],
    ['email', '', REQUIRED],
    ['email', 'chinedu@', INVALID_EMAIL],
    ['address', '', REQUIRED],
    ...digitsOnlyCases(['rooms', 'ac', 'land']),
    ['appliances', '', REQUIRED],
    ['appliances', undefined, REQUIRED],
    ['appliances', 'yes', INVALID_OPTION],
    ['gps', '', REQUIRED],
    ['gps', 'hello', NOT_COORDINATES],
    ['gps', 'I do not know', NOT_COORDINATES],
  ] as const)('rejects %s = %j with 422 "%s" and stores nothing', async (field, value, message) => {
    await expectRejected('home', { ...validHomeBody, [field]: value }, field, message);
  });

  it('reports the first failing field in form order: name, phone, email, address, rooms, ac, appliances, gps, land', async () => {
    const everythingWrong = {
      name: '',
      phone: '1',
      email: 'x',
      address: '',
      rooms: 'x',
      ac: 'x',
      appliances: 'x',
      gps: '',
      land: 'x',
    };
    const order = ['name', 'phone', 'email', 'address', 'rooms', 'ac', 'appliances', 'gps', 'land'] as const;

    for (const [index, field] of order.entries()) {
      const fixed = Object.fromEntries(order.slice(0, index).map((name) => [name, validHomeBody[name]]));
      const response = await postAudit(testApp, {
        kind: 'home',
        headers,
        body: { ...everythingWrong, ...fixed },
      });

      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json<{ errors: Record<string, string[]> }>().errors)[0]).toBe(field);
    }
    expect(await storedCount()).toBe(0);
  });
});
