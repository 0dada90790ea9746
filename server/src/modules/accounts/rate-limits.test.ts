import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, PASSWORD, registration, uniqueEmail } from './accounts.test-support.ts';
import { tooManyAttemptsMessage } from './sign-in-throttle.ts';

const PER_IP = 6;
const PER_EMAIL = 3;
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    env: {
      AUTH_RATE_LIMIT_PER_IP: String(PER_IP),
      AUTH_RATE_LIMIT_PER_EMAIL: String(PER_EMAIL),
      AUTH_RATE_LIMIT_WINDOW_MINUTES: '15',
    },
  });
});

afterAll(async () => {
  await testApp.close();
});

let nextAddress = 1;
/** Each test speaks from its own client address, as separate machines would. */
const newClientAddress = () => `203.0.113.${nextAddress++}`;

function post(url: string, payload: object, ip: string) {
  return testApp.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress: ip });
}

function expectTooManyAttempts(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json().msg).toMatch(/^Too many attempts\. Please try again in (14|15) minutes\.$/);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(14 * 60 - 5);
}

describe('rate limits on sign-in, registration and forgot-password', () => {
  it('limits sign-in attempts per e-mail and address, whatever the case', async () => {
    const email = uniqueEmail();
    const ip = newClientAddress();
    for (let attempt = 0; attempt < PER_EMAIL; attempt++) {
      const response = await post('/auth/login', { email, password: 'Wrong!pass1' }, ip);
      expect(response.statusCode).toBe(400);
    }

    expectTooManyAttempts(await post('/auth/login', { email: email.toUpperCase(), password: PASSWORD }, ip));
    // Another account is not affected.
    const other = await post('/auth/login', { email: uniqueEmail(), password: 'Wrong!pass1' }, ip);
    expect(other.statusCode).toBe(400);
  });

  it('limits sign-in attempts per client address across e-mails', async () => {
    const ip = newClientAddress();
    for (let attempt = 0; attempt < PER_IP; attempt++) {
      const response = await post('/auth/login', { email: uniqueEmail(), password: 'Wrong!pass1' }, ip);
      expect(response.statusCode).toBe(400);
    }

    expectTooManyAttempts(await post('/auth/login', { email: uniqueEmail(), password: 'Wrong!pass1' }, ip));
    const fromElsewhere = await post(
      '/auth/login',
      { email: uniqueEmail(), password: 'Wrong!pass1' },
      newClientAddress(),
    );
    expect(fromElsewhere.statusCode).toBe(400);
  });

  it('limits registrations per client address, and writes no account once limited', async () => {
    const ip = newClientAddress();
    for (let attempt = 0; attempt < PER_IP; attempt++) {
      expect((await post('/auth/register', registration(), ip)).statusCode).toBe(201);
    }

    const limited = registration();
    expectTooManyAttempts(await post('/auth/register', limited, ip));
    const login = await post('/auth/login', { email: limited.email, password: PASSWORD }, newClientAddress());
    expect(login.statusCode).toBe(400);
  });

  it('limits registration attempts per e-mail', async () => {
    const email = uniqueEmail();
    expect((await post('/auth/register', registration({ email }), newClientAddress())).statusCode).toBe(201);
    for (let attempt = 1; attempt < PER_EMAIL; attempt++) {
      expect((await post('/auth/register', registration({ email }), newClientAddress())).statusCode).toBe(
        409,
      );
    }
    expectTooManyAttempts(await post('/auth/register', registration({ email }), newClientAddress()));
  });

  it('limits forgot-password per e-mail and per address, with the same answer until then', async () => {
    const email = uniqueEmail();
    for (let attempt = 0; attempt < PER_EMAIL; attempt++) {
      expect((await post('/auth/forgot-password', { email }, newClientAddress())).statusCode).toBe(200);
    }
    expectTooManyAttempts(await post('/auth/forgot-password', { email }, newClientAddress()));

    const ip = newClientAddress();
    for (let attempt = 0; attempt < PER_IP; attempt++) {
      expect((await post('/auth/forgot-password', { email: uniqueEmail() }, ip)).statusCode).toBe(200);
    }
    expectTooManyAttempts(await post('/auth/forgot-password', { email: uniqueEmail() }, ip));
  });

  it('keeps separate counters per action', async () => {
    const ip = newClientAddress();
    for (let attempt = 0; attempt < PER_IP; attempt++) {
      await post('/auth/forgot-password', { email: uniqueEmail() }, ip);
    }
    expect(
      (await post('/auth/login', { email: uniqueEmail(), password: 'Wrong!pass1' }, ip)).statusCode,
    ).toBe(400);
  });
});

