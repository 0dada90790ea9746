/**
 * History at scale (decision 016), on PostgreSQL: a fresh database seeded with 1,000,000 purchases
 * over 10,000 customers (one heavy customer with 100,000) and 10,000 beneficiaries per customer for
 * ten customers; then the real server (production mode) under 10 connections for the heavy customer's
 * history page 1, page 500, a name search and a date range, and the same for beneficiaries.
 * Goals: p99 < 20 ms each; no sequential scan of purchases or beneficiaries while they are served
 * (pg_stat_user_tables), and none in the plans of the queries run every minute (EXPLAIN).
 *
 * Run alone with `node scripts/bench/history-scale.mjs`, or through `npm run bench -- history-scale`.
 * BENCH_HISTORY_SECONDS (default 4) is the length of each measurement.
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';

import { formatMs } from './lib/bench-table.mjs';
import { startBenchServer } from './lib/bench-server.mjs';
import { createPostgresDatabase, dropPostgresDatabase, withClient } from './lib/bench-postgres.mjs';
import { HEAVY_SEARCH_NAME, SEED, seedHistory } from './lib/history-seed.mjs';
import { measureLoad } from './lib/load.mjs';

const P99_GOAL_MS = 20;
const SECONDS = Math.max(1, Number(process.env.BENCH_HISTORY_SECONDS ?? 4));

const isoDay = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

const QUERIES = [
  { figure: 'history page 1 (100k-purchase customer)', path: '/api/v1/purchase?page=1&limit=10' },
  { figure: 'history page 500', path: '/api/v1/purchase?page=500&limit=10' },
  {
    figure: 'history name search',
    path: `/api/v1/purchase?page=1&limit=10&name=${encodeURIComponent(HEAVY_SEARCH_NAME)}`,
  },
  {
    figure: 'history date range (one month)',
    path: `/api/v1/purchase?page=1&limit=10&from=${isoDay(365)}&to=${isoDay(335)}`,
  },
  { figure: 'beneficiaries page 1 (10k-beneficiary customer)', path: '/api/v1/beneficiary?page=1&limit=10' },
  { figure: 'beneficiaries page 500', path: '/api/v1/beneficiary?page=500&limit=10' },
  {
    figure: 'beneficiaries name search',
    path: `/api/v1/beneficiary?page=1&limit=10&name=${encodeURIComponent(HEAVY_SEARCH_NAME)}`,
  },
];

/**
 * The queries the server runs on purchases every minute whatever the load, as the repositories build them:
 * the sweep's (purchases.sweep.ts: listStale, repairMissingDueTimes) and the ops alerts job's
 * (ops-purchases.repository.ts: listNeedingPerson, which scanned all purchases until decision 016's needs-a-person index),
 * and the worker's lease renewal while it is busy (which scanned them every 5 s until decision 011's
 * update of 2026-11-27 (3)) and its look for leases of processes that ended (update (4)).
 */
const NEEDS_PERSON_QUERY = `select purchases.* from purchases
  where ((purchases.status in ('paid', 'vending', 'refund_due') and purchases.updated_at < $1)
         or purchases.status = 'refund_failed'
         or (purchases.status = 'refunded' and purchases.refund_confirmed_at is null
             and purchases.provider_refund_id is not null
             and purchases.refunded_at < now() - make_interval(days => $3::int))
         or (purchases.paid_amount_kobo is not null and purchases.paid_amount_kobo <> purchases.total_kobo))
    and not exists (select purchase_reviews.purchase_id from purchase_reviews
                    where purchase_reviews.purchase_id = purchases.id
                      and (purchase_reviews.closed_at is not null
                           or (purchase_reviews.alerted_at is not null
                               and (purchase_reviews.alerted_reason is null or purchase_reviews.alerted_reason = case
                                 when purchases.status = 'refund_failed' then 'refund_failed'
                                 when purchases.paid_amount_kobo is not null and purchases.paid_amount_kobo <> purchases.total_kobo then 'amount_mismatch'
                                 when purchases.status = 'refund_due' then 'refund_due'
                                 when purchases.status = 'refunded' then 'refund_unconfirmed'
                                 else 'stuck' end))))
  order by purchases.updated_at asc limit $2`;
const BACKGROUND_QUERIES = [
  [
    `select * from purchases where status = $1 and updated_at < $2 order by updated_at limit $3`,
    ['awaiting_payment', new Date(), 100],
  ],
  [
    `select id from purchases where status in ($1, $2, $3, $4, $5, $6) and due_at is null limit $7`,
    ['paid', 'vending', 'vend_failed', 'refund_due', 'refund_pending', 'refund_failed', 100],
  ],
  [NEEDS_PERSON_QUERY, [new Date(Date.now() - 5 * 60_000), 100, 14]],
  // The worker's lease renewal, every 5 s while it holds purchases (work.repository.ts renewLeases).
  [
    `update purchases set lease_until = now() + make_interval(secs => $1::float8)
     where due_at is not null and lease_owner = $2 and lease_until is not null`,
    [15, 'worker-bench'],
  ],
  // Every 2 s from each worker on PostgreSQL: the leases of processes that ended (releaseLeasesOfVanishedProcesses).
  [
    `update purchases set lease_owner = null, lease_until = null
     where due_at is not null and lease_until >= now() and lease_owner like $1
       and not exists (select 1 from pg_stat_activity a where a.pid::text = split_part(purchases.lease_owner, '-', 3))`,
    ['pg-backend-%'],
  ],
];

const seqScans = async (client) =>
  (
    await client.query(
      `select relname, seq_scan from pg_stat_user_tables where relname in ('purchases', 'beneficiaries')`,
    )
  ).rows.reduce((counts, row) => ({ ...counts, [row.relname]: Number(row.seq_scan) }), {});

