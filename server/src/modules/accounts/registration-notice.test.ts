import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@powerpay/shared';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { JOB_WAIT } from '../../test/waits.ts';
import { ACCOUNT_JOBS } from './account-job-names.ts';
import { readOutbox as readOutboxOf, registerThroughApi, registration } from './accounts.test-support.ts';

const PUBLIC_URL = 'https://powerpay.example.ng';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { PUBLIC_URL }, jobs: { work: true, pollingIntervalSeconds: 0.5 } });
});
afterAll(async () => {
  await testApp.close();
});

const register = (payload: object) =>
  testApp.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload });

const readOutbox = (to: string) =>
  readOutboxOf(testApp.app, to, { subject: 'Someone tried to create a PowerPay account with your e-mail' });

/** The states of the notice jobs queued for `email`, oldest first. */
async function noticeJobStates(email: string) {
  const { rows } = await testApp.database.executor.executeSql(
    "select state from pgboss.job where name = $1 and data->>'email' = $2 order by created_on",
    [ACCOUNT_JOBS.notifyRegistrationAttempt, email],
  );
  return (rows as { state: string }[]).map((row) => row.state);
}

describe('registering with an address already registered (decision 042)', () => {
  it('answers 409 and the owner is e-mailed once an hour, with a way in and nothing the visitor typed', async () => {
    const { payload: owner } = await registerThroughApi(testApp.app, { first_name: 'Chiamaka' });
    const attempt = registration({
      email: owner.email.toUpperCase(),
      first_name: 'Intruder',
      password: 'Other!pass9',
    });

    const first = await register(attempt);
    expect(first.statusCode).toBe(409);
    expect(first.json()).toEqual({ msg: SERVER_MESSAGES.emailTaken });

    await expect.poll(async () => (await readOutbox(owner.email)).length, JOB_WAIT).toBe(1);
    const [mail] = await readOutbox(owner.email);
    expect(mail?.subject).toBe('Someone tried to create a PowerPay account with your e-mail');
    expect(mail?.body).toContain('Hello Chiamaka,');
    expect(mail?.body).toContain(`${PUBLIC_URL}/login`);
    expect(mail?.body).toContain(`${PUBLIC_URL}/forgot-password`);
    expect(mail?.body).not.toContain('Intruder');
    expect(mail?.body).not.toContain('Other!pass9');

    // A second attempt is refused alike; its job runs and sends nothing more within the hour.
    expect((await register(attempt)).statusCode).toBe(409);
    await expect
      .poll(() => noticeJobStates(owner.email.toUpperCase()), JOB_WAIT)
      .toEqual(['completed', 'completed']);
    expect(await readOutbox(owner.email)).toHaveLength(1);
  });

  it('mails nobody for an address that registers for the first time', async () => {
    const { payload } = await registerThroughApi(testApp.app);
    expect(await noticeJobStates(payload.email)).toEqual([]);
    expect(await readOutbox(payload.email)).toEqual([]);
  });
});
