/**
 * Pipeline burst benchmark (decision 011): the real server on PostgreSQL and on the embedded
 * database; N guest purchases (not timed) are then paid at once at the sandbox checkout, which sends
 * the signed `charge.success` webhook as the payment provider would, and the bench watches until
 * every purchase holds its token. Figures: the burst's length, the time from the last payment to the
 * last token, and purchases per second from the first payment to the last token; beside them, the CPU
 * one purchase cost the server (and PostgreSQL's backends) over that time, steadier than the rate on a
 * noisy machine.
 *
 * Self-contained: `runPipelineBurstBench()` resolves to { name, isPassing, summary, problems, rows }
 * with rows of { figure, value, goal, pass }. Run alone with `node scripts/bench/pipeline-burst.mjs`;
 * BENCH_BURST_PURCHASES (1000) and BENCH_BURST_ENGINES (postgres,pglite) change the run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isPostgresReachable } from '../lib/postgres.mjs';
import { createScratchDatabase, ADMIN_DATABASE_URL } from '../lib/scratch-database.mjs';
import { startServerProcess } from '../lib/server-process.mjs';
import {
  hasToken,
  inParallel,
  meterNumber,
  METER_ENDINGS,
  pressPay,
  startGuestPurchase,
} from '../lib/purchase-traffic.mjs';
import { cpuMicros, cpuPerUnit, describeCpu, postgresBackendsMeter, readCpuMeters } from './lib/cpu-time.mjs';

const PURCHASES = Number(process.env.BENCH_BURST_PURCHASES ?? 1000);
const ENGINES = (process.env.BENCH_BURST_ENGINES ?? 'postgres,pglite').split(',');
const PAY_CONCURRENCY = 32;
const TOKEN_DEADLINE_MS = 120_000;
/** The bars: paid within 10 s, every token within 10 s of the last payment, purchases per second. */
const GOALS = { burstSeconds: 10, lastTokenSeconds: 10, throughput: { postgres: 100, pglite: 40 } };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Watches with one request at a time, oldest payment first (tokens arrive roughly in that order), so
 * the watcher adds little load; answers when the last token was seen.
 */
async function watchTokens(origin, paid) {
  const pending = [...paid];
  const deadline = performance.now() + TOKEN_DEADLINE_MS;
  while (pending.length > 0 && performance.now() < deadline) {
    if (await hasToken(() => origin, pending[0])) pending.shift();
    else await sleep(20);
  }
  return { lastTokenAt: performance.now(), missing: pending.length };
}

/**
 * One burst of `count` purchases at `origin`: created (not timed), then paid at once; resolves to the
 * figures (seconds, purchases/s, CPU per purchase by `meters`). The nginx bench bursts through it too.
 */
export async function burst(origin, engine, meters, count = PURCHASES) {
  const runId = String(Date.now()).slice(-4);
  const purchases = [];
  await inParallel(
    Array.from({ length: count }, (_, index) => index),
    16,
    async (index) => {
      purchases[index] = await startGuestPurchase(() => origin, {
        meterNo: meterNumber(runId, index, METER_ENDINGS.ordinary),
      });
    },
  );

  const cpuBefore = await readCpuMeters(meters);
  const firstPaymentAt = performance.now();
  const paid = [];
  await inParallel(purchases, PAY_CONCURRENCY, async (purchase) => {
    paid.push({ ref: purchase.ref, key: await pressPay(() => origin, purchase) });
  });
  const lastPaymentAt = performance.now();
  const { lastTokenAt, missing } = await watchTokens(origin, paid);
  const cpuMicrosPerPurchase = cpuPerUnit(cpuBefore, await readCpuMeters(meters), count);

  const figures = {
    burstSeconds: (lastPaymentAt - firstPaymentAt) / 1000,
    lastTokenSeconds: (lastTokenAt - lastPaymentAt) / 1000,
    throughput: (count - missing) / ((lastTokenAt - firstPaymentAt) / 1000),
    missing,
    cpuMicrosPerPurchase,
  };
  console.log(
    `${engine}: ${count} paid in ${figures.burstSeconds.toFixed(1)} s, last token ${figures.lastTokenSeconds.toFixed(1)} s after the last payment, ` +
      `${figures.throughput.toFixed(0)} purchases/s${missing ? `, ${missing} without a token` : ''}; CPU per purchase: ${describeCpu(cpuMicrosPerPurchase)}`,
  );
  return figures;
}

