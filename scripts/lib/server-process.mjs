/**
 * The real PowerPay server as a child process for scripts (chaos, benchmarks): started on a free
 * port with the environment given, waited for until readiness answers, and stopped gently (SIGTERM)
 * or killed as a crash would (SIGKILL). `restart()` starts it again on the same port and data.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../../server', import.meta.url));
// Generous, as the bench's: on a loaded machine several instances starting at once (tsx compiling each,
// one at a time through the start lock, decision 044) take minutes. Only a start that never comes waits it out.
const READY_TIMEOUT_MS = 300_000;

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

async function waitUntilReady(origin, child) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    const isUp = await fetch(`${origin}/api/v1/health/ready`)
      .then((response) => response.ok)
      .catch(() => false);
    if (isUp) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `the server did not become ready within ${READY_TIMEOUT_MS / 1000} s (exit ${child.exitCode ?? child.signalCode})`,
  );
}

/** `env` is added to the caller's environment (DATABASE_URL is dropped unless given). */
export async function startServerProcess({ env = {}, port } = {}) {
  const chosenPort = port ?? (await findFreePort());
  const origin = `http://127.0.0.1:${chosenPort}`;
  const { DATABASE_URL: _onlyWhenGiven, ...inherited } = process.env;
  let child = null;

  const onExit = () => child?.kill('SIGKILL');
  process.once('exit', onExit);

  async function start() {
    child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'server.ts')], {
      cwd: serverDir,
      env: {
        ...inherited,
        NODE_ENV: 'development',
        PORT: String(chosenPort),
        HOST: '127.0.0.1',
        PUBLIC_URL: origin,
        LOG_LEVEL: process.env.SCRIPT_LOG_LEVEL ?? 'error',
        RATE_LIMIT_MAX: '100000000',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitUntilReady(origin, child);
  }

  async function stopWith(signal) {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }

  await start();
  return {
    origin,
    /** The running server's process id (a new one after `restart`). */
    get pid() {
      return child?.pid;
    },
    /** A crash: no shutdown hook runs, leases and in-flight work are abandoned. */
    kill: () => stopWith('SIGKILL'),
    restart: start,
    async stop() {
      process.off('exit', onExit);
      await stopWith('SIGTERM');
    },
  };
}
