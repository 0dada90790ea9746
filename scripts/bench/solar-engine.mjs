/**
 * Solar engine benchmark (decision 010): the sizing engine as the browser loads it (`@powerpay/shared/solar-core`)
 * bundled on its own with esbuild, as the web app's lazy chunk would be, then
 * - its size: minified and gzipped as the app ships it, without the shared number formatter the app
 *   loads in a chunk of its own (goal < 36 KB, decision 035), and a check that zod and the main shared index stayed
 *   out of it;
 * - its speed (decisions 034 and 035), each a median over repeated runs:
 *   - one simulated year: the dispatch of 8,760 hours for one system;
 *   - the full search: a report for a new audit at a site already drawn, so each tier's sizing
 *     search runs every system it tries (the site today, ~20–40 systems a tier, the P50/P90 years);
 *   - a cold report: a new site too, its synthetic year drawn;
 *   - a what-if recompute: the same audit with one what-if changed (fuel price, tariff band, battery,
 *     module size, tier, rates), in turn, as a customer clicks; median and p95 (goal p95 < 150 ms).
 *   BENCH_SOLAR_BATCHES (default 5) batches of BENCH_SOLAR_REPORTS (default 10) reports each.
 * Run alone with `node scripts/bench/solar-engine.mjs`, or through `npm run bench -- solar-engine`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

import { build } from 'esbuild';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const ENTRY = path.join(repoRoot, 'shared', 'src', 'solar', 'core.ts');
/** The server's entry, with `locateSite`: timed alongside, never shipped to the browser. */
const SERVER_ENTRY = path.join(repoRoot, 'shared', 'src', 'solar', 'index.ts');
/** One year's dispatch on its own, for the time of one simulated year. */
const DISPATCH_ENTRY = path.join(repoRoot, 'shared', 'src', 'solar', 'hourly', 'dispatch.ts');
/** Decision 035: the hourly simulation, the life-cycle money and the sizing search (was 15 KB, decision 010). */
const GZIP_BUDGET_KB = 36;
const WHAT_IF_P95_BUDGET_MS = 150;
const BATCHES = Math.max(3, Number(process.env.BENCH_SOLAR_BATCHES ?? 5));
const REPORTS_PER_BATCH = Math.max(3, Number(process.env.BENCH_SOLAR_REPORTS ?? 10));
const KILOBYTE = 1024;

/** The engine's two worked examples (decision 010), with optional answers filled in. */
const AUDITS = {
  home: {
    type: 'home',
    name: 'Ada Obi',
    phone: '08031234567',
    email: 'ada@example.com',
    address: '12 Aminu Kano Crescent, Wuse 2, Abuja',
    rooms: 3,
    ac: 2,
    appliances: 'true',
    gps: '9.0765, 7.3986',
    land: 40,
    gridCost: 40000,
    gridHours: 12,
    gen: 'pms',
    genSize: 3.5,
    fuel: 60000,
    acNight: 1,
    batteryType: 'lithium',
  },
  office: {
    type: 'office',
    name: 'Marina Traders Ltd',
    address: '14 Broad Street, Lagos Island, Lagos',
    email: 'facilities@marinatraders.ng',
    contact_name: 'Bola Ade',
    phone: '08031234567',
    gridHours: 10,
    gridCost: 150000,
    gen: 'diesel',
    genSize: 20,
    fuel: 900000,
    inverter: 0,
    dayPeakLoad: 12,
    nightPeakLoad: 3,
    dayConsumption: 90,
    rooms: 10,
    gps: 'Broad Street, Lagos Island',
    land: 200,
  },
};

