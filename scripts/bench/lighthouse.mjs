/**
 * Lighthouse benchmark (decisions 009, 028, 064 and 067): the six pages a visitor meets first, and a
 * signed-in customer's energy report (a first visit with a session), under Lighthouse's default
 * mobile emulation (slow 4G, 4x CPU slowdown), served by the real server from the production build;
 * the report once more through the checked-in nginx site with TLS and HTTP/2, as a deployment serves it.
 * Goals per page are in LIGHTHOUSE_GOALS: performance 0.98 with LCP at most 1.8 s for the prerendered
 * public pages and /track, 0.9 for /buy-electricity, /energy-audit and the report straight from Node,
 * 0.95 for the report through nginx; accessibility 0.95.
 *
 * `run()` resolves to rows `{ figure, value, goal, isPassing }` (the one bench table);
 * `runLighthouseBench()` gives the same as the older `{ name, isPassing, summary, problems }`.
 * Run alone with `node scripts/bench/lighthouse.mjs`, or through `npm run bench -- lighthouse`.
 * Each page is audited LIGHTHOUSE_RUNS times (default 3; a run Chrome fails to trace is made again)
 * and the run with the median performance score counts, as Lighthouse recommends: one run swings by
 * 0.1 or more with the machine's load.
 * LIGHTHOUSE_PORT (default 3190), LIGHTHOUSE_WEB_DIST_DIR (default web/dist) and LIGHTHOUSE_PAGES
 * (comma-separated paths, default all seven; the report is `/energy-audit/:id/report`) can be overridden;
 * LIGHTHOUSE_KEEP_REPORTS=1 keeps the JSON reports and prints where.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import lighthouse from 'lighthouse';

import { runCommand } from '../lib/run-command.mjs';
import { edgeMissingReason, startEdge } from './lib/lighthouse-edge.mjs';
import { LIGHTHOUSE_GOALS, REPORT_AT_THE_EDGE, REPORT_PAGE, rowsForPage } from './lib/lighthouse-goals.mjs';
import { prepareSignedInReport } from './lib/signed-in-report.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const webDistDir = process.env.LIGHTHOUSE_WEB_DIST_DIR ?? path.join(repoRoot, 'web', 'dist');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3190);
const baseUrl = `http://127.0.0.1:${port}`;
// The launcher Lighthouse's own command line uses, resolved from Lighthouse so the two never differ.
const chromeLauncher = createRequire(createRequire(import.meta.url).resolve('lighthouse/package.json'))(
  'chrome-launcher',
);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

export const LIGHTHOUSE_PAGES = process.env.LIGHTHOUSE_PAGES
  ? process.env.LIGHTHOUSE_PAGES.split(',').map((page) => page.trim())
  : Object.keys(LIGHTHOUSE_GOALS);
const CATEGORIES = ['performance', 'accessibility'];

async function ensureBuild() {
  if (existsSync(path.join(webDistDir, 'index.html'))) return;

  console.log(`lighthouse: ${webDistDir} has no index.html; building the web app first.`);
  const { exitCode } = await runCommand({
    command: 'npm',
    args: ['run', 'build', '-w', 'web'],
    cwd: repoRoot,
  });
  if (exitCode !== 0) throw new Error('lighthouse: the web build failed');
}

async function waitForHealth({ server, timeoutMs = 120_000 }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`lighthouse: the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`lighthouse: the server did not answer ${baseUrl}/api/v1/health in time`);
}

/** The real server in production mode (compression and caching as customers get them) on a throwaway database. */
async function startServer(dataDir) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    ALLOW_SANDBOX_IN_PRODUCTION: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDistDir,
    LOG_LEVEL: 'warn',
    // Production refuses a local PUBLIC_URL (decision 039); no link the server writes is followed here.
    PUBLIC_URL: 'https://bench.powerpay.invalid',
  };
  // Always the embedded database: the pages measured never depend on it.
  delete env.DATABASE_URL;
  const server = spawn(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['src/server.ts'], {
    cwd: path.join(repoRoot, 'server'),
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth({ server });
  return server;
}

async function stopServer(server) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timeout = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timeout);
}

