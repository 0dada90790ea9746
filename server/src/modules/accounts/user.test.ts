import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, SUCCESS_MESSAGES, VALIDATION_MESSAGES } from '@powerpay/shared';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, logInThroughApi, PASSWORD, registerThroughApi } from './accounts.test-support.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

type Headers = Record<string, string>;
const getUser = (headers: Headers) => testApp.app.inject({ method: 'GET', url: '/api/v1/user', headers });
const patchUser = (headers: Headers, payload: unknown) =>
  testApp.app.inject({ method: 'PATCH', url: '/api/v1/user', headers, payload: payload as object });
const changePassword = (headers: Headers, payload: unknown) =>
  testApp.app.inject({ method: 'POST', url: '/api/v1/user/password', headers, payload: payload as object });

describe('GET and PATCH /user (profile)', () => {
  it('answers the signed-in user', async () => {
    const { payload, headers } = await registerThroughApi(testApp.app);
    const response = await getUser(headers);

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
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
    });
  });

  it('updates first name, last name and phone, never the e-mail', async () => {
    const { payload, headers } = await registerThroughApi(testApp.app);
    const before = (await getUser(headers)).json().data;

    const response = await patchUser(headers, {
      first_name: ' Chidi ',
      last_name: 'Eze',
      phone: '9051234567',
      email: 'someone-else@example.com',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().msg).toBe(SUCCESS_MESSAGES.profileUpdated);
    expect(response.json().data).toMatchObject({
      email: payload.email,
      first_name: 'Chidi',
      last_name: 'Eze',
      phone: '09051234567',
    });
    const after = (await getUser(headers)).json().data;
    expect(after).toMatchObject({ email: payload.email, first_name: 'Chidi', phone: '09051234567' });
    expect(new Date(after.last_updated).getTime()).toBeGreaterThan(new Date(before.last_updated).getTime());
    expect(after.created_at).toBe(before.created_at);
  });

  it('refuses a bad profile with 422 and changes nothing', async () => {
    const { headers } = await registerThroughApi(testApp.app);

    const badPhone = await patchUser(headers, { first_name: 'Chidi', last_name: 'Eze', phone: '12345' });
    expect(badPhone.statusCode).toBe(422);
    expect(badPhone.json()).toEqual({
      msg: VALIDATION_MESSAGES.invalidPhone,
      errors: { phone: [VALIDATION_MESSAGES.invalidPhone] },
    });

    const missingName = await patchUser(headers, { first_name: '  ', last_name: '', phone: '08031234567' });
    expect(missingName.statusCode).toBe(422);
    expect(Object.keys(missingName.json().errors)).toEqual(['first_name', 'last_name']);

    const notAnObject = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/v1/user',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '"hello"',
    });
    expect(notAnObject.statusCode).toBe(422);

    expect((await getUser(headers)).json().data).toMatchObject({ first_name: 'Ada', phone: '08031234567' });
  });
});