function median(values) {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Modules the web app ships in chunks of their own, loaded by every page that shows money: the engine's
 * lazy chunk imports them rather than carrying a copy (see `web/dist/assets/number-format-*.js`), so
 * its size is counted without them (decision 029). The timed bundle still holds them.
 */
const SHARED_WITH_THE_APP = [path.join(repoRoot, 'shared', 'src', 'number-format.ts')];

const leaveOutSharedModules = {
  name: 'leave-out-shared-modules',
  setup(esbuild) {
    esbuild.onResolve({ filter: /number-format\.ts$/ }, (args) => {
      const resolved = path.join(args.resolveDir, args.path);
      return SHARED_WITH_THE_APP.includes(resolved) ? { path: args.path, external: true } : undefined;
    });
  },
};

/** The engine bundled on its own as the web app's lazy chunk would be: minified ES2022, in memory. */
const ENGINE_BUILD = {
  entryPoints: [ENTRY],
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  minify: true,
  write: false,
  logLevel: 'silent',
};

/** The engine's chunk as the web app ships it: without what the app already loaded. */
async function shippedSizeKb() {
  const result = await build({ ...ENGINE_BUILD, plugins: [leaveOutSharedModules] });
  return gzipSync(result.outputFiles[0].text, { level: 9 }).length / KILOBYTE;
}

async function bundleEngine() {
  const result = await build({ ...ENGINE_BUILD, metafile: true });
  const code = result.outputFiles[0].text;
  const inputs = Object.keys(result.metafile.inputs);
  const server = await build({ ...ENGINE_BUILD, entryPoints: [SERVER_ENTRY] });
  const dispatchBuild = await build({ ...ENGINE_BUILD, entryPoints: [DISPATCH_ENTRY] });
  return {
    code,
    serverCode: server.outputFiles[0].text,
    dispatchCode: dispatchBuild.outputFiles[0].text,
    inputs,
    rawKb: Buffer.byteLength(code) / KILOBYTE,
    gzipKb: await shippedSizeKb(),
    fullGzipKb: gzipSync(code, { level: 9 }).length / KILOBYTE,
  };
}

/** The what-ifs a customer clicks through, in turn (web/src/features/energy-report, what-if controls). */
const WHAT_IFS = [
  { fuelPrice: 1100 },
  { fuelPrice: 1300 },
  { discountRate: 20 },
  { tariffBand: 'A' },
  { batteryType: 'tubular' },
  { batteryType: 'lithium' },
  { moduleWatts: 450 },
  { tier: 'full' },
  { tier: 'essentials' },
  { inflation: 20, fuelEscalation: 15 },
  {},
];

function quantile(values, share) {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/** Median ms per call of `compute(index)` over the batches of `perBatch` calls, after one warm-up batch. */
function medianPerCall(compute, perBatch = REPORTS_PER_BATCH) {
  let index = 0;
  for (let run = 0; run < perBatch; run += 1) compute(index++);
  const batches = [];
  for (let batch = 0; batch < BATCHES; batch += 1) {
    const startedAt = performance.now();
    for (let run = 0; run < perBatch; run += 1) compute(index++);
    batches.push((performance.now() - startedAt) / perBatch);
  }
  return median(batches);
}

/** A year's dispatch takes well under a millisecond: enough runs for the compiler to settle. */
const DISPATCHES_PER_BATCH = 200;

/** One year's dispatch: a sunny-day array, an evening load, the grid on one hour in three. */
function timeOneYear(dispatch) {
  const hours = 8760;
  const solar = new Float64Array(hours);
  const load = new Float64Array(hours);
  const grid = new Uint8Array(hours);
  for (let hour = 0; hour < hours; hour += 1) {
    const clock = hour % 24;
    solar[hour] = Math.max(0, Math.sin(((clock - 6) / 12) * Math.PI)) * 0.8;
    load[hour] = clock >= 18 ? 2 : 1;
    grid[hour] = hour % 3 === 0 ? 1 : 0;
  }
  const generator = { ratedKw: 16, intercept: 0.08, slope: 0.25, minimumLoad: 0.25 };
  return medianPerCall(
    (index) =>
      dispatch({
        solar,
        solarScale: 5 + (index % 50) * 0.1,
        load,
        grid,
        usableKwh: 10,
        roundTrip: 0.92,
        inverterKw: 5,
        generator,
      }),
    DISPATCHES_PER_BATCH,
  );
}

/** The engine's times for one form: the full search, a cold report, and the what-ifs. */
function timeReports({ composeEnergyReport, locateSite }, audit) {
  const location = locateSite(audit);
  const loadField = audit.type === 'home' ? 'rooms' : 'dayConsumption';
  // A new load each time, at the same site: every system of every tier is run.
  const fullSearchMs = medianPerCall((index) =>
    composeEnergyReport({ audit: { ...audit, [loadField]: audit[loadField] + (index % 97) + 1 }, location }),
  );
  // A new site each time: its synthetic year is drawn too.
  const coldMs = medianPerCall((index) =>
    composeEnergyReport({
      audit,
      location: { ...location, latitude: location.latitude + 0.01 * ((index % 89) + 1) },
    }),
  );
  composeEnergyReport({ audit, location });
  const whatIfTimes = [];
  for (let round = 0; round < BATCHES; round += 1) {
    for (const overrides of WHAT_IFS) {
      const startedAt = performance.now();
      composeEnergyReport({ audit, location, overrides });
      whatIfTimes.push(performance.now() - startedAt);
    }
  }
  return {
    fullSearchMs,
    coldMs,
    whatIf: { medianMs: median(whatIfTimes), p95Ms: quantile(whatIfTimes, 0.95), count: whatIfTimes.length },
  };
}

/** The bench module contract used by scripts/bench/index.mjs. */
export async function runSolarEngineBench() {
  const bundle = await bundleEngine();
  const directory = mkdtempSync(path.join(tmpdir(), 'powerpay-solar-'));
  const problems = [];

  try {
    const file = path.join(directory, 'solar-engine.mjs');
    const serverFile = path.join(directory, 'solar-engine-server.mjs');
    writeFileSync(file, bundle.code);
    writeFileSync(serverFile, bundle.serverCode);
    const { composeEnergyReport } = await import(pathToFileURL(file).href);
    const { locateSite } = await import(pathToFileURL(serverFile).href);

    console.log(
      `\nSolar engine chunk: ${bundle.gzipKb.toFixed(1)} KB gzipped as shipped (goal < ${GZIP_BUDGET_KB} KB); ${bundle.fullGzipKb.toFixed(1)} KB with the shared number formatter (${bundle.rawKb.toFixed(1)} KB minified)`,
    );
    const leaked = bundle.inputs.filter(
      (input) => input.includes('node_modules') || /shared\/src\/index\.ts$/.test(input),
    );
    if (leaked.length > 0) problems.push(`the engine chunk pulls in ${leaked.join(', ')}`);
    if (bundle.gzipKb > GZIP_BUDGET_KB)
      problems.push(`engine chunk is ${bundle.gzipKb.toFixed(1)} KB gzipped (goal ${GZIP_BUDGET_KB} KB)`);

    const dispatchFile = path.join(directory, 'solar-dispatch.mjs');
    writeFileSync(dispatchFile, bundle.dispatchCode);
    const { dispatch } = await import(pathToFileURL(dispatchFile).href);
    const oneYearMs = timeOneYear(dispatch);
    console.log(`\nOne simulated year (8,760 hours dispatched): ${oneYearMs.toFixed(3)} ms (median)`);
    console.log(
      `\nPer report (${BATCHES} batches of ${REPORTS_PER_BATCH}; medians; what-if p95 over ${BATCHES} rounds of ${WHAT_IFS.length})\n`,
    );
    console.log('form     full search   cold report   what-if median   what-if p95');
    const timings = {};
    for (const [form, audit] of Object.entries(AUDITS)) {
      timings[form] = timeReports({ composeEnergyReport, locateSite }, audit);
      const { fullSearchMs, coldMs, whatIf } = timings[form];
      console.log(
        `${form.padEnd(7)} ${fullSearchMs.toFixed(1).padStart(9)} ms ${coldMs.toFixed(1).padStart(10)} ms ${whatIf.medianMs.toFixed(1).padStart(13)} ms ${whatIf.p95Ms.toFixed(1).padStart(10)} ms`,
      );
      if (whatIf.p95Ms > WHAT_IF_P95_BUDGET_MS) {
        problems.push(
          `a ${form} what-if takes ${whatIf.p95Ms.toFixed(1)} ms at p95 (goal ${WHAT_IF_P95_BUDGET_MS} ms)`,
        );
      }
    }

    return {
      name: 'solar engine',
      isPassing: problems.length === 0,
      summary: `one year ${oneYearMs.toFixed(2)} ms; full search home ${timings.home.fullSearchMs.toFixed(0)} ms, office ${timings.office.fullSearchMs.toFixed(0)} ms; what-if p95 home ${timings.home.whatIf.p95Ms.toFixed(0)} ms, office ${timings.office.whatIf.p95Ms.toFixed(0)} ms; chunk ${bundle.gzipKb.toFixed(1)} KB gzip`,
      problems,
    };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

const isRunDirectly =
  process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isRunDirectly) {
  const result = await runSolarEngineBench();
  for (const problem of result.problems) console.error(`solar-engine: ${problem}`);
  process.exit(result.isPassing ? 0 : 1);
}