/**
 * Audits a page until RUNS runs succeed (at most 2 × RUNS attempts) and keeps the run with the median
 * performance score.
 */
async function auditPageMedian({ pagePath, outputDir, profile }) {
  const runs = [];
  const failures = [];
  for (let run = 1; runs.length < RUNS && run <= 2 * RUNS; run += 1) {
    try {
      runs.push(await auditPage({ pagePath, outputDir, run, profile }));
    } catch (error) {
      // Chrome now and then misses a paint (NO_FCP) or the trace its navigation start (NO_NAVSTART):
      // nothing about the page. The run is made again, so the median stays one of RUNS runs.
      failures.push(error instanceof Error ? error.message : String(error));
      console.error(`lighthouse: run ${run} of ${pagePath} failed: ${failures.at(-1)}`);
    }
  }
  if (runs.length === 0)
    throw new Error(`lighthouse: every run of ${pagePath} failed (${failures.join('; ')})`);

  runs.sort((left, right) => left.scores.performance - right.scores.performance);
  const median = runs[Math.floor(runs.length / 2)];
  return { ...median, performanceRuns: runs.map((run) => run.scores.performance) };
}

/**
 * Chrome as Lighthouse's own command line starts it (its launcher and default flags), fresh for each
 * run; `userDataDir` keeps a signed-in profile.
 */
async function launchChrome(userDataDir, extraFlags = []) {
  return chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', ...extraFlags],
    ...(userDataDir ? { userDataDir } : {}),
    logLevel: 'silent',
  });
}

/**
 * Lighthouse's defaults (mobile, simulated throttling), run in this process rather than one CLI process
 * per run: the run's Node start, module loading and config resolution took ≈ 5 s of each ≈ 17 s run.
 * Left out, neither of them scored: the full-page screenshot and the back/forward-cache check (an audit
 * of weight 0 that navigates away and back after the measurement).
 */
const LIGHTHOUSE_FLAGS = {
  output: 'json',
  logLevel: 'silent',
  onlyCategories: CATEGORIES,
  skipAudits: ['bf-cache'],
  disableFullPageScreenshot: true,
};

/**
 * `profile` ({ url, userDataDir }): audit `url` signed in, in a fresh copy of that Chromium profile. Its
 * storage must be kept for the session, and with it Lighthouse keeps the HTTP cache, V8's code cache and
 * the service worker: a run in the same profile as the last one measured a returning visit (0.9 and
 * more where a first visit scored 0.7). Each run starts from the profile as it was signed in, cold.
 */
async function auditPage({ pagePath, outputDir, run, profile }) {
  const outputPath = path.join(outputDir, `${pagePath.replaceAll(/[/:]/g, '_') || 'root'}-${run}.json`);
  const runProfileDir = profile ? `${profile.userDataDir}-run-${run}` : undefined;
  if (runProfileDir) cpSync(profile.userDataDir, runProfileDir, { recursive: true });
  const chrome = await launchChrome(runProfileDir, profile?.chromeFlags);
  try {
    const result = await lighthouse(profile ? profile.url : `${baseUrl}${pagePath}`, {
      ...LIGHTHOUSE_FLAGS,
      port: chrome.port,
      disableStorageReset: Boolean(profile),
    });
    if (!result || result.lhr.runtimeError) throw new Error(result?.lhr.runtimeError?.message ?? 'no result');
    writeFileSync(outputPath, result.report);
  } catch (error) {
    throw new Error(
      `lighthouse: the audit of ${pagePath} failed (${error instanceof Error ? error.message : String(error)})`,
      { cause: error },
    );
  } finally {
    await chrome.kill();
    if (runProfileDir) rmSync(runProfileDir, { recursive: true, force: true });
  }

  const report = JSON.parse(readFileSync(outputPath, 'utf8'));
  const metric = (id) => report.audits[id]?.numericValue;
  return {
    pagePath,
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, report.categories[category]?.score ?? 0]),
    ),
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    /** Lighthouse's measure of this machine's speed (a typical desktop scores 1000-2000); low values inflate TBT. */
    benchmarkIndex: report.environment?.benchmarkIndex,
    failedA11yAudits: Object.values(report.audits)
      .filter(
        (audit) =>
          audit.score === 0 && report.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id),
      )
      .map((audit) => audit.id),
  };
}

