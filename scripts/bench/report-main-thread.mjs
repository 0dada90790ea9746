/**
 * The report's main thread on a first visit (decisions 063 and 069): a signed-in customer opens their
 * energy report in Chromium, on a phone's viewport and a desktop's, and a trace of the page's main
 * thread gives, from the first paint for six seconds:
 * - the longest task, in milliseconds of this machine's CPU (the task's thread time: a busy machine
 *   stretches a task's wall time, not the CPU it takes);
 * - the blocking time at a phone's speed: each task's length times 4 (Lighthouse's mobile CPU
 *   slowdown), less the 50 ms a task may take, summed: what Lighthouse's blocking time counts, read
 *   from the tasks themselves rather than from a simulation of the whole page load.
 * Each figure is the median of BENCH_REPORT_LOADS loads (default 5), each from a fresh copy of the
 * signed-in profile. The figures are for comparing builds on one machine, so they carry no goal:
 * BENCH_COMPARE_WEB_DIST_DIR names a second build, and the two are loaded in turn, so that the machine's
 * noise falls on both alike. BENCH_WEB_DIST_DIR (default web/dist) is the first.
 *
 * Run alone with `node scripts/bench/report-main-thread.mjs`, or `npm run bench -- report-main-thread`.
 */
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { chromium } from 'playwright-core';

import { startBenchServer } from './lib/bench-server.mjs';
import { median } from './lib/load.mjs';
import { prepareSignedInReport } from './lib/signed-in-report.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LOADS = Math.max(1, Number(process.env.BENCH_REPORT_LOADS ?? 5));
/** Lighthouse's mobile profile: a phone's CPU taken as 4 times slower than this machine's. */
const CPU_SLOWDOWN = 4;
/** A task longer than this blocks input (Lighthouse's and the Long Tasks API's threshold). */
const BLOCKING_THRESHOLD_MS = 50;
const WATCHED_MS = 6000;

const VIEWPORTS = {
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
};

/** The longest task and the blocking time at a phone's speed, from a Chromium trace's events. */
export function mainThreadFigures(traceEvents) {
  const firstPaint = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  if (!firstPaint) throw new Error('report-main-thread: the trace has no first contentful paint');
  const end = firstPaint.ts + WATCHED_MS * 1000;
  const tasksMs = traceEvents
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === firstPaint.pid &&
        event.tid === firstPaint.tid &&
        event.ts >= firstPaint.ts &&
        event.ts < end,
    )
    // Thread time: the CPU the task took. Wall time adds whatever else this machine ran meanwhile.
    .map((event) => (event.tdur ?? event.dur) / 1000);
  return {
    longestTaskMs: Math.max(0, ...tasksMs),
    blockingAtPhoneSpeedMs: tasksMs.reduce(
      (sum, ms) => sum + Math.max(0, ms * CPU_SLOWDOWN - BLOCKING_THRESHOLD_MS),
      0,
    ),
  };
}

async function loadOnce({ origin, report, device }) {
  const profileDir = `${report.userDataDir}-load-${Math.random().toString(36).slice(2)}`;
  cpSync(report.userDataDir, profileDir, { recursive: true });
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROME_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
    ...VIEWPORTS[device],
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel,loading',
      transferMode: 'ReportEvents',
    });
    await page.goto(`${origin}${report.pagePath}`);
    // Nothing asks the page anything while it is traced: Playwright's waits run script in it.
    await page.waitForTimeout(WATCHED_MS + 2000);
    await cdp.send('Tracing.end');
    await complete;
    if ((await page.getByTestId('recommended-system').count()) !== 1)
      throw new Error('report-main-thread: the report did not appear within the load');
    return mainThreadFigures(events);
  } finally {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
}

async function startBuild(webDistDir) {
  if (!existsSync(path.join(webDistDir, 'index.html')))
    throw new Error(`report-main-thread: ${webDistDir} has no index.html (run npm run build first)`);
  const server = await startBenchServer({
    webDistDir,
    nodeEnv: 'production',
    // Production refuses a local PUBLIC_URL (decision 039); no link the server writes is followed here.
    env: { PUBLIC_URL: 'https://bench.powerpay.invalid' },
  });
  try {
    const report = await prepareSignedInReport({ baseUrl: server.origin, chromePath: CHROME_PATH });
    return { webDistDir, server, report, loads: { phone: [], desktop: [] } };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

export async function run() {
  const dirs = [
    process.env.BENCH_WEB_DIST_DIR ?? path.join(repoRoot, 'web', 'dist'),
    ...(process.env.BENCH_COMPARE_WEB_DIST_DIR ? [process.env.BENCH_COMPARE_WEB_DIST_DIR] : []),
  ];
  const builds = [];
  try {
    for (const dir of dirs) builds.push(await startBuild(dir));
    for (let load = 0; load < LOADS; load += 1) {
      for (const device of Object.keys(VIEWPORTS)) {
        for (const build of builds) {
          build.loads[device].push(
            await loadOnce({ origin: build.server.origin, report: build.report, device }),
          );
        }
      }
    }
  } finally {
    for (const build of builds) {
      await build.server.stop();
      rmSync(build.report.userDataDir, { recursive: true, force: true });
    }
  }
  return builds.flatMap((build) =>
    Object.entries(build.loads).flatMap(([device, loads]) => {
      const name = `${builds.length > 1 ? `${path.basename(path.dirname(build.webDistDir))}/${path.basename(build.webDistDir)} ` : ''}report on a ${device}`;
      const range = (key) =>
        `${Math.round(median(loads.map((figures) => figures[key])))} ms (${loads.map((figures) => Math.round(figures[key])).join(', ')})`;
      return [
        {
          figure: `${name}: longest task after the first paint`,
          value: range('longestTaskMs'),
          goal: '',
          isPassing: null,
        },
        {
          figure: `${name}: blocking time at a phone's speed (×${CPU_SLOWDOWN})`,
          value: range('blockingAtPhoneSpeedMs'),
          goal: '',
          isPassing: null,
        },
      ];
    }),
  );
}

const isRunDirectly =
  process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isRunDirectly) {
  for (const row of await run()) console.log(`${row.figure}: ${row.value}`);
}
