/**
 * Starts the real server for the Playwright suite: a fresh embedded database in a temporary
 * folder (wiped on every start), the already-built web/dist, and NODE_ENV=test so the
 * development helpers (the outbox API) are available.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const webDistDir = process.env.WEB_DIST_DIR ?? path.join(repoRoot, 'web', 'dist');
const dataDir =
  process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `powerpay-e2e-data-${process.env.PORT ?? '3100'}`);

if (!existsSync(path.join(webDistDir, 'index.html'))) {
  console.error(`e2e: ${webDistDir}/index.html is missing. Build the web app first: npm run build`);
  process.exit(1);
}

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

/** Also in e2e/tests/support/api.ts. */
const E2E_SANDBOX_WEBHOOK_SECRET = 'e2e-sandbox-webhook-secret-not-for-production';

const env = {
  ...process.env,
  NODE_ENV: 'test',
  PORT: process.env.PORT ?? '3100',
  HOST: '127.0.0.1',
  // The sandbox checkout and payment callback URLs are built on it: the same origin as the browser's baseURL.
  PUBLIC_URL: `http://127.0.0.1:${process.env.PORT ?? '3100'}`,
  DATA_DIR: dataDir,
  WEB_DIST_DIR: webDistDir,
  // Every journey registers its own users from one address; the production limit would throttle the suite.
  RATE_LIMIT_MAX: '100000',
  LOOKUP_RATE_LIMIT_PER_IP: '100000',
  AUTH_RATE_LIMIT_PER_IP: '100000',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  // Known to the suite, so a journey can deliver a signed provider webhook itself (ops.spec.ts).
  SANDBOX_WEBHOOK_SECRET: E2E_SANDBOX_WEBHOOK_SECRET,
};
// Always the embedded database, even when the CI shell exports a PostgreSQL URL.
delete env.DATABASE_URL;

const server = spawn(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['src/server.ts'], {
  cwd: path.join(repoRoot, 'server'),
  env,
  stdio: 'inherit',
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}

server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
