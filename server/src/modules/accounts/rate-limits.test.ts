import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { PASSWORD, registration, uniqueEmail } from './accounts.test-support.ts';
import { tooManyAttemptsMessage } from './auth-rate-limits.ts';

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
  return testApp.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: { 'x-forwarded-for': ip } });
}

function expectTooManyAttempts(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json().msg).toMatch(/^Too many attempts\. Please try again in (14|15) minutes\.$/);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(14 * 60 - 5);
}

describe('rate limits on sign-in, registration and forgot-password', () => {
  it('limits sign-in attempts per e-mail, whatever the address or the case', async () => {
    const email = uniqueEmail();
    for (let attempt = 0; attempt < PER_EMAIL; attempt++) {
      const response = await post('/auth/login', { email, password: 'Wrong!pass1' }, newClientAddress());
      expect(response.statusCode).toBe(400);
    }

    expectTooManyAttempts(await post('/auth/login', { email: email.toUpperCase(), password: PASSWORD }, newClientAddress()));
    // Another account is not affected.
    const other = await post('/auth/login', { email: uniqueEmail(), password: 'Wrong!pass1' }, newClientAddress());
    expect(other.statusCode).toBe(400);
  });

  it('limits sign-in attempts per client address across e-mails', async () => {
    const ip = newClientAddress();
    for (let attempt = 0; attempt < PER_IP; attempt++) {
      const response = await post('/auth/login', { email: uniqueEmail(), password: 'Wrong!pass1' }, ip);
      expect(response.statusCode).toBe(400);
    }

    expectTooManyAttempts(await post('/auth/login', { email: uniqueEmail(), password: 'Wrong!pass1' }, ip));
    const fromElsewhere = await post('/auth/login', { email: uniqueEmail(), password: 'Wrong!pass1' }, newClientAddress());
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
      expect((await post('/auth/register', registration({ email }), newClientAddress())).statusCode).toBe(409);
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
    expect((await post('/auth/login', { email: uniqueEmail(), password: 'Wrong!pass1' }, ip)).statusCode).toBe(400);
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
