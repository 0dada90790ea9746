import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { purchases, workerInstances } from '../../db/schema/index.ts';
import { finishSandboxPayment } from '../../integrations/payments/sandbox.repository.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  createPurchaseTestApp,
  findPurchase,
  paidSignedInPurchase,
  purchaseBody,
  startPurchase,
  startWorker,
  vendCallsFor,
} from './purchases.test-support.ts';

/**
 * Two instances on one database, one of which ends for good (decision 044): the live one frees what the
 * ended one held and asks the payment provider about the checkouts it may have left, within seconds and
 * with nothing restarted. Every lease and beat below is an hour away from running out: only the end of
 * the instance (its presence, or a beat an hour old) can free anything within the test.
 */

vi.setConfig({ testTimeout: 180_000 });
const SETTLED = { timeout: 60_000, interval: 200 };
const serverDir = fileURLToPath(new URL('../../..', import.meta.url));

let testApp: TestApp;
let survivor: FastifyInstance | null = null;
const instanceRows = (db: TestApp['database']['db']) => db.select().from(workerInstances);

/** Held by `owner` for another hour and due: what an instance leaves when it dies mid-step. */
async function holdFor(ref: string, owner: string) {
  await testApp.database.db
    .update(purchases)
    .set({ leaseOwner: owner, leaseUntil: sql`now() + interval '1 hour'`, dueAt: sql`now()` })
    .where(eq(purchases.ref, ref));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The real server (`npm start`) on the test database, as a second instance. */
async function startServerProcess(dataDir: string): Promise<ChildProcess> {
  // Node itself with tsx's loader, not tsx's launcher: SIGKILL must reach the server, not a parent of it.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'server.ts')], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      WEB_DIST_DIR: dataDir,
      DATABASE_URL: testApp.database.connectionString ?? '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')(
  'an instance that ends for good (PostgreSQL)',
  () => {
    let dataDir: string;
    let other: ChildProcess | null = null;

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'powerpay-takeover-'));
      testApp = await createPurchaseTestApp();
    });
    afterEach(async () => {
      if (other && other.exitCode === null) other.kill('SIGKILL');
      await survivor?.close();
      survivor = null;
    });
    afterAll(async () => {
      await testApp?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('is taken over by the live one: its held purchase and a payment it left settle, each vended once', async () => {
      // Paid before any worker runs, and held (for another hour) by a name no instance has yet.
      const held = await paidSignedInPurchase(testApp, '5');
      await holdFor(held.ref, 'worker-not-started');
      const live = await startWorker(testApp);
      survivor = live;
      other = await startServerProcess(dataDir);
      let ended: { id: string; presence: string | null } | undefined;
      await expect
        .poll(async () => {
          const rows = await instanceRows(testApp.database.db);
          ended = rows.find((row) => row.id !== live.purchaseWorker.instanceId && row.presence !== null);
          return ended !== undefined;
        }, SETTLED)
        .toBe(true);

      // The purchase is the other instance's now, and it leaves a checkout the provider took the money for,
      // whose confirmation dies with it.
      await holdFor(held.ref, ended?.presence ?? '');
      const body = purchaseBody();
      const { ref } = await startPurchase(testApp, { body });
      expect(await finishSandboxPayment(testApp.database.db, ref, 'success', new Date())).not.toBeNull();

      other.kill('SIGKILL');

      await expect
        .poll(async () => (await findPurchase(testApp, held.ref)).status, SETTLED)
        .toBe('delivered');
      await expect.poll(async () => (await findPurchase(testApp, ref)).status, SETTLED).toBe('delivered');
      expect(await vendCallsFor(testApp, held.body.meter_no)).toBe(1);
      expect(await vendCallsFor(testApp, body.meter_no)).toBe(1);
      const ids = (await instanceRows(testApp.database.db)).map((row) => row.id);
      expect(ids).not.toContain(ended?.id);
      expect(ids).toContain(live.purchaseWorker.instanceId);
    });

    it('takes over an instance that stopped beating, and leaves one that beats alone', async () => {
      await testApp.database.db.insert(workerInstances).values([
        { id: 'worker-silent', presence: null, beatAt: sql`now() - interval '1 hour'` },
        // A beat an hour ahead stays fresh for the whole test, whatever the machine's speed.
        { id: 'worker-beating', presence: null, beatAt: sql`now() + interval '1 hour'` },
      ]);
      const silent = await paidSignedInPurchase(testApp, '5');
      const beating = await paidSignedInPurchase(testApp, '5');
      await holdFor(silent.ref, 'worker-silent');
      await holdFor(beating.ref, 'worker-beating');
      survivor = await startWorker(testApp);

      await expect
        .poll(async () => (await findPurchase(testApp, silent.ref)).status, SETTLED)
        .toBe('delivered');
      const ids = (await instanceRows(testApp.database.db)).map((row) => row.id);
      expect(ids).not.toContain('worker-silent');
      expect(ids).toContain('worker-beating');
      const stillHeld = await findPurchase(testApp, beating.ref);
      expect({ status: stillHeld.status, owner: stillHeld.leaseOwner }).toEqual({
        status: 'paid',
        owner: 'worker-beating',
      });
    });
  },
);
