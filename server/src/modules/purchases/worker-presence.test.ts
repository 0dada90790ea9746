import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { purchases } from '../../db/schema/index.ts';
import { buildVendRequestId } from '../../integrations/vending/request-id.ts';
import type { TestApp } from '../../test/test-app.ts';
import * as repository from './purchases.repository.ts';
import {
  createPurchaseTestApp,
  findPurchase,
  paidSignedInPurchase,
  startWorker,
  vendCallsFor,
} from './purchases.test-support.ts';
import { requeryPurchase } from './vending.service.ts';
import { releaseLeasesOfVanishedProcesses } from './work/work.repository.ts';

/**
 * A worker on PostgreSQL names its leases by its presence on the database (a connection of its own):
 * once that process ends, however it ends, other processes (and the same one restarted) work its
 * purchases at once instead of waiting for the lease to run out (decision 011).
 */

vi.setConfig({ testTimeout: 60_000 });
// Waiting for a state, never for a length of time. Every lease below runs for an hour: only the
// presence can free it within the test.
const POLL = { timeout: 40_000, interval: 100 };

let testApp: TestApp;
const workers: FastifyInstance[] = [];
beforeAll(async () => {
  testApp = await createPurchaseTestApp();
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.close()));
});
afterAll(() => testApp.close());

const statusOf = async (ref: string) => (await findPurchase(testApp, ref)).status;

/** Paid, and not vended yet: no worker runs until a test starts one. */
async function paidPurchase() {
  const { ref, body } = await paidSignedInPurchase(testApp, '5');
  return { ref, meterNo: body.meter_no };
}

/** A purchase held for an hour by `owner`, due: what a worker leaves behind when it dies mid-step. */
async function holdFor(ref: string, owner: string) {
  await testApp.database.db
    .update(purchases)
    .set({
      leaseOwner: owner,
      leaseUntil: sql`now() + interval '1 hour'`,
      dueAt: sql`now() - interval '1 second'`,
    })
    .where(eq(purchases.ref, ref));
}

async function workerWithPresence(): Promise<FastifyInstance> {
  const worker = await startWorker(testApp);
  workers.push(worker);
  await expect.poll(() => worker.purchaseWorker.owner, POLL).toMatch(/^pg-backend-\d+-\d+$/);
  return worker;
}

/** An owner naming a backend that is not there: a live backend's pid, with another start time (a reused pid). */
async function vanishedOwner(): Promise<string> {
  const { rows } = await testApp.database.executor.executeSql('select pg_backend_pid() as pid');
  return `pg-backend-${(rows[0] as { pid: number }).pid}-1`;
}

// PGlite is one process's alone (its data folder is locked): its leases are released when it starts (decision 002).
describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('worker presence (PostgreSQL)', () => {
  it('leaves a live process\u2019s purchases alone, and works them as soon as that process ends', async () => {
    // Paid and held before any worker runs: a worker polling meanwhile could vend it before it is held.
    const { ref, meterNo } = await paidPurchase();
    await holdFor(ref, 'worker-not-started');
    const first = await workerWithPresence();
    await holdFor(ref, first.purchaseWorker.owner);
    const other = await workerWithPresence();

    expect(await releaseLeasesOfVanishedProcesses(testApp.database.db)).not.toContain(ref);
    expect(await statusOf(ref)).toBe('paid');

    await first.close();
    workers.splice(workers.indexOf(first), 1);

    await expect.poll(() => statusOf(ref), POLL).toBe('delivered');
    expect(await vendCallsFor(testApp, meterNo)).toBe(1);
    expect(other.purchaseWorker.owner).toMatch(/^pg-backend-/);
  });

  it('frees a lease whose pid now belongs to another backend, and never one not named by a presence', async () => {
    const reused = await paidPurchase();
    const unnamed = await paidPurchase();
    await holdFor(reused.ref, await vanishedOwner());
    await holdFor(unnamed.ref, 'worker-without-presence');

    expect(await releaseLeasesOfVanishedProcesses(testApp.database.db)).toContain(reused.ref);
    expect(await releaseLeasesOfVanishedProcesses(testApp.database.db)).not.toContain(unnamed.ref);
    expect(await findPurchase(testApp, unnamed.ref)).toMatchObject({
      leaseOwner: 'worker-without-presence',
      status: 'paid',
    });
  });

  it('resends at once a vend its ended claimer never sent, with the same request id', async () => {
    const { ref, meterNo } = await paidPurchase();
    const requestId = buildVendRequestId({ reference: ref });
    await repository.claimForVend(testApp.database.db, { ref, vendRequestId: requestId });
    // The claim stays young however slow this machine is: only knowing its claimer is gone resends it.
    await testApp.database.db
      .update(purchases)
      .set({ updatedAt: sql`now() + interval '1 hour'` })
      .where(eq(purchases.ref, ref));
    await holdFor(ref, await vanishedOwner());
    // As the claim left it: its first requery not due for a long while.
    await testApp.database.db
      .update(purchases)
      .set({ dueAt: sql`now() + interval '1 hour'` })
      .where(eq(purchases.ref, ref));

    await workerWithPresence();

    await expect.poll(() => statusOf(ref), POLL).toBe('delivered');
    expect(await vendCallsFor(testApp, meterNo)).toBe(1);
    expect(await findPurchase(testApp, ref)).toMatchObject({ vendRequestId: requestId, vendAttempts: 2 });
  });

  it('a requery of a young claim resends only when the claimer is known gone', async () => {
    const kept = await paidPurchase();
    const gone = await paidPurchase();
    for (const { ref } of [kept, gone]) {
      await repository.claimForVend(testApp.database.db, {
        ref,
        vendRequestId: buildVendRequestId({ reference: ref }),
      });
    }

    await requeryPurchase(testApp.app.ctx, kept.ref);
    await requeryPurchase(testApp.app.ctx, gone.ref, { isClaimerGone: true });

    expect(await vendCallsFor(testApp, kept.meterNo)).toBe(0);
    expect(await statusOf(kept.ref)).toBe('vending');
    expect(await vendCallsFor(testApp, gone.meterNo)).toBe(1);
    expect(await statusOf(gone.ref)).toBe('delivered');
  });

  it('takes its presence again after losing it, under a new name', async () => {
    const worker = await workerWithPresence();
    const before = worker.purchaseWorker.owner;
    const pid = before.split('-')[2];

    await testApp.database.executor.executeSql(`select pg_terminate_backend(${Number(pid)})`);

    const isNewPresence = () =>
      worker.purchaseWorker.owner !== before && /^pg-backend-\d+-\d+$/.test(worker.purchaseWorker.owner);
    await expect.poll(isNewPresence, POLL).toBe(true);
  });
});
