import { hashPassword } from '../modules/accounts/passwords.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createLogCapture, type LogCapture } from '../test/log-capture.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { registration } from '../modules/accounts/accounts.test-support.ts';
import { scrubText } from './log-redaction.ts';

/** Decision 015: no log line carries a hash, a password, a token, a receipt key or personal data. */
let testApp: TestApp;
let logs: LogCapture;

beforeAll(async () => {
  logs = createLogCapture();
  testApp = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: logs.stream });
});
afterAll(() => testApp.close());

describe('log redaction', () => {
  it('a failed query logs its SQL and cause, never its parameters', async () => {
    const passwordHash = await hashPassword('Sunlight!2024');
    const failed = await testApp.database.db
      .insert(users)
      .values({
        email: 'ada.secret@example.ng',
        firstName: 'Ada\u0000',
        lastName: 'Okafor',
        phone: '08031234567',
        passwordHash,
      })
      .then(() => null)
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(String((failed as Error).message)).toContain('ada.secret@example.ng');

    testApp.app.log.error({ err: failed }, 'query failed');

    const line = logs.lines.find((entry) => entry.msg === 'query failed');
    expect(JSON.stringify(line)).toContain('insert into');
    const text = logs.text();
    for (const secret of [passwordHash, '$argon2', 'ada.secret@example.ng', '08031234567', 'Okafor']) {
      expect(text).not.toContain(secret);
    }
  });

  it('fields that name personal data or secrets are censored wherever they sit', () => {
    testApp.app.log.warn(
      {
        user: { email: 'bola@example.ng', phone: '08099999999', passwordHash: 'h4sh' },
        purchase: { token: '1234-5678', key: 'rk_abc' },
      },
      'context line',
    );
    const text = logs.text();
    for (const secret of ['bola@example.ng', '08099999999', 'h4sh', '1234-5678', 'rk_abc'])
      expect(text).not.toContain(secret);
  });

  it('a request that fails with a database error logs nothing the customer typed', async () => {
    const payload = registration({ email: 'chidi.private@example.ng', first_name: 'Chidi\u0000' });
    const response = await testApp.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload });
    expect(response.statusCode).toBe(422);
    const text = logs.text();
    for (const secret of ['chidi.private@example.ng', payload.password]) expect(text).not.toContain(secret);
  });

  it('scrubs hashes, e-mails and long digit runs out of any error text', () => {
    expect(scrubText('Failed query: select 1\nparams: a,b\nc')).toBe(
      'Failed query: select 1\nparams: [redacted]',
    );
    expect(
      scrubText('bad $argon2id$v=19$m=65536,t=3,p=4$abc$def for x@y.ng token 12345678901234567890'),
    ).toBe('bad [hash] for [email] token [number]');
    expect(scrubText('purchase PP-20261125-ABCD failed')).toBe('purchase PP-20261125-ABCD failed');
  });
});
