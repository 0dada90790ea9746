import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

const tsxBin = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));

describe('environment', () => {
  it('has working defaults for a fresh machine', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PAYMENT_PROVIDER).toBe('sandbox');
    expect(env.VENDING_PROVIDER).toBe('simulator');
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('listens on loopback unless HOST is set (decision 038)', () => {
    expect(loadEnv({}).HOST).toBe('127.0.0.1');
    expect(loadEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('keeps the embedded database in ./data of the folder the command was typed in', () => {
    expect(loadEnv({ INIT_CWD: '/srv/powerpay' }).DATA_DIR).toBe('/srv/powerpay/data');
    expect(loadEnv({ INIT_CWD: '/srv/powerpay', DATA_DIR: 'state' }).DATA_DIR).toBe('/srv/powerpay/state');
    expect(loadEnv({ INIT_CWD: '/srv/powerpay', DATA_DIR: '/var/lib/powerpay' }).DATA_DIR).toBe(
      '/var/lib/powerpay',
    );
  });

  it('names every bad variable', () => {
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrowError(EnvError);
    try {
      loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('DATABASE_URL');
    }
  });

  it('refuses sandbox adapters in production unless allowed', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrowError(/PAYMENT_PROVIDER/);
    expect(loadEnv({ NODE_ENV: 'production', ALLOW_SANDBOX_IN_PRODUCTION: '1' }).NODE_ENV).toBe('production');
  });

  it('trusts no proxy unless TRUST_PROXY names a hop count or addresses (decision 013)', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
    ]);
    for (const bad of ['true', 'loopback', '10.0.0.1/33', '10.0.0.300']) {
      expect(() => loadEnv({ TRUST_PROXY: bad }), bad).toThrowError(/TRUST_PROXY: must be a hop count/);
    }
  });

  it('refuses sandbox payments with real VTpass vending, in every environment (decision 014)', () => {
    const vtpass = {
      VENDING_PROVIDER: 'vtpass',
      VTPASS_API_KEY: 'a',
      VTPASS_PUBLIC_KEY: 'b',
      VTPASS_SECRET_KEY: 'c',
    };
    for (const NODE_ENV of ['development', 'test', 'production']) {
      expect(() => loadEnv({ NODE_ENV, ALLOW_SANDBOX_IN_PRODUCTION: '1', ...vtpass })).toThrowError(
        /VENDING_PROVIDER: vtpass sells real tokens and is refused with PAYMENT_PROVIDER=sandbox/,
      );
    }
    expect(
      loadEnv({ ...vtpass, PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk' }).VENDING_PROVIDER,
    ).toBe('vtpass');
  });

  it('leaves an unset secret unset for the installation to supply (decision 038)', () => {
    expect(loadEnv({}).SANDBOX_WEBHOOK_SECRET).toBeUndefined();
    expect(loadEnv({}).RECEIPT_KEY_SECRET).toBeUndefined();
    const chosen = 'a-secret-of-at-least-thirty-two-chars';
    expect(loadEnv({ SANDBOX_WEBHOOK_SECRET: chosen }).SANDBOX_WEBHOOK_SECRET).toBe(chosen);
    expect(() => loadEnv({ SANDBOX_WEBHOOK_SECRET: 'short' })).toThrowError(/SANDBOX_WEBHOOK_SECRET/);
  });

  // A process of its own, started cold: on a loaded machine that takes seconds, so the limit is generous.
  it('stops the server start with a message naming the bad variable', { timeout: 70_000 }, () => {
    const result = spawnSync(tsxBin, [serverEntry], {
      env: { PATH: process.env.PATH, PORT: 'not-a-port', SMTP_URL: 'http://mail.example.com' },
      encoding: 'utf8',
      timeout: 60_000,
    });

    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid environment');
    expect(result.stderr).toMatch(/^\s+PORT: /m);
    expect(result.stderr).toMatch(/^\s+SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/m);
    expect(result.stderr).not.toMatch(/at .*\.ts:\d+/);
  });
});
