import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { JOB_WAIT } from '../../test/waits.ts';
import { PASSWORD, registerThroughApi, uniqueEmail } from '../accounts/accounts.test-support.ts';
import { RETENTION_JOB } from './retention.jobs.ts';
import { REMOVED_BODY } from './retention.repository.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ jobs: { work: true, pollingIntervalSeconds: 0.5 } });
});
afterAll(async () => {
  await testApp.close();
});

const RESET_LINK = /\/reset-password\?token=([\w-]+)/;
const RESET_SUBJECT = 'Reset your PowerPay password';

const query = async <Row>(text: string, params: unknown[] = []) =>
  (await testApp.database.executor.executeSql(text, params)).rows as Row[];
const count = async (text: string, params: unknown[] = []) =>
  (await query<{ n: number }>(`SELECT count(*)::int AS n FROM ${text}`, params))[0]?.n;

/** Registers an account and has a reset link mailed to it through the real route and job; answers its token. */
async function accountWithResetLink() {
  const email = uniqueEmail('keep');
  await registerThroughApi(testApp.app, { email });
  await testApp.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } });
  const link = async () =>
    (
      await query<{ body: string }>(
        `SELECT body FROM outbox WHERE recipient = $1 AND subject = '${RESET_SUBJECT}'`,
        [email],
      )
    )[0]?.body.match(RESET_LINK)?.[1];
  await expect.poll(link, JOB_WAIT).toBeDefined();
  // The address's confirmation link (decision 061) is mailed too: wait for it, so every mail is there.
  await expect.poll(() => count('outbox WHERE recipient = $1', [email]), JOB_WAIT).toBe(2);
  return { email, token: (await link()) as string };
}

/** Moves a table's timestamps of the rows matching `where` back by `interval`. */
const backdate = (table: string, columns: string[], where: string, interval: string, params: unknown[]) =>
  query(
    `UPDATE ${table} SET ${columns.map((column) => `${column} = ${column} - interval '${interval}'`).join(', ')} WHERE ${where}`,
    params,
  );

