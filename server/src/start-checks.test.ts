import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';
import { unsafeSettings } from './start-checks.ts';

/** Decision 039: production refuses to start wrong, naming each setting. */
const tsxBin = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
const doctorEntry = fileURLToPath(new URL('./doctor-cli.ts', import.meta.url));
const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));

/** A production configuration the checks accept; each test breaks one thing. */
const SAFE = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://powerpay.ng',
  SMTP_URL: 'smtps://user:pass@mail.example.com',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example.com/send',
  SMS_HTTP_TOKEN: 'sms-token',
  PAYMENT_PROVIDER: 'paystack',
  PAYSTACK_SECRET_KEY: 'sk_live_0123456789',
  RECEIPT_KEY_SECRET: 'a-receipt-key-secret-long-enough',
  VENDING_PROVIDER: 'vtpass',
  VTPASS_BASE_URL: 'https://vtpass.com/api',
  VTPASS_API_KEY: 'a',
  VTPASS_PUBLIC_KEY: 'b',
  VTPASS_SECRET_KEY: 'c',
};

const refused = (env: Record<string, string | undefined>) =>
  unsafeSettings(loadEnv(env)).map((problem) => problem.name);

describe('production start checks', () => {
  it('accept a production configuration with real transports, and apply only in production', () => {
    expect(refused(SAFE)).toEqual([]);
    expect(refused({})).toEqual([]);
    expect(refused({ ...SAFE, NODE_ENV: 'development', PUBLIC_URL: undefined, SMTP_URL: undefined })).toEqual(
      [],
    );
  });

  it.each([
    ['PUBLIC_URL', { PUBLIC_URL: undefined }],
    ['PUBLIC_URL', { PUBLIC_URL: 'http://127.0.0.1:3000' }],
    ['SMTP_URL', { SMTP_URL: undefined }],
    ['SMS_PROVIDER', { SMS_PROVIDER: 'outbox' }],
    ['SMS_HTTP_URL', { SMS_HTTP_URL: undefined }],
    ['SMS_HTTP_TOKEN', { SMS_HTTP_TOKEN: undefined }],
    ['PAYSTACK_SECRET_KEY', { PAYSTACK_SECRET_KEY: 'sk_test_0123456789' }],
    ['VTPASS_BASE_URL', { VTPASS_BASE_URL: 'https://sandbox.vtpass.com/api' }],
  ])('refuses %s (%j)', (name, change) => {
    expect(refused({ ...SAFE, ...change })).toContain(name);
  });

  it('never lets live Paystack payments buy simulated tokens, not even on staging', () => {
    const staging = { ...SAFE, ALLOW_SANDBOX_IN_PRODUCTION: '1' };
    expect(refused({ ...staging, VENDING_PROVIDER: 'simulator' })).toEqual(['VENDING_PROVIDER']);
    expect(refused({ ...staging, VTPASS_BASE_URL: 'https://sandbox.vtpass.com/api' })).toEqual([
      'VENDING_PROVIDER',
    ]);
    // Staging may keep messages in the outbox and pay with test keys.
    expect(
      refused({ ...staging, SMTP_URL: undefined, SMS_PROVIDER: 'outbox', PAYSTACK_SECRET_KEY: 'sk_test_1' }),
    ).toEqual([]);
  });

  it('names every unsafe setting at once', () => {
    expect(refused({ ...SAFE, PUBLIC_URL: undefined, SMTP_URL: undefined, SMS_PROVIDER: 'outbox' })).toEqual([
      'PUBLIC_URL',
      'SMTP_URL',
      'SMS_PROVIDER',
    ]);
  });

  // Three processes of up to SPAWN_LIMIT_MS each, one after the other: the test waits for all three.
  const SPAWN_LIMIT_MS = 60_000;
  it(
    'stops the server start, and `npm run doctor` prints the same without starting it',
    { timeout: 3 * SPAWN_LIMIT_MS + 10_000 },
    () => {
      const unsafe = { ...SAFE, SMTP_URL: undefined, PUBLIC_URL: undefined };
      // Only the variables given: an unset one is left out, not passed as "undefined".
      const run = (entry: string, env: Record<string, string | undefined>) =>
        spawnSync(tsxBin, [entry], {
          env: Object.fromEntries(
            Object.entries({ PATH: process.env.PATH, ...env }).filter(([, value]) => value),
          ),
          encoding: 'utf8',
          timeout: SPAWN_LIMIT_MS,
        });
      const [server, doctor] = [run(serverEntry, unsafe), run(doctorEntry, unsafe)];

      for (const result of [server, doctor]) {
        expect(result.status).toBe(1);
        expect(result.stderr).toMatch(/^\s+PUBLIC_URL: not set or local/m);
        expect(result.stderr).toMatch(/^\s+SMTP_URL: not set/m);
      }
      expect(doctor.stderr).toBe(server.stderr);

      const safe = run(doctorEntry, SAFE);
      expect(safe.status).toBe(0);
      expect(safe.stdout).toContain('safe for production');
    },
  );
});
