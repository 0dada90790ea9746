import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { loadEnv } from '../env.ts';
import { createPglite } from '../db/pglite.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { databaseUrl, withAdminClient } from './databases.ts';

/** Tests sign sandbox webhooks with a known secret; a running server draws a random one (decision 014). */
export const TEST_SANDBOX_WEBHOOK_SECRET = 'test-only-sandbox-webhook-secret-0123456789';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export interface TestAppOptions extends Omit<BuildAppOptions, 'env' | 'database'> {
  env?: Record<string, string>;
}

/** A fresh, migrated database for one test file, on the engine of the running Vitest project. */
export interface TestDatabase {
  database: DatabaseHandle;
  /** Opens the same stored data again, as a restarted process would (close `database` first). */
  reopen(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file, on the engine of the running Vitest project.
 * `onDisk` keeps PGlite's data in a folder so that `reopen()` can simulate a restart.
 */
export async function createTestDatabase({ onDisk = false } = {}): Promise<TestDatabase> {
  const template = inject('postgresTemplate');
  if (template) {
    const name = `${template.replace('_tpl_', '_t_')}_${randomBytes(4).toString('hex')}`;
    await withAdminClient((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
    const open = () => openDatabase({ engine: 'postgres', connectionString: databaseUrl(name), poolSize: 5 });
    return {
      database: await open(),
      reopen: open,
      drop: async () => {
        await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      },
    };
  }

  const snapshot = new Blob([readFileSync(inject('pgliteSnapshotPath'))]);
  const dataDir = onDisk ? mkdtempSync(path.join(os.tmpdir(), 'powerpay-test-db-')) : undefined;
  const pglite = await createPglite({ dataDir, loadDataDir: snapshot });
  return {
    database: await openDatabase({ engine: 'pglite', pglite }),
    reopen: async () => openDatabase({ engine: 'pglite', pglite: await createPglite({ dataDir }) }),
    drop: async () => {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The environment every test app runs with (a high rate limit, the known webhook secret), plus `env`. */
export function loadTestEnv(env: Record<string, string> = {}) {
  return loadEnv({
    NODE_ENV: 'test',
    RATE_LIMIT_MAX: '10000',
    SANDBOX_WEBHOOK_SECRET: TEST_SANDBOX_WEBHOOK_SECRET,
    ...env,
  });
}

/** The real app on its own fresh database; call `close()` in afterAll. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  const env = loadTestEnv(options.env);
  const app = await buildApp({
    ...options,
    env,
    database,
    jobs: { pollingIntervalSeconds: 0.5, ...options.jobs },
  });
  await app.ready();

  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