describe('the daily retention job (decision 040)', () => {
  it('leaves no reset link or token older than its window, and leaves fresh rows alone', async () => {
    // Old: a reset link mailed 25 hours ago (expired), and its session signed in and expired since.
    const old = await accountWithResetLink();
    await backdate('outbox', ['created_at'], 'recipient = $1', '25 hours', [old.email]);
    await backdate(
      'password_resets',
      ['created_at', 'expires_at'],
      'user_id = (SELECT id FROM users WHERE email = $1)',
      '25 hours',
      [old.email],
    );
    await backdate(
      'sessions',
      ['created_at', 'expires_at'],
      'user_id = (SELECT id FROM users WHERE email = $1)',
      '31 days',
      [old.email],
    );
    // Used: a fresh link that has done its work.
    const used = await accountWithResetLink();
    const reset = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token: used.token, password: `${PASSWORD}x` },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    // Fresh: a link mailed now, not used.
    const fresh = await accountWithResetLink();

    // A message written 91 days ago goes whole; a real gateway's claims as old too.
    const ancient = `ancient-${randomBytes(4).toString('hex')}@example.ng`;
    await testApp.app.ctx.integrations.mail.send({ to: ancient, subject: 'Old', text: 'Token 1234' });
    await backdate('outbox', ['created_at'], 'recipient = $1', '91 days', [ancient]);
    await query(
      `INSERT INTO message_sends (idempotency_key, channel, claimed_at, sent_at)
       VALUES ('old-claim', 'sms', now() - interval '91 days', now() - interval '91 days'),
              ('new-claim', 'sms', now(), now())`,
    );

    // Contact messages: handled over two years ago, handled yesterday, never handled (three years old).
    const contact = async (handledAgo: string | null, createdAgo = '0 days') => {
      const [row] = await query<{ id: string }>(
        `INSERT INTO contact_messages (email, phone, message, created_at)
         VALUES ('writer@example.ng', '08030000000', 'Help', now() - $1::interval) RETURNING id`,
        [createdAgo],
      );
      if (handledAgo !== null)
        await query(
          `INSERT INTO message_handling (contact_message_id, handled_at) VALUES ($1, now() - $2::interval)`,
          [row?.id, handledAgo],
        );
      return row?.id;
    };
    const handledLongAgo = await contact('2 years 1 day', '2 years 2 days');
    const handledLately = await contact('1 day', '2 days');
    const open = await contact(null, '3 years');

    // Attempt counters, a sign-in device and energy audits, old and new.
    await query(
      `INSERT INTO rate_limit_counters (key, hits, window_ends_at, last_hit_at) VALUES
         ('retention-old', 3, now() - interval '2 days', now() - interval '2 days'),
         ('retention-new', 3, now() + interval '10 minutes', now())`,
    );
    const owner = await createSignedInUser(testApp.database.db);
    await query(
      `INSERT INTO sign_in_devices (user_id, token_hash, last_sign_in_at) VALUES
         ($1, 'old-device', now() - interval '366 days'), ($1, 'new-device', now())`,
      [owner.user.id],
    );
    const [oldAudit, newAudit] = await query<{ id: string }>(
      `INSERT INTO audit_responses (user_id, type, answers, gps, created_at) VALUES
         ($1, 'home', '{}', '', now() - interval '3 years 1 day'), ($1, 'home', '{}', '', now())
       RETURNING id`,
      [owner.user.id],
    );

    // Through the real queue, as the nightly schedule runs it; its last step is the audits'.
    await testApp.app.ctx.queue.send(RETENTION_JOB, {});
    await expect.poll(() => count('audit_responses WHERE id = $1', [oldAudit?.id]), JOB_WAIT).toBe(0);

    // No reset link older than its window anywhere, in a message or as a token.
    expect(
      await count(
        `outbox WHERE body LIKE '%reset-password?token=%' AND created_at < now() - interval '24 hours'`,
      ),
    ).toBe(0);
    // Its reset link's mail and its address's confirmation link (decision 061), both emptied.
    expect(
      await query('SELECT DISTINCT body, subject FROM outbox WHERE recipient = $1', [old.email]),
    ).toEqual([{ body: REMOVED_BODY, subject: '' }]);
    const resetsOf = (email: string) =>
      count('password_resets WHERE user_id = (SELECT id FROM users WHERE email = $1)', [email]);
    expect(await resetsOf(old.email)).toBe(0);
    expect(await resetsOf(used.email)).toBe(0);
    expect(await count('password_resets WHERE expires_at < now() OR used_at IS NOT NULL')).toBe(0);
    expect(await count('sessions WHERE expires_at < now() OR revoked_at IS NOT NULL')).toBe(0);
    expect(await count('outbox WHERE recipient = $1', [ancient])).toBe(0);
    expect(await count(`message_sends WHERE idempotency_key IN ('old-claim', 'new-claim')`)).toBe(1);
    expect(await count('contact_messages WHERE id = ANY($1)', [[handledLongAgo, handledLately, open]])).toBe(
      2,
    );
    expect(await count('contact_messages WHERE id = $1', [handledLongAgo])).toBe(0);
    expect(await count(`rate_limit_counters WHERE key LIKE 'retention-%'`)).toBe(1);
    expect(await count(`sign_in_devices WHERE user_id = $1`, [owner.user.id])).toBe(1);

    // Fresh rows are untouched: the fresh link still in its mail, still usable.
    expect(await resetsOf(fresh.email)).toBe(1);
    const [freshMail] = await query<{ body: string }>(
      `SELECT body FROM outbox WHERE recipient = $1 AND subject = '${RESET_SUBJECT}'`,
      [fresh.email],
    );
    expect(freshMail?.body).toContain(`token=${fresh.token}`);
    expect(await count('audit_responses WHERE id = $1', [newAudit?.id])).toBe(1);
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token: fresh.token, password: `${PASSWORD}y` },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });
});
