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

  it('keeps the embedded database in ./data of the folder the command was typed in', () => {
    expect(loadEnv({ INIT_CWD: '/srv/powerpay' }).DATA_DIR).toBe('/srv/powerpay/data');
    expect(loadEnv({ INIT_CWD: '/srv/powerpay', DATA_DIR: 'state' }).DATA_DIR).toBe('/srv/powerpay/state');
    expect(loadEnv({ INIT_CWD: '/srv/powerpay', DATA_DIR: '/var/lib/powerpay' }).DATA_DIR).toBe('/var/lib/powerpay');
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

  it('stops the server start with a message naming the bad variable', () => {
    const result = spawnSync(tsxBin, [serverEntry], {
      env: { PATH: process.env.PATH, PORT: 'not-a-port', SMTP_URL: 'http://mail.example.com' },
      encoding: 'utf8',
      timeout: 20_000,
    });

    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid environment');
    expect(result.stderr).toMatch(/^\s+PORT: /m);
    expect(result.stderr).toMatch(/^\s+SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/m);
    expect(result.stderr).not.toMatch(/at .*\.ts:\d+/);
  });
});