async function startEngine(engine) {
  if (engine === 'postgres') {
    const database = await createScratchDatabase('powerpay_bench');
    const server = await startServerProcess({
      env: { DATABASE_URL: database.databaseUrl, MIGRATE_ON_START: '1' },
    });
    const meters = {
      server: () => cpuMicros(server.pid),
      postgres: postgresBackendsMeter(database.databaseUrl),
    };
    return { server, meters, cleanup: () => database.drop() };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'powerpay-burst-'));
  const server = await startServerProcess({ env: { DATA_DIR: dataDir } });
  // The embedded database runs inside the server's process: its CPU is the server's.
  return {
    server,
    meters: { server: () => cpuMicros(server.pid) },
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

function rowsFor(engine, figures) {
  const round = (value) => Number(value.toFixed(1));
  const goal = GOALS.throughput[engine];
  return [
    // The embedded database takes payments at its own pace (one connection): there the burst's
    // length is what it could accept, and its bar is the rate below.
    engine === 'postgres'
      ? {
          figure: `pipeline burst (${engine}): ${PURCHASES} payments took (s)`,
          value: round(figures.burstSeconds),
          goal: `≤ ${GOALS.burstSeconds}`,
          pass: figures.burstSeconds <= GOALS.burstSeconds,
        }
      : {
          figure: `pipeline burst (${engine}): ${PURCHASES} payments took (s)`,
          value: round(figures.burstSeconds),
          goal: 'as fast as it accepts them',
          pass: null,
        },
    {
      figure: `pipeline burst (${engine}): last token after the last payment (s)`,
      value: figures.missing ? `${figures.missing} missing` : round(figures.lastTokenSeconds),
      goal: `≤ ${GOALS.lastTokenSeconds}`,
      pass: figures.missing === 0 && figures.lastTokenSeconds <= GOALS.lastTokenSeconds,
    },
    {
      figure: `pipeline burst (${engine}): paid to token (purchases/s)`,
      value: Math.round(figures.throughput),
      goal: engine === 'postgres' ? `≥ ${goal} (aim 200)` : `≥ ${goal}`,
      pass: figures.missing === 0 && figures.throughput >= goal,
    },
    {
      figure: `pipeline burst (${engine}): CPU per purchase, payment to token`,
      value: describeCpu(figures.cpuMicrosPerPurchase),
      goal: '',
      pass: null,
    },
  ];
}

export async function runPipelineBurstBench() {
  const rows = [];
  const problems = [];
  for (const engine of ENGINES) {
    if (engine === 'postgres' && !(await isPostgresReachable(ADMIN_DATABASE_URL)).isReachable) {
      problems.push(`PostgreSQL at ${ADMIN_DATABASE_URL} is unreachable: the PostgreSQL burst was not run`);
      continue;
    }
    const { server, meters, cleanup } = await startEngine(engine);
    try {
      rows.push(...rowsFor(engine, await burst(server.origin, engine, meters)));
    } finally {
      await server.stop();
      await cleanup();
    }
  }
  for (const row of rows)
    if (row.pass === false) problems.push(`${row.figure}: ${row.value} (goal ${row.goal})`);
  return {
    name: 'pipeline-burst',
    isPassing: problems.length === 0,
    summary: rows
      .filter((row) => row.figure.endsWith('(purchases/s)'))
      .map((row) => `${row.figure.split(':')[0]} ${row.value}/s`)
      .join('; '),
    problems,
    rows,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runPipelineBurstBench();
  console.table(result.rows);
  process.exit(result.isPassing ? 0 : 1);
}
