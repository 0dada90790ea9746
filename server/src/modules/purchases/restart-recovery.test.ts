import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { purchases } from '../../db/schema/index.ts';
import { finishSandboxPayment } from '../../integrations/payments/sandbox.repository.ts';
import { buildVendRequestId } from '../../integrations/vending/request-id.ts';
import { loadEnv } from '../../env.ts';
import { TEST_SANDBOX_WEBHOOK_SECRET, type TestApp } from '../../test/test-app.ts';
import {
  abandonClaim,
  findPurchase,
  pressCheckoutButton,
  purchaseBody,
  startPurchase,
  TEST_PUBLIC_URL,
  vendCallsFor,
} from './purchases.test-support.ts';
import * as repository from './purchases.repository.ts';

/**
 * The default deployment restarted after a crash: the app opens its own embedded database in DATA_DIR,
 * which no other process can have open (db/data-dir-lock.ts), so the purchases a crashed process held
 * are worked at once rather than when their leases run out. The same in both Vitest projects: this is
 * about the embedded database's data folder.
 */
let dataDir: string;
let running: TestApp | null = null;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'powerpay-restart-'));
});
afterAll(async () => {
  await running?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// A first start creates the embedded cluster (initdb) and migrates it.
vi.setConfig({ testTimeout: 180_000 });

/** The app as `npm start` runs it on the embedded database in `dataDir`. */
async function startOwnApp({ work }: { work: boolean }): Promise<TestApp> {
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    RATE_LIMIT_MAX: '10000',
    SANDBOX_WEBHOOK_SECRET: TEST_SANDBOX_WEBHOOK_SECRET,
  });
  const app = await buildApp({ env, jobs: { work, pollingIntervalSeconds: 0.5 } });
  await app.ready();
  // What the purchase test helpers read: the app's own database.
  const database = { db: app.ctx.db, engine: 'pglite' } as DatabaseHandle;
  return { app, database, close: () => app.close() };
}

describe('a restart on the embedded database', () => {
  it('works at once a paid purchase the crashed process was holding, and vends it once', async () => {
    running = await startOwnApp({ work: false });
    const body = purchaseBody();
    const { ref } = await startPurchase(running, { body });
    await pressCheckoutButton(running, { ref });
    expect((await findPurchase(running, ref)).status).toBe('paid');
    // Held by a worker of the process that crashed, for another hour.
    await abandonClaim(running, { ref, isExpired: false });
    await running.close();

    running = await startOwnApp({ work: true });

    await expect
      .poll(async () => (await findPurchase(running as TestApp, ref)).status, {
        timeout: 30_000,
        interval: 100,
      })
      .toBe('delivered');
    expect(await vendCallsFor(running, body.meter_no)).toBe(1);
  });

  it('resends at once a vend the crashed process claimed but may never have sent, with the same request id', async () => {
    await running?.close();
    running = await startOwnApp({ work: false });
    const body = purchaseBody();
    const { ref } = await startPurchase(running, { body });
    await pressCheckoutButton(running, { ref });
    const requestId = buildVendRequestId({ reference: ref });
    await repository.claimForVend(running.database.db, { ref, vendRequestId: requestId });
    // The claim stays young however slow this machine is: only knowing its claimer is gone resends it.
    await running.database.db
      .update(purchases)
      .set({ updatedAt: sql`now() + interval '1 hour'` })
      .where(eq(purchases.ref, ref));
    await abandonClaim(running, { ref, isExpired: false });
    // As the claim left it: its first requery not due for a long while.
    await running.database.db
      .update(purchases)
      .set({ dueAt: sql`now() + interval '1 hour'` })
      .where(eq(purchases.ref, ref));
    await running.close();

    running = await startOwnApp({ work: true });

    await expect
      .poll(async () => (await findPurchase(running as TestApp, ref)).status, {
        timeout: 30_000,
        interval: 100,
      })
      .toBe('delivered');
    expect(await vendCallsFor(running, body.meter_no)).toBe(1);
    expect(await findPurchase(running, ref)).toMatchObject({ vendRequestId: requestId, vendAttempts: 2 });
  });

  it('confirms at start a payment made while no server ran, without waiting for a webhook, and vends it once', async () => {
    await running?.close();
    running = await startOwnApp({ work: false });
    const body = purchaseBody();
    const { ref } = await startPurchase(running, { body });
    await running.close();
    // Paid at the provider while no server ran: neither the callback nor the webhook reached one.
    running = await startOwnApp({ work: false });
    expect(await finishSandboxPayment(running.database.db, ref, 'success', new Date())).not.toBeNull();
    await running.close();

    running = await startOwnApp({ work: true });

    await expect
      .poll(async () => (await findPurchase(running as TestApp, ref)).status, {
        timeout: 30_000,
        interval: 100,
      })
      .toBe('delivered');
    expect(await vendCallsFor(running, body.meter_no)).toBe(1);
  });
});
