import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@powerpay/shared';
import { EMAIL_MESSAGES } from '@powerpay/shared/email-confirmation';
import { hashSecret } from '../../lib/auth/tokens.ts';
import { createLogCapture } from '../../test/log-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { JOB_WAIT } from '../../test/waits.ts';
import { purchaseBody } from '../purchases/purchases.test-support.ts';
import { applyRetention } from '../retention/retention.jobs.ts';
import { PASSWORD, readOutbox, registerThroughApi } from './accounts.test-support.ts';

const PUBLIC_URL = 'https://powerpay.example.ng';
const logs = createLogCapture();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    env: { PUBLIC_URL, LOG_LEVEL: 'info' },
    logStream: logs.stream,
    jobs: { work: true, pollingIntervalSeconds: 0.5 },
  });
});
afterAll(async () => {
  await testApp.close();
});

const query = async <Row>(text: string, params: unknown[] = []) =>
  (await testApp.database.executor.executeSql(text, params)).rows as Row[];

const confirm = (token: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/v1/auth/confirm-email', payload: { token } });
const getUser = async (headers: Record<string, string>) =>
  (await testApp.app.inject({ method: 'GET', url: '/api/v1/user', headers })).json().data as {
    email: string;
    email_confirmed: boolean;
    pending_email: string | null;
  };

/** Waits for the mail with `subject` to `to` (the job queue sends it) and answers its link's token. */
async function linkTokenIn(to: string, subject: string): Promise<string> {
  const mailWith = async () => (await readOutbox(testApp.app, to)).find((mail) => mail.subject === subject);
  await expect.poll(mailWith, JOB_WAIT).toBeDefined();
  const link = (await mailWith())!.body.match(/https?:\/\/\S+/)?.[0];
  const url = new URL(link!);
  expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/confirm-email`);
  return url.searchParams.get('token')!;
}
/** A signed-in purchase, its receipt going to the account's address. */
const buyAsCustomer = (headers: Record<string, string>) =>
  testApp.app.inject({ method: 'POST', url: '/api/v1/purchase', headers, payload: purchaseBody() });

const CONFIRM_SUBJECT = 'Confirm your PowerPay e-mail address';
const CHANGE_SUBJECT = 'Confirm your new PowerPay e-mail address';
const REQUESTED_SUBJECT = 'A change of your PowerPay e-mail address was requested';
const CHANGED_SUBJECT = 'Your PowerPay e-mail address was changed';

describe('confirming the address given at sign-up (decision 061)', () => {
  it('mails a one-time link stored only as a hash; the link confirms once, then says it was used', async () => {
    const { payload, headers } = await registerThroughApi(testApp.app);
    expect(await getUser(headers)).toMatchObject({ email_confirmed: false, pending_email: null });

    const token = await linkTokenIn(payload.email, CONFIRM_SUBJECT);
    const stored = await query<{ token_hash: string; email: string }>(
      `SELECT token_hash, email FROM email_verifications
       WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [payload.email],
    );
    expect(stored).toEqual([{ token_hash: hashSecret(token), email: payload.email }]);
    const tableText = JSON.stringify(await query('SELECT * FROM email_verifications'));
    expect(tableText).not.toContain(token);

    const first = await confirm(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ msg: EMAIL_MESSAGES.confirmed, data: { email: payload.email } });
    expect((await getUser(headers)).email_confirmed).toBe(true);

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ msg: EMAIL_MESSAGES.linkUsed });

    const resend = await testApp.app.inject({ method: 'POST', url: '/api/v1/user/email/resend', headers });
    expect(resend.statusCode).toBe(409);
    expect(resend.json()).toEqual({ msg: EMAIL_MESSAGES.alreadyConfirmed });
  });

  it('refuses an expired link and an unknown one with their own messages', async () => {
    const { payload, headers } = await registerThroughApi(testApp.app);
    const token = await linkTokenIn(payload.email, CONFIRM_SUBJECT);
    await query(
      `UPDATE email_verifications SET expires_at = now() - interval '1 minute' WHERE token_hash = $1`,
      [hashSecret(token)],
    );

    const expired = await confirm(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ msg: EMAIL_MESSAGES.linkExpired });
    expect((await getUser(headers)).email_confirmed).toBe(false);

    const unknown = await confirm(`${token}x`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ msg: EMAIL_MESSAGES.linkInvalid });
    expect((await confirm('')).statusCode).toBe(422);
  });

  it('lets an unconfirmed customer buy, and resends the link three times an hour', async () => {
    const { payload, headers } = await registerThroughApi(testApp.app);
    const purchase = await buyAsCustomer(headers);
    expect(purchase.statusCode, purchase.body).toBe(200);

    const resend = () => testApp.app.inject({ method: 'POST', url: '/api/v1/user/email/resend', headers });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await resend();
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ msg: EMAIL_MESSAGES.linkSent, data: null });
    }
    const refused = await resend();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();

    // The sign-up link and three more, each its own; any one of them confirms.
    const confirmations = async () =>
      (await readOutbox(testApp.app, payload.email)).filter((mail) => mail.subject === CONFIRM_SUBJECT);
    await expect.poll(async () => (await confirmations()).length, JOB_WAIT).toBe(4);
    const oldest = (await confirmations()).at(-1)!.body.match(/token=([\w-]+)/)![1]!;
    expect((await confirm(oldest)).statusCode).toBe(200);
  });
});

