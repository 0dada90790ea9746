/**
 * Starts the real server for a benchmark: a free port, a fresh embedded database in a temporary
 * folder (whatever DATABASE_URL the caller's shell has), and optionally a built web app to serve.
 * Resolves once readiness answers; `stop()` shuts it down and deletes the data.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const READY_TIMEOUT_MS = 90_000;

function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function startBenchServer({ webDistDir } = {}) {
  const port = await findFreePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'powerpay-bench-'));
  const origin = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _embeddedOnly, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(repoRoot, 'server'),
    env: {
      ...inherited,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      RATE_LIMIT_MAX: '100000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const killChild = () => child.kill('SIGTERM');
  process.once('exit', killChild);

  const deadline = Date.now() + READY_TIMEOUT_MS;
  let isUp = false;
  while (!isUp && Date.now() < deadline && child.exitCode === null) {
    isUp = await fetch(`${origin}/api/v1/health/ready`).then((response) => response.ok).catch(() => false);
    if (!isUp) await new Promise((resolve) => setTimeout(resolve, 300));
  }
  if (!isUp) {
    killChild();
    throw new Error(`the server did not become ready within ${READY_TIMEOUT_MS / 1000} s`);
  }

  return {
    origin,
    async stop() {
      process.off('exit', killChild);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
