/**
 * Operations console search benchmark (decision 023): 1,000,000 generated purchases in a fresh PostgreSQL
 * database (migrated like production), then the console's own search function
 * (server/src/modules/ops/ops-purchases.repository.ts: one page of rows plus the total, as
 * GET /ops/purchases runs it) by exact meter number and by phone, for random existing values.
 * Goal: p99 under 50 ms each. Needs PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/test); skipped when none answers.
 *
 * Run alone with `node scripts/bench/ops-search.mjs`, or through `npm run bench -- ops-search`.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

import { isPostgresReachable } from '../lib/postgres.mjs';
import { dropPlainIndexes } from './lib/history-seed.mjs';

const PURCHASES = Number(process.env.BENCH_OPS_PURCHASES ?? 1_000_000);
const METERS = Math.ceil(PURCHASES / 5);
const PHONES = Math.ceil(PURCHASES / 3);
const SEARCHES = Number(process.env.BENCH_OPS_SEARCHES ?? 500);
const GOAL_P99_MS = 50;

const requireFromServer = createRequire(new URL('../../server/package.json', import.meta.url));

function adminUrl() {
  return (
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test'
  );
}

async function withAdmin(run) {
  const pg = requireFromServer('pg');
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const meterOf = (n) => `4${String(n).padStart(10, '0')}`;
const phoneOf = (n) => `080${String(n).padStart(8, '0')}`;

/**
 * 1,000,000 delivered purchases over a year: each meter bought 5 times, each phone 3 times. Loaded
 * like history-scale's seed: the indexes other than constraints are built after the rows, on one
 * connection of the pool with room to sort.
 */
async function generate(db) {
  const client = await db.$client.connect();
  try {
    await client.query(`set maintenance_work_mem = '256MB'`);
    const indexes = await dropPlainIndexes(client, 'purchases');
    await client.query(`
      insert into purchases (ref, status, provider, meter_type, meter_no, meter_name, phone, email, amount_kobo, fee_kobo,
        total_kobo, payment_provider, paid_at, paid_amount_kobo, delivered_at, created_at, updated_at)
      select 'PP-BENCH-' || g, 'delivered', 'ikeja-electric', 'prepaid',
        '4' || lpad(((g::bigint * 7919) % ${METERS})::text, 10, '0'), 'Bench Customer',
        '080' || lpad(((g::bigint * 104729) % ${PHONES})::text, 8, '0'), 'bench' || (g % 50000) || '@example.com',
        100000, 10000, 110000, 'sandbox', t.at, 110000, t.at + interval '20 seconds', t.at, t.at
      from generate_series(1, ${PURCHASES}) g, lateral (select now() - (g % 525600) * interval '1 minute' as at) t`);
    for (const definition of indexes) await client.query(definition);
    await client.query('vacuum analyze purchases');
  } finally {
    client.release();
  }
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(searchPurchases, db, { label, term }) {
  // Warm-up: the first searches after loading a million rows read cold pages.
  for (let i = 0; i < SEARCHES / 10; i += 1) await searchPurchases(db, { q: term(), limit: 20, offset: 0 });
  const timings = [];
  let found = 0;
  for (let i = 0; i < SEARCHES; i += 1) {
    const startedAt = performance.now();
    const { rows } = await searchPurchases(db, { q: term(), limit: 20, offset: 0 });
    timings.push(performance.now() - startedAt);
    found += rows.length;
  }
  timings.sort((a, b) => a - b);
  const p50 = percentile(timings, 50);
  const p99 = percentile(timings, 99);
  console.log(
    `${label}: ${SEARCHES} searches, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ${(found / SEARCHES).toFixed(1)} rows each`,
  );
  return {
    figure: `ops search by ${label}, p99 (${PURCHASES.toLocaleString('en')} purchases)`,
    value: `${p99.toFixed(1)} ms`,
    goal: `< ${GOAL_P99_MS} ms`,
    isPassing: p99 < GOAL_P99_MS && found > 0,
  };
}

export async function runOpsSearchBench() {
  const name = 'ops-search';
  const reachable = await isPostgresReachable(adminUrl());
  if (!reachable.isReachable)
    return {
      name,
      isPassing: true,
      summary: `skipped: no PostgreSQL (${reachable.reason})`,
      problems: [],
      rows: [],
    };

  const unregister = register();
  const { openDatabase } = await import('../../server/src/db/client.ts');
  const { runMigrations } = await import('../../server/src/db/migrate.ts');
  const { searchPurchases } = await import('../../server/src/modules/ops/ops-purchases.repository.ts');

  const database = `powerpay_bench_ops_${randomBytes(4).toString('hex')}`;
  await withAdmin((client) => client.query(`create database ${database}`));
  const url = new URL(adminUrl());
  url.pathname = `/${database}`;
  const handle = await openDatabase({ engine: 'postgres', connectionString: url.toString(), poolSize: 4 });
  try {
    await runMigrations(handle);
    const startedAt = performance.now();
    await generate(handle.db);
    console.log(
      `generated ${PURCHASES.toLocaleString('en')} purchases in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
    );

    const rows = [
      await measure(searchPurchases, handle.db, {
        label: 'meter number',
        term: () => meterOf(randomInt(0, METERS)),
      }),
      await measure(searchPurchases, handle.db, {
        label: 'phone',
        term: () => phoneOf(randomInt(0, PHONES)),
      }),
    ];
    const problems = rows
      .filter((row) => !row.isPassing)
      .map((row) => `${row.figure}: ${row.value}, goal ${row.goal}`);
    return {
      name,
      isPassing: problems.length === 0,
      summary: rows.map((row) => `${row.figure.split(',')[0]} p99 ${row.value}`).join('; '),
      problems,
      rows,
    };
  } finally {
    await handle.close();
    await withAdmin((client) => client.query(`drop database if exists ${database} with (force)`));
    unregister();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runOpsSearchBench();
  console.log(JSON.stringify(result, null, 2));
  process.exitCode = result.isPassing ? 0 : 1;
}
