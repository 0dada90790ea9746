import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, SUCCESS_MESSAGES, VALIDATION_MESSAGES } from '@powerpay/shared';
import { sessions, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  bearer,
  logInThroughApi,
  PASSWORD,
  registerThroughApi,
  registration,
  uniqueEmail,
} from './accounts.test-support.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const register = (payload: object) =>
  testApp.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload });
const getUser = (headers: Record<string, string>) =>
  testApp.app.inject({ method: 'GET', url: '/api/v1/user', headers });

describe('POST /auth/register', () => {
  it('creates the account and answers the user with a working token', async () => {
    const payload = registration({ phone: '8031234567' });
    const response = await register(payload);

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.msg).toBe(SUCCESS_MESSAGES.accountCreated);
    expect(body.data).toEqual({
      email: payload.email,
      first_name: 'Ada',
      last_name: 'Okafor',
      phone: '08031234567',
      created_at: expect.any(String),
      last_updated: expect.any(String),
      reminder: false,
      reminder_frequency: null,
      reminder_day: null,
      email_confirmed: false,
      pending_email: null,
      token: expect.any(String),
    });
    expect(body.data).not.toHaveProperty('password');

    const me = await getUser(bearer(body.data.token));
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(payload.email);
  });

  it('stores an argon2id hash and only a hash of the session token', async () => {
    const { payload, token } = await registerThroughApi(testApp.app);
    const [user] = await testApp.database.db.select().from(users).where(eq(users.email, payload.email));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.passwordHash).not.toContain(PASSWORD);

    const rows = await testApp.database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toBe(token);
    expect(rows[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });

  it('refuses an e-mail already registered in any case with 409 and writes nothing', async () => {
    const email = uniqueEmail('Case');
    await registerThroughApi(testApp.app, { email });

    for (const variant of [email, email.toUpperCase(), `  ${email.toLowerCase()} `]) {
      const response = await register(registration({ email: variant, first_name: 'Other' }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ msg: SERVER_MESSAGES.emailTaken });
    }

    const [{ count }] = (await testApp.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))) as [{ count: number }];
    expect(count).toBe(1);
  });

  it('refuses a weak password with the policy message', async () => {
    for (const password of ['short1!', 'nodigits!!', 'NoSpecial123', '12345678!', 'waytoolongpassword123!']) {
      const response = await register(registration({ password }));
      expect(response.statusCode, password).toBe(422);
      expect(response.json()).toEqual({
        msg: VALIDATION_MESSAGES.passwordPolicy,
        errors: { password: [VALIDATION_MESSAGES.passwordPolicy] },
      });
    }
  });

  it('checks the fields in form order: the first failing field is the message', async () => {
    const empty = await register({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().msg).toBe(VALIDATION_MESSAGES.required);
    expect(Object.keys(empty.json().errors)).toEqual([
      'email',
      'first_name',
      'last_name',
      'phone',
      'password',
    ]);

    const badEmail = await register(registration({ email: 'ada@', phone: '123' }));
    expect(badEmail.json().msg).toBe(VALIDATION_MESSAGES.invalidEmail);

    const badPhone = await register(registration({ phone: '0601234567' }));
    expect(badPhone.statusCode).toBe(422);
    expect(badPhone.json()).toEqual({
      msg: VALIDATION_MESSAGES.invalidPhone,
      errors: { phone: [VALIDATION_MESSAGES.invalidPhone] },
    });
  });
});

describe('POST /auth/login', () => {
  it('signs in with the e-mail in any case and answers a new token', async () => {
    const { payload, token } = await registerThroughApi(testApp.app);
    const response = await logInThroughApi(testApp.app, {
      email: payload.email.toUpperCase(),
      password: PASSWORD,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().msg).toBe(SUCCESS_MESSAGES.loginSuccessful);
    expect(response.json().data).toMatchObject({
      email: payload.email,
      first_name: 'Ada',
      phone: '08031234567',
    });
    const newToken = response.json().data.token as string;
    expect(newToken).not.toBe(token);
    expect((await getUser(bearer(newToken))).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail with the same 400', async () => {
    const { payload } = await registerThroughApi(testApp.app);
    const wrongPassword = await logInThroughApi(testApp.app, {
      email: payload.email,
      password: 'Wrong!pass1',
    });
    const unknownEmail = await logInThroughApi(testApp.app, {
      email: uniqueEmail('nobody'),
      password: PASSWORD,
    });

    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ msg: SERVER_MESSAGES.invalidCredentials });
    }
  });

  it('validates e-mail format, then password non-empty', async () => {
    const response = await logInThroughApi(testApp.app, { email: 'not-an-email', password: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().msg).toBe(VALIDATION_MESSAGES.invalidEmail);

    const noPassword = await logInThroughApi(testApp.app, { email: uniqueEmail(), password: '' });
    expect(noPassword.json()).toEqual({
      msg: VALIDATION_MESSAGES.required,
      errors: { password: [VALIDATION_MESSAGES.required] },
    });
  });
});

describe('sessions', () => {
  it('answers 403 with a clear message for a missing, malformed or unknown token', async () => {
    const missing = await getUser({});
    expect(missing.statusCode).toBe(403);
    expect(missing.json().msg).toMatch(/sign in/i);

    for (const authorization of ['Bearer not-a-real-token', 'Basic abc', 'Bearer ']) {
      const response = await getUser({ authorization });
      expect(response.statusCode, authorization).toBe(403);
      expect(response.json().msg).toEqual(expect.stringMatching(/sign in/i));
    }
  });

  it('logout revokes only the session in use', async () => {
    const { payload, headers } = await registerThroughApi(testApp.app);
    const other = await logInThroughApi(testApp.app, { email: payload.email, password: PASSWORD });
    const otherHeaders = bearer(other.json().data.token);

    const logout = await testApp.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ msg: SUCCESS_MESSAGES.loggedOut, data: null });

    const afterLogout = await getUser(headers);
    expect(afterLogout.statusCode).toBe(403);
    expect(afterLogout.json()).toEqual({ msg: SERVER_MESSAGES.sessionExpired });
    expect((await getUser(otherHeaders)).statusCode).toBe(200);

    const secondLogout = await testApp.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers });
    expect(secondLogout.statusCode).toBe(403);
  });

  it('answers 403 once the session has expired', async () => {
    const { payload, headers } = await registerThroughApi(testApp.app);
    const [user] = await testApp.database.db.select().from(users).where(eq(users.email, payload.email));
    await testApp.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user!.id));

    const response = await getUser(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ msg: SERVER_MESSAGES.sessionExpired });
  });
});
