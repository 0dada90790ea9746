/**
 * API benchmark: the real server (embedded PGlite database, production web build) on a free port,
 * and autocannon against the cheap, hot endpoints every visit touches. Each endpoint runs
 * BENCH_API_ROUNDS rounds (default 2) of BENCH_API_SECONDS seconds (default 2); the table shows the
 * median of the rounds, and each endpoint's throughput as a ratio of `GET /health` (the floor cost of
 * a request through the whole plugin stack), so a slow route stands out whatever the machine's load.
 * An endpoint that is not there yet (404 on a path that should exist) is reported, not failed.
 *
 * Run alone with `node scripts/bench/api.mjs`, or through `npm run bench -- api`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

import { startBenchServer } from './lib/bench-server.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const webDistDir = process.env.BENCH_WEB_DIST_DIR ?? path.join(repoRoot, 'web', 'dist');
const ROUNDS = Math.max(1, Number(process.env.BENCH_API_ROUNDS ?? 2));
const SECONDS = Math.max(1, Number(process.env.BENCH_API_SECONDS ?? 2));
const CONNECTIONS = 10;

/** What is measured; `expectStatus` is what a healthy server answers. */
const ENDPOINTS = [
  { title: 'GET /api/v1/health', method: 'GET', path: '/api/v1/health', expectStatus: 200 },
  { title: 'GET /api/v1/health/ready', method: 'GET', path: '/api/v1/health/ready', expectStatus: 200 },
  {
    title: 'GET /api/v1/purchase/provider',
    method: 'GET',
    path: '/api/v1/purchase/provider',
    expectStatus: 200,
  },
  {
    title: 'POST /api/v1/purchase/verify',
    method: 'POST',
    path: '/api/v1/purchase/verify',
    body: { meter_no: '45012345675', meter_type: 'prepaid', provider: 'ikeja-electric' },
    expectStatus: 200,
  },
  {
    title: 'POST /api/v1/purchase/verify (422)',
    method: 'POST',
    path: '/api/v1/purchase/verify',
    body: { meter_no: '12', meter_type: 'prepaid', provider: 'ikeja-electric' },
    expectStatus: 422,
  },
  { title: 'GET /api/v1/nope (404)', method: 'GET', path: '/api/v1/nope', expectStatus: 404 },
  {
    title: 'GET /buy-electricity (page)',
    method: 'GET',
    path: '/buy-electricity',
    expectStatus: 200,
    needsWeb: true,
  },
];

function median(values) {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function probeStatus(origin, endpoint) {
  const response = await fetch(`${origin}${endpoint.path}`, {
    method: endpoint.method,
    headers: endpoint.body ? { 'content-type': 'application/json' } : undefined,
    body: endpoint.body ? JSON.stringify(endpoint.body) : undefined,
  });
  await response.arrayBuffer();
  return response.status;
}

function load(origin, endpoint, seconds) {
  return autocannon({
    url: `${origin}${endpoint.path}`,
    method: endpoint.method,
    headers: endpoint.body ? { 'content-type': 'application/json' } : undefined,
    body: endpoint.body ? JSON.stringify(endpoint.body) : undefined,
    connections: CONNECTIONS,
    duration: seconds,
  });
}

async function measure(origin, endpoint) {
  // A discarded warm-up round: the first requests of a route pay for JIT compilation and cold caches.
  await load(origin, endpoint, 1);
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const result = await load(origin, endpoint, SECONDS);
    // A 404 or 422 asked for on purpose is not a failure; errors, timeouts and other non-2xx answers are.
    const unexpected = result.errors + result.timeouts + (endpoint.expectStatus === 200 ? result.non2xx : 0);
    rounds.push({
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      unexpected,
    });
  }
  return {
    rps: median(rounds.map((round) => round.rps)),
    p50: median(rounds.map((round) => round.p50)),
    p99: median(rounds.map((round) => round.p99)),
    unexpected: rounds.reduce((sum, round) => sum + round.unexpected, 0),
  };
}

function printTable(rows) {
  const width = Math.max(8, ...rows.map((row) => row.title.length));
  console.log(
    `\nMedian of ${ROUNDS} x ${SECONDS} s rounds, ${CONNECTIONS} connections (ratio: throughput / GET /api/v1/health)\n`,
  );
  console.log(`${'endpoint'.padEnd(width)}  status     req/s   ratio  p50 ms  p99 ms  failed`);
  for (const row of rows) {
    if (row.skipped) {
      console.log(`${row.title.padEnd(width)}  ${row.skipped}`);
      continue;
    }
    console.log(
      `${row.title.padEnd(width)}  ${String(row.status).padEnd(6)}  ${row.rps.toFixed(0).padStart(8)}  ${row.ratio.toFixed(2).padStart(6)}  ${String(row.p50).padStart(6)}  ${String(row.p99).padStart(6)}  ${String(row.unexpected).padStart(6)}`,
    );
  }
}

/** Resolves to rows for scripts/bench/index.mjs: one per endpoint. */
export async function runApiBench() {
  const hasWeb = existsSync(path.join(webDistDir, 'index.html'));
  const server = await startBenchServer({ webDistDir });
  const rows = [];
  const problems = [];

  try {
    for (const endpoint of ENDPOINTS) {
      if (endpoint.needsWeb && !hasWeb) {
        rows.push({ title: endpoint.title, skipped: `skipped: no web build at ${webDistDir}` });
        continue;
      }
      const status = await probeStatus(server.origin, endpoint);
      if (status === 404 && endpoint.expectStatus !== 404) {
        rows.push({ title: endpoint.title, skipped: 'skipped: answers 404 (not built yet)' });
        continue;
      }
      if (status !== endpoint.expectStatus) {
        problems.push(`${endpoint.title} answered ${status}, expected ${endpoint.expectStatus}`);
      }
      const measured = await measure(server.origin, endpoint);
      if (measured.unexpected > 0) problems.push(`${endpoint.title}: ${measured.unexpected} failed requests`);
      rows.push({ title: endpoint.title, status, ...measured });
    }
  } finally {
    await server.stop();
  }

  const baseline = rows.find((row) => row.title === 'GET /api/v1/health' && !row.skipped)?.rps ?? 0;
  for (const row of rows) if (!row.skipped) row.ratio = baseline > 0 ? row.rps / baseline : 0;
  printTable(rows);

  return rows.map((row) =>
    row.skipped
      ? { figure: `${row.title} (PGlite)`, value: row.skipped, goal: '', isPassing: null }
      : {
          figure: `${row.title} (PGlite)`,
          value: `${row.rps.toFixed(0)} req/s (${row.ratio.toFixed(2)}x health), p99 ${row.p99} ms`,
          goal: 'no failed requests',
          isPassing: !problems.some(
            (problem) => problem.startsWith(`${row.title} `) || problem.startsWith(`${row.title}:`),
          ),
        },
  );
}

/** The rows contract of scripts/bench/index.mjs. */
export const run = runApiBench;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await runApiBench();
  console.table(rows);
  process.exit(rows.every((row) => row.isPassing !== false) ? 0 : 1);
}
