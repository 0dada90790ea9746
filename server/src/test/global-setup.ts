import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { createPglite } from '../db/pglite.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { databaseUrl, isPostgresReachable, withAdminClient } from './databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotPath: string;
    postgresTemplate: string;
  }
}

/** pg-boss installs its own schema on first start; doing it once here keeps every test file fast. */
async function installQueueSchema(handle: DatabaseHandle) {
  // No scheduler or supervisor: their timers outlive stop() and keep Vitest's main process alive.
  const background = { supervise: false, schedule: false };
  const boss =
    handle.engine === 'postgres'
      ? new PgBoss({ connectionString: handle.connectionString, max: 1, ...background })
      : new PgBoss({ db: handle.executor as PgBoss.Db, ...background });
  await boss.start();
  await boss.stop({ graceful: false, wait: true, close: true });
}

/**
 * Migrates one database per run and hands test files a copy: a PGlite data-dir snapshot
 * (a fresh PGlite costs seconds) or a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  // The project's `env` reaches its test workers, not this process: read it from the project config.
  if (project.config.env?.TEST_DB_ENGINE === 'postgres') return setupPostgres(project);
  return setupPglite(project);
}

async function setupPglite(project: TestProject) {
  const pglite = await createPglite();
  const handle = await openDatabase({ engine: 'pglite', pglite });
  await runMigrations(handle);
  await installQueueSchema(handle);
  const snapshot = await pglite.dumpDataDir('none');
  await pglite.close();

  const directory = mkdtempSync(path.join(os.tmpdir(), 'powerpay-pglite-'));
  const snapshotPath = path.join(directory, 'snapshot.tar');
  writeFileSync(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshotPath', snapshotPath);
  project.provide('postgresTemplate', '');

  return () => rmSync(directory, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  if (!(await isPostgresReachable())) {
    throw new Error(
      'PostgreSQL is not reachable at TEST_DATABASE_URL. Start it, or run only --project server-pglite.',
    );
  }

  const template = `powerpay_tpl_${randomBytes(4).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${template}`));
  const handle = await openDatabase({
    engine: 'postgres',
    connectionString: databaseUrl(template),
    poolSize: 1,
  });
  await runMigrations(handle);
  await installQueueSchema(handle);
  await handle.close();
  project.provide('pgliteSnapshotPath', '');
  project.provide('postgresTemplate', template);

  return async () => {
    await withAdminClient(async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1`,
        [`${template.replace('_tpl_', '_t_')}%`],
      );
      for (const row of rows) await client.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    });
  };
}
