import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test/test-app.ts';

const tsxBin = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function waitForExit(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** The real entry point as `npm start` runs it, on the engine of this Vitest project. */
describe('server process', () => {
  let dataDir: string;
  let storage: TestDatabase | undefined;
  let child: ChildProcess;
  let port: number;
  let output = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'powerpay-server-'));
    const databaseEnv: Record<string, string> = { DATA_DIR: dataDir };
    if (process.env.TEST_DB_ENGINE === 'postgres') {
      storage = await createTestDatabase();
      databaseEnv.DATABASE_URL = storage.database.connectionString ?? '';
      await storage.database.close();
    }

    port = await freePort();
    child = spawn(tsxBin, [serverEntry], {
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        WEB_DIST_DIR: dataDir,
        ...databaseEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  });

  afterAll(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await storage?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // No deadline of its own: a start on a busy machine (a new embedded cluster, the migrations) may take
  // long; the test's timeout bounds it, and a server that exits ends the wait at once.
  it('listens on PORT, answers readiness, and shuts down cleanly on SIGTERM', async () => {
    let readiness: number | undefined;
    while (readiness !== 200 && child.exitCode === null) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      readiness = (await fetch(`http://127.0.0.1:${port}/api/v1/health/ready`).catch(() => null))?.status;
    }
    expect(readiness, output).toBe(200);

    const notFound = await fetch(`http://127.0.0.1:${port}/api/v1/nope`);
    expect(notFound.status).toBe(404);
    expect(await notFound.json()).toEqual({ msg: 'Request not found' });

    const exit = waitForExit(child);
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(output).toContain('shutting down');
    expect(output).toContain(`PowerPay is running at http://localhost:${port}`);
  }, 180_000);
});
