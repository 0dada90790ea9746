/**
 * Starts the real server for a benchmark on a free port and resolves once readiness answers.
 * - `database: 'pglite'` (default): a fresh embedded database in a temporary folder, whatever
 *   DATABASE_URL the caller's shell has.
 * - `database: 'postgres'`: the given `databaseUrl`, or a fresh database created on the PostgreSQL
 *   server at BENCH_POSTGRES_URL (default the local test server) and dropped again by `stop()`.
 * `nodeEnv: 'production'` runs it as deployed (the sandbox adapters explicitly allowed).
 * The per-IP rate limit is lifted for the bench's own load; `env` adds or overrides variables.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createPostgresDatabase, dropPostgresDatabase } from './bench-postgres.mjs';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
// Generous: on a loaded machine a first start (initdb, migrations) takes minutes.
const READY_TIMEOUT_MS = Number(process.env.BENCH_READY_TIMEOUT_MS ?? 300_000);

export function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 2xx; throws if `child` exits first or the deadline passes. */
export async function waitUntilUp({ url, child, timeoutMs = READY_TIMEOUT_MS }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    const isUp = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (isUp) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    child.exitCode === null
      ? `${url} did not answer within ${timeoutMs / 1000} s`
      : `the server exited (${child.exitCode})`,
  );
}

export async function startBenchServer({
  webDistDir,
  database = 'pglite',
  databaseUrl,
  nodeEnv = 'development',
  env = {},
} = {}) {
  const port = await findFreePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'powerpay-bench-'));
  const origin = `http://127.0.0.1:${port}`;
  const ownDatabase =
    database === 'postgres' && !databaseUrl
      ? await createPostgresDatabase(`powerpay_bench_${randomBytes(4).toString('hex')}`)
      : undefined;
  const postgresUrl = databaseUrl ?? ownDatabase?.url;

  const { DATABASE_URL: _chosenHere, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(repoRoot, 'server'),
    env: {
      ...inherited,
      NODE_ENV: nodeEnv,
      ...(nodeEnv === 'production' ? { ALLOW_SANDBOX_IN_PRODUCTION: '1' } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      ...(postgresUrl ? { DATABASE_URL: postgresUrl, MIGRATE_ON_START: '1' } : {}),
      ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      RATE_LIMIT_MAX: '100000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const killChild = () => child.kill('SIGTERM');
  process.once('exit', killChild);

  const cleanUp = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (ownDatabase) await dropPostgresDatabase(ownDatabase.name);
  };
  try {
    await waitUntilUp({ url: `${origin}/api/v1/health/ready`, child });
  } catch (error) {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      killChild();
      await exited;
    }
    await cleanUp();
    throw error;
  }

  return {
    origin,
    pid: child.pid,
    databaseUrl: postgresUrl,
    async stop() {
      process.off('exit', killChild);
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await cleanUp();
    },
  };
}