/**
 * Every backend publishes its table counters lazily: PostgreSQL 15 flushes a busy one at most every
 * second and an idle one after 10 s. Scans made while the seed ran (its index builds, and the
 * server's worker planning against statistics the seed had not refreshed yet) would otherwise land
 * inside the serving window and be counted as the server's; so the count starts once they are in.
 */
async function waitForPublishedCounters(client) {
  const { rows } = await client.query(`select current_setting('server_version_num')::int as version`);
  if (rows[0].version >= 150000) await client.query('select pg_stat_force_next_flush()');
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  await client.query('select pg_stat_clear_snapshot()');
}

/**
 * How PostgreSQL plans the window of the heavy customer's beneficiary search (db/paging.ts, window 'ids'):
 * the bench's names repeat evenly, so whether ANALYZE's sample puts the term in the histogram decides
 * the estimate, and with it a walk of the owner's covering index or a trigram bitmap of every match
 * (decision 016, "One statement a page"). Shown beside the figure, which moves with it.
 */
async function beneficiarySearchPlan(client, heavyUserId) {
  const { rows } = await client.query(
    `explain (format json) select id, created_at from beneficiaries where user_id = $1 and name ilike $2
     order by created_at desc, id desc limit 30`,
    [heavyUserId, `%${HEAVY_SEARCH_NAME}%`],
  );
  const plans = [];
  const visit = (node) => {
    plans.push(node);
    for (const child of node.Plans ?? []) visit(child);
  };
  visit(rows[0]['QUERY PLAN'][0].Plan);
  const scan = plans.find((node) => node['Relation Name'] === 'beneficiaries' || node['Index Name']);
  const kind = plans.some((node) => node['Node Type'] === 'Bitmap Index Scan')
    ? 'trigram bitmap'
    : "walk of the owner's index";
  const estimate = scan?.['Plan Rows'];
  return `${kind} (estimate ${estimate ?? '?'} ${estimate === 1 ? 'row' : 'rows'})`;
}

async function backgroundPlansWithSeqScan(client) {
  const scanning = [];
  for (const [text, values] of BACKGROUND_QUERIES) {
    const { rows } = await client.query(`explain ${text}`, values);
    if (rows.some((row) => /Seq Scan on purchases/.test(row['QUERY PLAN'])))
      scanning.push(text.replace(/\s+/g, ' ').slice(0, 60));
  }
  return scanning;
}

export async function run() {
  const database = await createPostgresDatabase(`powerpay_bench_history_${randomBytes(4).toString('hex')}`);
  const server = await startBenchServer({
    database: 'postgres',
    databaseUrl: database.url,
    nodeEnv: 'production',
  });
  const rows = [];
  try {
    await withClient(database.url, async (client) => {
      const seedStartedAt = performance.now();
      const { token, heavyUserId } = await seedHistory(client);
      const seedSeconds = (performance.now() - seedStartedAt) / 1000;
      console.log(
        `seeded ${SEED.purchases} purchases and ${SEED.beneficiariesPerCustomer * SEED.beneficiaryCustomers} beneficiaries in ${seedSeconds.toFixed(1)} s`,
      );
      rows.push({
        figure: `seed ${SEED.purchases / 1e6}M purchases (generate_series)`,
        value: `${seedSeconds.toFixed(0)} s`,
        goal: '',
        isPassing: null,
      });

      const headers = { authorization: `Bearer ${token}` };
      const probe = await fetch(`${server.origin}${QUERIES[1].path}`, { headers });
      const probeBody = await probe.json();
      if (!probe.ok || probeBody.data.length !== 10)
        throw new Error(`history page 500 answered ${probe.status} with ${probeBody.data?.length} rows`);

      const searchPlan = await beneficiarySearchPlan(client, heavyUserId);
      await waitForPublishedCounters(client);
      const scansBefore = await seqScans(client);
      for (const query of QUERIES) {
        const measured = await measureLoad({
          url: `${server.origin}${query.path}`,
          headers,
          seconds: SECONDS,
          rounds: 1,
        });
        console.log(
          `${query.figure}: ${measured.rps.toFixed(0)} req/s, p50 ${measured.p50} ms, p99 ${measured.p99} ms, ${measured.unexpected} failed`,
        );
        rows.push({
          figure: `${query.figure} p99`,
          value: `${formatMs(measured.p99)} (${measured.rps.toFixed(0)} req/s${measured.unexpected ? `, ${measured.unexpected} failed` : ''})`,
          goal: `< ${P99_GOAL_MS} ms`,
          isPassing: measured.p99 < P99_GOAL_MS && measured.unexpected === 0,
        });
      }
      rows.push({
        figure: 'beneficiaries name search: plan of its window',
        value: searchPlan,
        goal: '',
        isPassing: null,
      });
      const scansAfter = await seqScans(client);
      for (const table of ['purchases', 'beneficiaries']) {
        const scans = scansAfter[table] - scansBefore[table];
        rows.push({
          figure: `sequential scans of ${table} while serving`,
          value: String(scans),
          goal: '0',
          isPassing: scans === 0,
        });
      }
      const scanning = await backgroundPlansWithSeqScan(client);
      rows.push({
        figure: 'background queries (sweep, alerts) planned with a sequential scan',
        value: scanning.length ? scanning.join(', ') : 'none',
        goal: 'none',
        isPassing: scanning.length === 0,
      });
    });
  } finally {
    await server.stop();
    await dropPostgresDatabase(database.name);
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.table(await run());
}
