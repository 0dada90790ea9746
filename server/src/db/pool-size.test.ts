import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadEnv } from '../env.ts';
import {
  findPurchase,
  followCallback,
  pressCheckoutButton,
  purchaseBody,
  startPurchase,
  TEST_PUBLIC_URL,
  vendCallsFor,
} from '../modules/purchases/purchases.test-support.ts';
import { withAdminClient } from '../test/databases.ts';
import { createTestDatabase, loadTestEnv, type TestApp, type TestDatabase } from '../test/test-app.ts';
import { defaultPoolSize, openDatabase, POOL_APPLICATION_NAME, type DatabaseHandle } from './client.ts';

describe('the PostgreSQL pool size', () => {
  it('is twice the host\u2019s cores, at least 4 and at most 10, when DATABASE_POOL_SIZE is unset', () => {
    expect(defaultPoolSize(1)).toBe(4);
    expect(defaultPoolSize(2)).toBe(4);
    expect(defaultPoolSize(4)).toBe(8);
    expect(defaultPoolSize(64)).toBe(10);
    expect(loadEnv({}).DATABASE_POOL_SIZE).toBeUndefined();
  });

  it('reads DATABASE_POOL_SIZE as a whole number from 1 to 100 and names it when it is not', () => {
    expect(loadEnv({ DATABASE_POOL_SIZE: '3' }).DATABASE_POOL_SIZE).toBe(3);
    for (const wrong of ['0', '101', '2.5', 'four', '-1']) {
      expect(() => loadEnv({ DATABASE_POOL_SIZE: wrong }), wrong).toThrowError(/DATABASE_POOL_SIZE/);
    }
  });
});

/** An advisory lock key of this test's own database. */
const GATE_KEY = 7_204_611;

// The embedded database is one connection whatever the setting, so every PGlite test already runs on one.
describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('a pool of a given size (PostgreSQL)', () => {
  vi.setConfig({ testTimeout: 60_000 });
  let storage: TestDatabase;
  let connectionString: string;
  /** The test's own reads, on connections named apart from the app's pool. */
  let reader: DatabaseHandle;

  beforeAll(async () => {
    storage = await createTestDatabase();
    connectionString = storage.database.connectionString ?? '';
    await storage.database.close();
    const url = new URL(connectionString);
    url.searchParams.set('application_name', 'pool-size test reader');
    reader = await openDatabase({ engine: 'postgres', connectionString: url.toString(), poolSize: 2 });
  });
  afterAll(async () => {
    await reader.close();
    await storage.drop();
  });

  /** Connections the app's pools hold now on this test's database (only those waiting for a lock, if asked). */
  const poolConnections = ({ isWaitingForLock = false } = {}) =>
    withAdminClient(async (client) => {
      const { rows } = await client.query<{ count: number }>(
        `select count(*)::int as count from pg_stat_activity
          where datname = $1 and application_name = $2 and ($3::boolean is false or wait_event_type = 'Lock')`,
        [new URL(connectionString).pathname.slice(1), POOL_APPLICATION_NAME, isWaitingForLock],
      );
      return rows[0]?.count ?? 0;
    });

  it('never opens more connections than its size, however many queries wait', async () => {
    const handle = await openDatabase({ engine: 'postgres', connectionString, poolSize: 2 });
    // Every query waits behind a lock this connection holds, so all eight want a connection at once.
    const gate = new pg.Client({ connectionString });
    await gate.connect();
    try {
      await gate.query('select pg_advisory_lock($1)', [GATE_KEY]);
      const answered = Promise.all(
        Array.from({ length: 8 }, () =>
          handle.executor.executeSql(
            'select pg_backend_pid() as pid, pg_advisory_xact_lock_shared($1)::text',
            [GATE_KEY],
          ),
        ),
      );
      await expect
        .poll(() => poolConnections({ isWaitingForLock: true }), { timeout: 30_000, interval: 50 })
        .toBe(2);
      await gate.query('select pg_advisory_unlock($1)', [GATE_KEY]);

      const backends = new Set((await answered).map(({ rows }) => (rows[0] as { pid: number }).pid));
      expect(backends.size).toBeGreaterThan(0);
      expect(backends.size).toBeLessThanOrEqual(2);
    } finally {
      await gate.end();
      await handle.close();
    }
  });

  // A transaction that waited for a query outside itself, or a step that held a connection while it
  // called a provider, would wait forever for a second connection here.
  it('delivers a burst of purchases with one connection and sixteen purchases worked at once', async () => {
    const app = await buildApp({
      env: loadTestEnv({
        PUBLIC_URL: TEST_PUBLIC_URL,
        DATABASE_URL: connectionString,
        DATABASE_POOL_SIZE: '1',
        PURCHASE_WORKER_CONCURRENCY: '16',
      }),
      jobs: { work: true, pollingIntervalSeconds: 0.5 },
    });
    await app.ready();
    const testApp: TestApp = { app, database: reader, close: () => app.close() };
    let mostConnections = 0;
    const statuses = async (refs: string[]) => {
      mostConnections = Math.max(mostConnections, await poolConnections());
      return Promise.all(refs.map(async (ref) => (await findPurchase(testApp, ref)).status));
    };
    try {
      const bodies = Array.from({ length: 12 }, () => purchaseBody());
      const refs = await Promise.all(
        bodies.map(async (body) => {
          const { ref } = await startPurchase(testApp, { body });
          await followCallback(testApp, await pressCheckoutButton(testApp, { ref }));
          return ref;
        }),
      );

      await expect
        .poll(() => statuses(refs), { timeout: 45_000, interval: 200 })
        .toEqual(refs.map(() => 'delivered'));
      expect(await Promise.all(bodies.map((body) => vendCallsFor(testApp, body.meter_no)))).toEqual(
        bodies.map(() => 1),
      );
      expect(mostConnections).toBe(1);
    } finally {
      await app.close();
    }
  });
});