describe('changing the address in My Account (decision 061)', () => {
  const changeEmail = (headers: Record<string, string>, payload: object) =>
    testApp.app.inject({ method: 'POST', url: '/api/v1/user/email', headers, payload });

  it('needs the right password, a valid address and one no other account has', async () => {
    const { payload, headers } = await registerThroughApi(testApp.app);
    const other = await registerThroughApi(testApp.app);

    const wrongPassword = await changeEmail(headers, {
      email: 'new-ada@example.com',
      password: 'Wrong!2024',
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ msg: SERVER_MESSAGES.wrongPassword });

    const invalid = await changeEmail(headers, { email: 'not-an-address', password: PASSWORD });
    expect(invalid.statusCode).toBe(422);

    // A taken address gets registration's answer (decision 042), whatever its case.
    const taken = await changeEmail(headers, {
      email: other.payload.email.toUpperCase(),
      password: PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ msg: SERVER_MESSAGES.emailTaken });

    const same = await changeEmail(headers, { email: payload.email, password: PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ msg: EMAIL_MESSAGES.unchanged });

    expect(await getUser(headers)).toMatchObject({ email: payload.email, pending_email: null });
  });

  it('mails the new address a link and tells the old one; the change happens on the click, sessions stay', async () => {
    const { payload, headers } = await registerThroughApi(testApp.app);
    const oldEmail = payload.email;
    const newEmail = `new-${oldEmail}`;

    const asked = await changeEmail(headers, { email: newEmail, password: PASSWORD });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      msg: EMAIL_MESSAGES.changeRequested,
      data: { email: oldEmail, pending_email: newEmail },
    });

    const token = await linkTokenIn(newEmail, CHANGE_SUBJECT);
    await expect
      .poll(async () => (await readOutbox(testApp.app, oldEmail)).map((mail) => mail.subject), JOB_WAIT)
      .toContain(REQUESTED_SUBJECT);
    const notice = (await readOutbox(testApp.app, oldEmail)).find(
      (mail) => mail.subject === REQUESTED_SUBJECT,
    )!;
    expect(notice.body).not.toContain(token);
    expect(notice.body).not.toContain(newEmail);

    // Until the click, the old address is the account's.
    expect((await getUser(headers)).email).toBe(oldEmail);

    const confirmed = await confirm(token);
    expect(confirmed.json()).toEqual({ msg: EMAIL_MESSAGES.confirmed, data: { email: newEmail } });
    expect(await getUser(headers)).toEqual(
      expect.objectContaining({ email: newEmail, email_confirmed: true, pending_email: null }),
    );
    await expect
      .poll(async () => (await readOutbox(testApp.app, oldEmail)).map((mail) => mail.subject), JOB_WAIT)
      .toContain(CHANGED_SUBJECT);

    // Sign-in takes the new address; a receipt of a purchase made now goes to it.
    const login = (email: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, password: PASSWORD },
      });
    expect((await login(newEmail)).statusCode).toBe(200);
    expect((await login(oldEmail)).statusCode).toBe(400);
    const purchase = await buyAsCustomer(headers);
    expect(purchase.statusCode, purchase.body).toBe(200);
    const [stored] = await query<{ email: string }>('SELECT email FROM purchases WHERE ref = $1', [
      purchase.json().order.ref,
    ]);
    expect(stored?.email).toBe(newEmail);

    // Neither a link's token nor an address reaches the log.
    const logText = logs.text();
    expect(logText).toContain('/api/v1/auth/confirm-email');
    expect(logText).not.toContain(token);
    expect(logText).not.toContain(oldEmail);
    expect(logText).not.toContain(newEmail);
  });

  it('puts the state in the data download; deleting the account leaves no link; retention removes spent ones', async () => {
    const { payload, headers } = await registerThroughApi(testApp.app);
    const newEmail = `pending-${payload.email}`;
    await linkTokenIn(payload.email, CONFIRM_SUBJECT);
    expect((await changeEmail(headers, { email: newEmail, password: PASSWORD })).statusCode).toBe(200);
    await linkTokenIn(newEmail, CHANGE_SUBJECT);

    const exported = await testApp.app.inject({ method: 'GET', url: '/api/v1/user/data', headers });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().data).toMatchObject({
      profile: { email: payload.email, email_confirmed: false, pending_email: newEmail },
      email_confirmation: { confirmed_at: null, pending_email: newEmail },
    });

    const [{ id: userId } = { id: '' }] = await query<{ id: string }>(
      'SELECT id FROM users WHERE email = $1',
      [payload.email],
    );
    const linksOf = async () =>
      (
        await query<{ n: number }>('SELECT count(*)::int AS n FROM email_verifications WHERE user_id = $1', [
          userId,
        ])
      )[0]?.n;
    expect(await linksOf()).toBe(2);

    // A spent link and an expired one of another account go with the nightly retention; a live one stays.
    const spent = await registerThroughApi(testApp.app);
    expect((await confirm(await linkTokenIn(spent.payload.email, CONFIRM_SUBJECT))).statusCode).toBe(200);
    const expired = await registerThroughApi(testApp.app);
    await linkTokenIn(expired.payload.email, CONFIRM_SUBJECT);
    await query(
      `UPDATE email_verifications SET expires_at = now() - interval '1 minute'
       WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [expired.payload.email],
    );
    await applyRetention(testApp.app.ctx);
    const remaining = await query<{ email: string }>('SELECT email FROM email_verifications');
    expect(remaining.map((row) => row.email).sort()).toEqual(
      expect.arrayContaining([payload.email, newEmail].sort()),
    );
    expect(remaining.map((row) => row.email)).not.toContain(spent.payload.email);
    expect(remaining.map((row) => row.email)).not.toContain(expired.payload.email);

    const deleted = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/user/delete',
      headers,
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await linksOf()).toBe(0);
    expect(await readOutbox(testApp.app, newEmail)).toEqual([]);
  });
});