function printTable(results) {
  console.log(`\nLighthouse (mobile emulation, median of ${RUNS} runs)\n`);
  console.log(
    `${'page'.padEnd(16)}  perf  a11y  LCP ms  TBT ms  CLS    host speed  (performance of each run)`,
  );
  for (const result of results) {
    console.log(
      `${result.pagePath.padEnd(16)}  ${result.scores.performance.toFixed(2)}  ${result.scores.accessibility.toFixed(2)}  ${String(Math.round(result.lcpMs ?? 0)).padStart(6)}  ${String(Math.round(result.tbtMs ?? 0)).padStart(6)}  ${(result.cls ?? 0).toFixed(3)}  ${String(Math.round(result.benchmarkIndex ?? 0)).padStart(10)}  (${result.performanceRuns.map((score) => score.toFixed(2)).join(', ')})`,
    );
  }
}

async function auditAll() {
  await ensureBuild();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'powerpay-lighthouse-'));
  const server = await startServer(dataDir);

  const results = [];
  try {
    for (const pagePath of LIGHTHOUSE_PAGES) {
      const isAtTheEdge = pagePath === REPORT_AT_THE_EDGE;
      if (isAtTheEdge && edgeMissingReason()) {
        console.log(`lighthouse: ${pagePath} not measured: ${edgeMissingReason()}`);
        continue;
      }
      let profile;
      let edge;
      if (pagePath === REPORT_PAGE || isAtTheEdge) {
        const report = await prepareSignedInReport({ baseUrl, chromePath: CHROME_PATH });
        profile = { url: `${baseUrl}${report.pagePath}`, userDataDir: report.userDataDir };
        if (isAtTheEdge) {
          edge = await startEdge({ serverOrigin: baseUrl, ...profile, chromePath: CHROME_PATH });
          profile = { ...profile, url: `${edge.origin}${report.pagePath}`, chromeFlags: edge.chromeFlags };
        }
      }
      try {
        results.push(await auditPageMedian({ pagePath, outputDir: dataDir, profile }));
      } finally {
        await edge?.stop();
        if (profile) rmSync(profile.userDataDir, { recursive: true, force: true });
      }
    }
  } finally {
    await stopServer(server);
    // LIGHTHOUSE_KEEP_REPORTS=1 keeps each run's JSON report (layout shifts, the LCP element, long tasks).
    if (process.env.LIGHTHOUSE_KEEP_REPORTS === '1') console.log(`lighthouse: reports kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
  printTable(results);
  return results;
}

/** The bench table's contract: one row per figure. */
export async function run() {
  return (await auditAll()).flatMap(rowsForPage);
}

/** The older contract (`{ name, isPassing, summary, problems }`), for a bench runner that expects it. */
export async function runLighthouseBench() {
  const rows = await run();
  const failing = rows.filter((row) => row.isPassing === false);
  return {
    name: 'lighthouse',
    isPassing: failing.length === 0,
    summary: rows
      .filter((row) => row.figure.endsWith('performance'))
      .map((row) => `${row.figure.replace(' mobile performance', '')} ${row.value.split(' ')[0]}`)
      .join(', '),
    problems: failing.map((row) => `${row.figure} ${row.value} (goal ${row.goal})`),
  };
}

const isRunDirectly =
  process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isRunDirectly) {
  const result = await runLighthouseBench();
  for (const problem of result.problems) console.error(`lighthouse: ${problem}`);
  process.exit(result.isPassing ? 0 : 1);
}
