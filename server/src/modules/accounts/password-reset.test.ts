import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, SUCCESS_MESSAGES, VALIDATION_MESSAGES } from '@powerpay/shared';
import { passwordResets, users } from '../../db/schema/index.ts';
import { hashSecret } from '../../lib/auth/tokens.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { JOB_WAIT } from '../../test/waits.ts';
import { ACCOUNT_JOBS } from './account-job-names.ts';
import {
  logInThroughApi,
  PASSWORD,
  readOutbox as readOutboxOf,
  registerThroughApi,
  uniqueEmail,
} from './accounts.test-support.ts';

const PUBLIC_URL = 'https://powerpay.example.ng';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { PUBLIC_URL }, jobs: { work: true, pollingIntervalSeconds: 0.5 } });
});

afterAll(async () => {
  await testApp.close();
});

const forgotPassword = (email: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } });
const resetPassword = (payload: unknown) =>
  testApp.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: payload as object });

const readOutbox = (to: string) => readOutboxOf(testApp.app, to, { subject: 'Reset your PowerPay password' });

/** The token of the newest reset link mailed to `email` (the job queue sends it). */
async function readResetToken(email: string, count = 1): Promise<string> {
  await expect.poll(async () => (await readOutbox(email)).length, JOB_WAIT).toBe(count);
  const [mail] = await readOutbox(email);
  const link = mail?.body.match(/https?:\/\/\S+/)?.[0];
  expect(link, 'no link in the reset e-mail').toBeDefined();

  const url = new URL(link!);
  expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/reset-password`);
  return url.searchParams.get('token')!;
}

describe('POST /auth/forgot-password', () => {
  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const { payload } = await registerThroughApi(testApp.app);
    const unknownEmail = uniqueEmail('nobody');

    const known = await forgotPassword(payload.email.toUpperCase());
    const unknown = await forgotPassword(unknownEmail);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ msg: SUCCESS_MESSAGES.resetLinkSent, data: null });
    expect(unknown.json()).toEqual(known.json());

    await expect.poll(async () => (await readOutbox(payload.email)).length, JOB_WAIT).toBe(1);
    const mails = await readOutbox(payload.email);
    expect(mails[0]).toMatchObject({ channel: 'email', subject: 'Reset your PowerPay password' });
    expect(mails[0]?.body).toContain('60 minutes');
    expect(await readOutbox(unknownEmail)).toEqual([]);
  });

  it('does the same work in the request whether or not the account exists: it queues the mail, sends none', async () => {
    const noWorker = await createTestApp({ env: { PUBLIC_URL } });
    try {
      const { payload } = await registerThroughApi(noWorker.app);
      const unknownEmail = uniqueEmail('nobody');
      for (const email of [payload.email, unknownEmail]) {
        const response = await noWorker.app.inject({
          method: 'POST',
          url: '/api/v1/auth/forgot-password',
          payload: { email },
        });
        expect(response.json()).toEqual({ msg: SUCCESS_MESSAGES.resetLinkSent, data: null });
      }

      const { rows: queued } = await noWorker.database.executor.executeSql(
        "select data->>'email' as email from pgboss.job where name = $1 order by created_on",
        [ACCOUNT_JOBS.sendPasswordReset],
      );
      expect(queued).toEqual([{ email: payload.email }, { email: unknownEmail }]);
      const { rows: mails } = await noWorker.database.executor.executeSql('select id from outbox');
      expect(mails).toEqual([]);
      const { rows: links } = await noWorker.database.executor.executeSql('select id from password_resets');
      expect(links).toEqual([]);
    } finally {
      await noWorker.close();
    }
  });

  it('validates the e-mail', async () => {
    const response = await forgotPassword('nope');
    expect(response.statusCode).toBe(422);
    expect(response.json().msg).toBe(VALIDATION_MESSAGES.invalidEmail);
  });
});

describe('POST /auth/reset-password', () => {
  it('sets the new password once, signs out every session, and the link cannot be used again', async () => {
    const { payload, headers } = await registerThroughApi(testApp.app);
    // A read first, so this server remembers the session the reset must end (decision 017).
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/user', headers })).statusCode).toBe(200);
    await forgotPassword(payload.email);
    const token = await readResetToken(payload.email);

    const reset = await resetPassword({ token, password: 'Fresh!start9' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ msg: SUCCESS_MESSAGES.passwordReset, data: null });

    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/user', headers })).statusCode).toBe(403);
    expect(
      (await logInThroughApi(testApp.app, { email: payload.email, password: PASSWORD })).statusCode,
    ).toBe(400);
    expect(
      (await logInThroughApi(testApp.app, { email: payload.email, password: 'Fresh!start9' })).statusCode,
    ).toBe(200);

    const again = await resetPassword({ token, password: 'Another!one9' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ msg: SERVER_MESSAGES.resetLinkInvalid });
    expect(
      (await logInThroughApi(testApp.app, { email: payload.email, password: 'Fresh!start9' })).statusCode,
    ).toBe(200);
  });

  it('refuses an expired link', async () => {
    const { payload } = await registerThroughApi(testApp.app);
    await forgotPassword(payload.email);
    const token = await readResetToken(payload.email);
    await testApp.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashSecret(token)));

    const response = await resetPassword({ token, password: 'Fresh!start9' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: SERVER_MESSAGES.resetLinkInvalid });
    expect(
      (await logInThroughApi(testApp.app, { email: payload.email, password: PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('makes links valid for one hour and retires the older links once one is used', async () => {
    const { payload } = await registerThroughApi(testApp.app);
    await forgotPassword(payload.email);
    const firstToken = await readResetToken(payload.email);
    await forgotPassword(payload.email);
    const secondToken = await readResetToken(payload.email, 2);
    expect(secondToken).not.toBe(firstToken);

    const [user] = await testApp.database.db.select().from(users).where(eq(users.email, payload.email));
    const rows = await testApp.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user!.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const minutesLeft = (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000;
      expect(minutesLeft).toBeCloseTo(60, 0);
      expect(row.tokenHash).not.toBe(firstToken);
      expect(row.tokenHash).not.toBe(secondToken);
    }

    expect((await resetPassword({ token: secondToken, password: 'Fresh!start9' })).statusCode).toBe(200);
    const stale = await resetPassword({ token: firstToken, password: 'Another!one9' });
    expect(stale.statusCode).toBe(400);
  });

  it('refuses an unknown token and a weak password without spending the link', async () => {
    const unknown = await resetPassword({ token: 'made-up-token', password: 'Fresh!start9' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ msg: SERVER_MESSAGES.resetLinkInvalid });

    const { payload } = await registerThroughApi(testApp.app);
    await forgotPassword(payload.email);
    const token = await readResetToken(payload.email);

    const weak = await resetPassword({ token, password: 'weak' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toEqual({ password: [VALIDATION_MESSAGES.passwordPolicy] });

    expect((await resetPassword({ token, password: 'Fresh!start9' })).statusCode).toBe(200);
  });
});
