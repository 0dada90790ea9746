import type { AuditRecord } from '@powerpay/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditResponses } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditRequests, validHomeBody, validOfficeBody } from './audits.test-support.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const { signIn, submit, list } = auditRequests(() => testApp);

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
