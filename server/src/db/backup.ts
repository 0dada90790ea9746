import { spawn } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { createPglite } from './pglite.ts';

/**
 * Backups of either database (decision 052). The embedded one is copied whole with PGlite's own
 * `dumpDataDir` (a gzipped tar of its cluster) while this process holds the data folder's lock, so no
 * server writes during the copy; a PostgreSQL server is dumped with `pg_dump --format=custom`, which
 * reads one consistent snapshot while the app keeps running.
 */
export type BackupTarget = { engine: 'pglite'; dataDir: string } | { engine: 'postgres'; url: string };

/** The cluster's folder inside DATA_DIR (the same one `openPgliteDataDir` opens). */
const clusterDir = (dataDir: string) => path.resolve(dataDir, 'pglite');
const hasCluster = (dataDir: string) => existsSync(path.join(clusterDir(dataDir), 'PG_VERSION'));

export class BackupError extends Error {}

/** Writes a backup of `target` to `file` (never over an existing file); answers how many purchases it holds. */
export async function backupDatabase(target: BackupTarget, file: string): Promise<{ purchases: number }> {
  if (existsSync(file)) throw new BackupError(`${file} already exists: name a new file.`);
  const partial = `${file}.partial`;
  try {
    const purchases =
      target.engine === 'pglite'
        ? await dumpEmbedded(target.dataDir, partial)
        : await dumpPostgres(target.url, partial);
    renameSync(partial, file);
    return { purchases };
  } finally {
    rmSync(partial, { force: true });
  }
}

/**
 * Restores `file` into an empty database: a DATA_DIR without a cluster, or a PostgreSQL database with no
 * tables (a fresh `createdb`). Refusing a database in use means a restore can never mix two histories.
 */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<{ purchases: number }> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const purchases =
    target.engine === 'pglite'
      ? await restoreEmbedded(file, target.dataDir)
      : await restorePostgres(file, target.url);
  return { purchases };
}

async function dumpEmbedded(dataDir: string, file: string): Promise<number> {
  if (!hasCluster(dataDir)) throw new BackupError(`There is no embedded database in ${dataDir}.`);
  const unlock = lockDataDir(dataDir);
  try {
    const pglite = await createPglite({ dataDir: clusterDir(dataDir) });
    try {
      const purchases = await countPurchases((text) => pglite.query(text));
      const archive = await pglite.dumpDataDir('gzip');
      writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
      return purchases;
    } finally {
      await pglite.close();
    }
  } finally {
    unlock();
  }
}

async function restoreEmbedded(file: string, dataDir: string): Promise<number> {
  if (hasCluster(dataDir)) {
    throw new BackupError(
      `${dataDir} already holds an embedded database: restore into a new DATA_DIR, or move that folder away first.`,
    );
  }
  const unlock = lockDataDir(dataDir);
  try {
    const pglite = await createPglite({
      dataDir: clusterDir(dataDir),
      loadDataDir: new Blob([readFileSync(file)]),
    });
    try {
      return await countPurchases((text) => pglite.query(text));
    } finally {
      await pglite.close();
    }
  } finally {
    unlock();
  }
}

async function dumpPostgres(url: string, file: string): Promise<number> {
  await runClientTool('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`], url);
  return withClient(url, (client) => countPurchases((text) => client.query(text)));
}

async function restorePostgres(file: string, url: string): Promise<number> {
  const tables = await withClient(url, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]?.n ?? 0;
  });
  if (tables > 0) {
    throw new BackupError(
      `The database already has ${tables} tables: restore into a fresh one (createdb), then point DATABASE_URL at it.`,
    );
  }
  // One transaction: a restore that fails half-way leaves the database empty, never half-written.
  await runClientTool('pg_restore', ['--no-owner', '--single-transaction', '--exit-on-error', file], url);
  return withClient(url, (client) => countPurchases((text) => client.query(text)));
}

async function countPurchases(query: (text: string) => Promise<{ rows: unknown[] }>): Promise<number> {
  const { rows } = await query('select count(*)::int as n from purchases');
  return (rows[0] as { n: number }).n;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'powerpay backup' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Runs pg_dump or pg_restore on `url`. The password travels in PGPASSWORD, not on the command line,
 * where any user of the machine could read it in the process list.
 */
function runClientTool(tool: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const withoutPassword = new URL(url);
  const password = decodeURIComponent(withoutPassword.password);
  withoutPassword.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${withoutPassword.toString()}`], {
      env,
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`${tool} is not installed (Debian: apt-get install postgresql-client).`)
          : error,
      ),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${tool} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}
