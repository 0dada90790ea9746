import { connect } from 'node:net';
import { VALIDATION_MESSAGES } from '@powerpay/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerThroughApi, registration } from '../modules/accounts/accounts.test-support.ts';
import { postAudit, validHomeBody, validOfficeBody } from '../modules/audits/audits.test-support.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** Decision 015: hostile characters and framework errors answer a clear 4xx `{ msg }`, never a 500. */
let testApp: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp();
  ({ headers } = await registerThroughApi(testApp.app));
});
afterAll(() => testApp.close());

const UNSUPPORTED = VALIDATION_MESSAGES.unsupportedCharacters;

function expectRefused(response: { statusCode: number; json(): unknown }, field?: string) {
  expect(response.statusCode).toBe(422);
  const body = response.json() as { msg: string; errors?: Record<string, string[]> };
  expect(body.msg).toBe(UNSUPPORTED);
  if (field) expect(body.errors?.[field]).toEqual([UNSUPPORTED]);
}

describe('a NUL or a lone surrogate in a body field', () => {
  it.each(['A\u0000da', 'Ada\ud800', '\udc00'])(
    'is refused on registration (%j), and no account is made',
    async (firstName) => {
      const payload = registration({ first_name: firstName });
      const response = await testApp.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload });
      expectRefused(response, 'first_name');
      const login = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: payload.email, password: PASSWORD },
      });
      expect(login.statusCode).toBe(400);
    },
  );

  it('is refused on the profile update', async () => {
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/v1/user',
      headers,
      payload: { first_name: 'Ada', last_name: 'Oka\u0000for', phone: '08031234567' },
    });
    expectRefused(response, 'last_name');
  });

  it('is refused on the contact form', async () => {
    const payload = {
      name: 'Chiamaka',
      email: 'c@example.ng',
      phone: '08031234567',
      subject: 'Token',
      message: 'Hello\u0000',
    };
    expectRefused(await testApp.app.inject({ method: 'POST', url: '/api/v1/contact', payload }), 'message');
  });

  it.each([
    ['home', 'address', 'x\u0000'],
    ['home', 'address', 'x\ud800'],
    ['office', 'contact_name', 'Halima\u0000'],
    ['office', 'name', '\udfff Ltd'],
  ] as const)('is refused on the %s audit form (%s = %j)', async (kind, field, value) => {
    const body = kind === 'home' ? validHomeBody : validOfficeBody;
    expectRefused(await postAudit(testApp, { kind, headers, body: { ...body, [field]: value } }), field);
  });

  it('never reaches the database from an optional audit answer or an unknown key', async () => {
    const optional = await postAudit(testApp, {
      kind: 'home',
      headers,
      body: { ...validHomeBody, roofType: 'flat\u0000' },
    });
    expect(optional.statusCode).toBe(422);
    expect(optional.json().errors.roofType).toEqual([expect.any(String)]);
    const unknownKey = await postAudit(testApp, {
      kind: 'office',
      headers,
      body: { ...validOfficeBody, 'x\u0000\ud800': 'y\u0000' },
    });
    expect(unknownKey.statusCode).toBe(200);
  });
});

describe('%00 in a path or query value', () => {
  it.each([
    ['GET', '/api/v1/purchase/%00', 'ref'],
    ['GET', '/api/v1/purchase/PP-1%00', 'ref'],
    ['POST', '/api/v1/purchase/%00/requery', 'ref'],
    ['GET', '/api/v1/payments/callback?reference=%00', 'reference'],
    ['GET', '/api/v1/payments/callback?ref=%00&key=x', 'ref'],
    ['GET', '/api/v1/purchase/PP-1?key=%00', 'key'],
    ['GET', '/api/v1/purchase?name=%00', 'name'],
    ['GET', '/api/v1/beneficiary?name=a%00b', 'name'],
  ] as const)('%s %s answers 422 { msg }', async (method, url, field) => {
    expectRefused(await testApp.app.inject({ method, url, headers }), field);
  });
});

describe('framework errors', () => {
  it('a badly encoded path answers 400 { msg } without echoing it', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/purchase/%E0%A4%A-secret' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: 'The address is not valid.' });
    expect(response.body).not.toContain('secret');
  });

  it('an over-long path parameter answers 414 { msg } without echoing it', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/purchase/${'secret'.repeat(40)}`,
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ msg: 'The address is too long.' });
    expect(response.body).not.toContain('secret');
  });

  it('headers too large answer 431 { msg } on a real socket', async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = testApp.app.server.address() as { port: number };
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
      socket.write(`GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(raw).toContain('content-type: application/json'.replace('content-type', 'Content-Type'));
    expect(raw.split('\r\n\r\n')[1]).toBe(JSON.stringify({ msg: 'The request headers are too large.' }));
  });
});