describe('PATCH /user (reminder settings)', () => {
  it('saves reminder, frequency and day and shows them back', async () => {
    const { headers } = await registerThroughApi(testApp.app);
    const response = await patchUser(headers, {
      reminder: true,
      reminder_frequency: 'Weekely',
      reminder_day: 'Friday',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().msg).toBe(SUCCESS_MESSAGES.remindersUpdated);
    expect((await getUser(headers)).json().data).toMatchObject({
      reminder: true,
      reminder_frequency: 'Weekely',
      reminder_day: 'Friday',
      first_name: 'Ada',
    });
  });

  it('requires frequency and day when the reminder is on, in that order', async () => {
    const { headers } = await registerThroughApi(testApp.app);

    const neither = await patchUser(headers, { reminder: true });
    expect(neither.statusCode).toBe(422);
    expect(neither.json()).toEqual({
      msg: VALIDATION_MESSAGES.required,
      errors: {
        reminder_frequency: [VALIDATION_MESSAGES.required],
        reminder_day: [VALIDATION_MESSAGES.required],
      },
    });

    const noDay = await patchUser(headers, { reminder: true, reminder_frequency: 'Daily', reminder_day: '' });
    expect(noDay.json().errors).toEqual({ reminder_day: [VALIDATION_MESSAGES.required] });

    const badValues = await patchUser(headers, {
      reminder: true,
      reminder_frequency: 'Hourly',
      reminder_day: 'Funday',
    });
    expect(badValues.statusCode).toBe(422);
    expect(Object.keys(badValues.json().errors)).toEqual(['reminder_frequency', 'reminder_day']);

    const notBoolean = await patchUser(headers, { reminder: 'yes' });
    expect(notBoolean.statusCode).toBe(422);
    expect(notBoolean.json().errors.reminder).toEqual([VALIDATION_MESSAGES.required]);

    expect((await getUser(headers)).json().data.reminder).toBe(false);
  });

  it('turns reminders off and keeps the last choice for next time', async () => {
    const { headers } = await registerThroughApi(testApp.app);
    await patchUser(headers, { reminder: true, reminder_frequency: 'Monthly', reminder_day: 'Sunday' });

    const off = await patchUser(headers, { reminder: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({
      reminder: false,
      reminder_frequency: 'Monthly',
      reminder_day: 'Sunday',
    });
  });
});

describe('POST /user/password', () => {
  it('refuses a wrong old password with 400 and keeps the old password', async () => {
    const { payload, headers } = await registerThroughApi(testApp.app);
    const response = await changePassword(headers, {
      oldPassword: 'Not!mine123',
      newPassword: 'Brand!new123',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: SERVER_MESSAGES.wrongOldPassword });
    expect(
      (await logInThroughApi(testApp.app, { email: payload.email, password: PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('refuses a new password that breaks the policy', async () => {
    const { headers } = await registerThroughApi(testApp.app);
    const response = await changePassword(headers, { oldPassword: PASSWORD, newPassword: 'password' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ newPassword: [VALIDATION_MESSAGES.passwordPolicy] });
  });

  it('refuses a new password equal to the old one with 422 and signs no other session out (decision 020)', async () => {
    const { payload, headers } = await registerThroughApi(testApp.app);
    const otherLogin = await logInThroughApi(testApp.app, { email: payload.email, password: PASSWORD });

    const response = await changePassword(headers, { oldPassword: PASSWORD, newPassword: PASSWORD });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ newPassword: [VALIDATION_MESSAGES.samePassword] });
    expect((await getUser(bearer(otherLogin.json().data.token))).statusCode).toBe(200);
  });

  it('changes the password, keeps this session and signs out every other one', async () => {
    const { payload, headers } = await registerThroughApi(testApp.app);
    const otherLogin = await logInThroughApi(testApp.app, { email: payload.email, password: PASSWORD });
    const otherHeaders = bearer(otherLogin.json().data.token);

    const response = await changePassword(headers, { oldPassword: PASSWORD, newPassword: 'Brand!new123' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: SUCCESS_MESSAGES.passwordUpdated, data: null });

    expect((await getUser(headers)).statusCode).toBe(200);
    const revoked = await getUser(otherHeaders);
    expect(revoked.statusCode).toBe(403);
    expect(revoked.json()).toEqual({ msg: SERVER_MESSAGES.sessionExpired });

    const withOld = await logInThroughApi(testApp.app, { email: payload.email, password: PASSWORD });
    expect(withOld.statusCode).toBe(400);
    const withNew = await logInThroughApi(testApp.app, { email: payload.email, password: 'Brand!new123' });
    expect(withNew.statusCode).toBe(200);
  });
});

describe('one customer cannot reach another', () => {
  it("a token only ever reads and changes its own user's account", async () => {
    const alice = await registerThroughApi(testApp.app, { first_name: 'Alice' });
    const bob = await registerThroughApi(testApp.app, { first_name: 'Bob' });

    expect((await getUser(alice.headers)).json().data.email).toBe(alice.payload.email);
    expect((await getUser(bob.headers)).json().data.email).toBe(bob.payload.email);

    // Naming the other customer in the body changes nothing of theirs.
    await patchUser(alice.headers, {
      first_name: 'Mallory',
      last_name: 'X',
      phone: '08099999999',
      email: bob.payload.email,
    });
    await patchUser(alice.headers, { reminder: true, reminder_frequency: 'Daily', reminder_day: 'Monday' });
    const bobAfter = (await getUser(bob.headers)).json().data;
    expect(bobAfter).toMatchObject({ first_name: 'Bob', phone: '08031234567', reminder: false });
    expect((await getUser(alice.headers)).json().data).toMatchObject({
      first_name: 'Mallory',
      email: alice.payload.email,
    });

    // Alice's password change and logout leave Bob's password and session alone.
    await changePassword(alice.headers, { oldPassword: PASSWORD, newPassword: 'Alice!new123' });
    await testApp.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: alice.headers });
    expect((await getUser(bob.headers)).statusCode).toBe(200);
    expect(
      (await logInThroughApi(testApp.app, { email: bob.payload.email, password: PASSWORD })).statusCode,
    ).toBe(200);

    // There is no route that takes a user id.
    for (const url of ['/api/v1/user/1', `/api/v1/user/${bob.payload.email}`, '/api/v1/users']) {
      expect((await testApp.app.inject({ method: 'GET', url, headers: alice.headers })).statusCode).toBe(404);
    }
  });

  it('every account route refuses a request without a live session', async () => {
    const routes = [
      { method: 'GET', url: '/api/v1/user' },
      {
        method: 'PATCH',
        url: '/api/v1/user',
        payload: { first_name: 'A', last_name: 'B', phone: '08031234567' },
      },
      {
        method: 'POST',
        url: '/api/v1/user/password',
        payload: { oldPassword: PASSWORD, newPassword: 'Brand!new123' },
      },
      { method: 'POST', url: '/api/v1/auth/logout' },
    ] as const;
    for (const route of routes) {
      const response = await testApp.app.inject({ ...route, headers: bearer('forged-token') });
      expect(response.statusCode, route.url).toBe(403);
      expect(response.json().msg).toBe(SERVER_MESSAGES.sessionExpired);
    }
  });
});
