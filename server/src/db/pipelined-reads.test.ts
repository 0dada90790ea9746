import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Transaction } from '@powerpay/shared';
import { beneficiaries, purchases } from './schema/index.ts';
import { withAdminClient } from '../test/databases.ts';
import { createSignedInUser } from '../test/factories.ts';
import { buildApp } from '../app.ts';
import { createTestDatabase, loadTestEnv, type TestApp, type TestDatabase } from '../test/test-app.ts';
import { PIPELINED_READS_APPLICATION_NAME, pipelinedReads, type PipelinedReads } from './pipelined-reads.ts';

type ListBody<Item> = { data: Item[]; meta: { total: number } };

// The embedded database has no connections to share; there every read takes the one it has.
describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')(
  'first pages read on the pipelined connection (PostgreSQL)',
  () => {
    vi.setConfig({ testTimeout: 60_000 });
    let storage: TestDatabase;
    let testApp: Pick<TestApp, 'app' | 'database'>;
    let isClosed = false;
    const customers: { headers: Record<string, string>; refs: string[] }[] = [];

    beforeAll(async () => {
      storage = await createTestDatabase();
      const app = await buildApp({
        env: loadTestEnv(),
        database: storage.database,
        jobs: { pollingIntervalSeconds: 0.5 },
      });
      await app.ready();
      testApp = { app, database: storage.database };
      for (let index = 0; index < 6; index += 1) {
        const { user, headers } = await createSignedInUser(testApp.database.db);
        // Each customer has a different number of purchases, so an answer meant for another shows.
        const refs = Array.from({ length: index + 2 }, (_, number) => `PP-PIPE-${index}-${number}`);
        await testApp.database.db.insert(purchases).values(
          refs.map((ref, number) => ({
            ref,
            userId: user.id,
            provider: 'ikeja-electric',
            meterType: 'prepaid',
            meterNo: '45012345675',
            meterName: 'Ada Okafor',
            phone: '08031234567',
            amountKobo: 100_000 * (index + 1),
            feeKobo: 10_000,
            totalKobo: 100_000 * (index + 1) + 10_000,
            paymentProvider: 'sandbox',
            createdAt: new Date(Date.UTC(2026, 0, 1) + number * 60_000),
          })),
        );
        await testApp.database.db.insert(beneficiaries).values({
          userId: user.id,
          name: `Home ${index}`,
          meterNo: `4501234567${index}`,
          meterType: 'prepaid',
          provider: 'ikeja-electric',
          phone: '08031234567',
        });
        customers.push({ headers, refs: refs.toReversed() });
      }
    });
    afterAll(async () => {
      if (!isClosed) {
        await testApp.app.close();
        await storage.database.close();
      }
      await storage.drop();
    });

    const databaseName = () => new URL(testApp.database.connectionString ?? '').pathname.slice(1);
    /** The backends of the pipelined connection on this test's database. */
    const pipelinedBackends = (name = databaseName()) =>
      withAdminClient(async (client) => {
        const { rows } = await client.query<{ pid: number }>(
          'select pid from pg_stat_activity where datname = $1 and application_name = $2',
          [name, PIPELINED_READS_APPLICATION_NAME],
        );
        return rows.map((row) => row.pid);
      });

    const history = (headers: Record<string, string>, query = 'page=1&limit=10') =>
      testApp.app.inject({ method: 'GET', url: `/api/v1/purchase?${query}`, headers });

    /** Every customer's first page, several times over, all in flight at once: each answer is its own. */
    async function expectEveryoneTheirOwnPage() {
      const asked = customers.flatMap((customer) => [customer, customer, customer]);
      const answers = await Promise.all(asked.map((customer) => history(customer.headers)));
      answers.forEach((answer, index) => {
        expect(answer.statusCode, answer.body).toBe(200);
        const body = answer.json<ListBody<Transaction>>();
        expect(body.data.map((item) => item.ref)).toEqual(asked[index]?.refs);
        expect(body.meta.total).toBe(asked[index]?.refs.length);
      });
    }

    it('never opens it for a filtered list: a search, whose cost grows with the list, or a date range', async () => {
      const [customer] = customers;
      const search = await history(customer?.headers ?? {}, 'page=1&limit=10&name=Ada');
      expect(search.statusCode, search.body).toBe(200);
      expect(search.json<ListBody<Transaction>>().meta.total).toBe(customer?.refs.length);
      const dates = await history(customer?.headers ?? {}, 'page=1&limit=10&from=2026-01-01&to=2026-01-01');
      expect(dates.statusCode, dates.body).toBe(200);
      expect(dates.json<ListBody<Transaction>>().data.map((item) => item.ref)).toEqual(customer?.refs);
      const savedSearch = await testApp.app.inject({
        method: 'GET',
        url: '/api/v1/beneficiary?name=Home',
        headers: customer?.headers,
      });
      expect(savedSearch.statusCode, savedSearch.body).toBe(200);
      expect(savedSearch.json<ListBody<{ name: string }>>().data.map((item) => item.name)).toEqual([
        'Home 0',
      ]);
      expect(await pipelinedBackends()).toEqual([]);
    });

    it('answers many customers\u2019 first pages at once, each with its own rows, on one connection', async () => {
      await expectEveryoneTheirOwnPage();
      const saved = await Promise.all(
        customers.map((customer) =>
          testApp.app.inject({ method: 'GET', url: '/api/v1/beneficiary', headers: customer.headers }),
        ),
      );
      saved.forEach((answer, index) => {
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json<ListBody<{ name: string }>>().data.map((item) => item.name)).toEqual([
          `Home ${index}`,
        ]);
      });
      expect(await pipelinedBackends()).toHaveLength(1);
    });

    it('answers every page when the connection is lost, and opens a new one', async () => {
      await expectEveryoneTheirOwnPage();
      const [lost] = await pipelinedBackends();
      await withAdminClient((client) => client.query('select pg_terminate_backend($1)', [lost]));

      await expectEveryoneTheirOwnPage();
      await expectEveryoneTheirOwnPage();
      const backends = await pipelinedBackends();
      expect(backends).toHaveLength(1);
      expect(backends).not.toContain(lost);
    });

    it('is closed with the app', async () => {
      const name = databaseName();
      await expectEveryoneTheirOwnPage();
      isClosed = true;
      await testApp.app.close();
      await testApp.database.close();
      expect(await pipelinedBackends(name)).toEqual([]);
    });
  },
);

describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('the pipelined connection (PostgreSQL)', () => {
  let storage: TestDatabase;
  let pool: pg.Pool;
  let reads: PipelinedReads;
  const read = (text: string) => reads.query({ text, rowMode: 'array' });
  beforeAll(async () => {
    storage = await createTestDatabase();
    pool = new pg.Pool({
      connectionString: storage.database.connectionString,
      max: 1,
      application_name: 'the pool',
    });
    reads = pipelinedReads(storage.database.connectionString ?? '', pool);
  });
  afterAll(async () => {
    await reads.end();
    await pool.end();
    await storage.database.close();
    await storage.drop();
  });

  it('fails a statement alone: those around it are answered, and the connection stays', async () => {
    const [before, failed, after] = await Promise.allSettled([
      read('select pg_backend_pid()'),
      read('select 1 / 0'),
      read('select pg_backend_pid()'),
    ]);
    expect(failed).toMatchObject({ status: 'rejected', reason: { message: 'division by zero' } });
    expect(before).toMatchObject({ status: 'fulfilled' });
    expect(after).toMatchObject({ status: 'fulfilled' });
    const pids = [before, after].map((settled) =>
      settled.status === 'fulfilled' ? settled.value.rows[0]?.[0] : undefined,
    );
    expect(pids[0]).toBeTypeOf('number');
    expect(pids[1]).toBe(pids[0]);
    expect((await read('select pg_backend_pid()')).rows[0]?.[0]).toBe(pids[0]);
  });

  it('runs the reads it loses again through the pool, and the next read on a new connection', async () => {
    const connection = `select current_setting('application_name'), pg_backend_pid()`;
    const [[, before]] = (await read(connection)).rows as [[string, number]];
    // The connection ends itself in the middle of the pipeline; only there, not on the pool.
    const [lost, behind] = await Promise.all([
      read(`select current_setting('application_name'), pg_terminate_backend(pg_backend_pid())
             where current_setting('application_name') = '${PIPELINED_READS_APPLICATION_NAME}'
            union all select current_setting('application_name'), false
             where current_setting('application_name') <> '${PIPELINED_READS_APPLICATION_NAME}'`),
      read(connection),
    ]);
    expect(lost.rows).toEqual([['the pool', false]]);
    expect(behind.rows[0]?.[0]).toBe('the pool');

    const [[name, after]] = (await read(connection)).rows as [[string, number]];
    expect(name).toBe(PIPELINED_READS_APPLICATION_NAME);
    expect(after).not.toBe(before);
  });
});