describe('client addresses (decision 013)', () => {
  it('ignore X-Forwarded-For by default: rotating it does not get past the per-address limit', async () => {
    const ip = newClientAddress();
    const attempt = (forwardedFor: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: uniqueEmail(), password: 'Wrong!pass1' },
        remoteAddress: ip,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    for (let index = 0; index < PER_IP; index++)
      expect((await attempt(`198.51.100.${index}`)).statusCode).toBe(400);
    expectTooManyAttempts(await attempt('198.51.100.250'));
  });

  it('believe X-Forwarded-For only from the proxies TRUST_PROXY names', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '10.0.0.1', AUTH_RATE_LIMIT_PER_IP: '2' } });
    try {
      const attempt = (remoteAddress: string, forwardedFor: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/v1/auth/forgot-password',
          payload: { email: uniqueEmail() },
          remoteAddress,
          headers: { 'x-forwarded-for': forwardedFor },
        });
      // Through the trusted proxy each client has its own counter...
      for (const client of ['192.0.2.1', '192.0.2.1', '192.0.2.2', '192.0.2.2']) {
        expect((await attempt('10.0.0.1', client)).statusCode).toBe(200);
      }
      expect((await attempt('10.0.0.1', '192.0.2.1')).statusCode).toBe(429);
      // ...while a client talking to us directly cannot pose as another.
      for (const spoofed of ['192.0.2.3', '192.0.2.4'])
        expect((await attempt('192.0.2.9', spoofed)).statusCode).toBe(200);
      expect((await attempt('192.0.2.9', '192.0.2.5')).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});

describe('password change attempts (decision 015)', () => {
  it('answer 429 after too many wrong old passwords, per account, wherever they come from', async () => {
    const registered = registration();
    const created = await post('/auth/register', registered, newClientAddress());
    const headers = bearer(created.json().data.token as string);
    const change = (oldPassword: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/v1/user/password',
        headers,
        payload: { oldPassword, newPassword: 'Moonlight!2025' },
        remoteAddress: newClientAddress(),
      });

    for (let attempt = 0; attempt < PER_EMAIL; attempt++) {
      const wrong = await change(`Wrong!pass${attempt}`);
      expect(wrong.statusCode).toBe(400);
    }
    expectTooManyAttempts(await change(PASSWORD));

    // Another account is not affected.
    const other = await post('/auth/register', registration(), newClientAddress());
    const otherChange = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/user/password',
      headers: bearer(other.json().data.token as string),
      payload: { oldPassword: PASSWORD, newPassword: 'Moonlight!2025' },
    });
    expect(otherChange.statusCode).toBe(200);
  });
});

describe('the retry message', () => {
  it('says when to try again', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Too many attempts. Please try again in 1 second.');
    expect(tooManyAttemptsMessage(42)).toBe('Too many attempts. Please try again in 42 seconds.');
    expect(tooManyAttemptsMessage(60)).toBe('Too many attempts. Please try again in 1 minute.');
    expect(tooManyAttemptsMessage(14 * 60 + 1)).toBe('Too many attempts. Please try again in 15 minutes.');
  });
});
