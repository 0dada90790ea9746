/**
 * Solar engine benchmark (decision 010): the sizing engine as the browser loads it (`@powerpay/shared/solar-core`)
 * bundled on its own with esbuild, as the web app's lazy chunk would be, then
 * - its size: minified and gzipped as the app ships it, without the shared number formatter the app
 *   loads in a chunk of its own (goal < 15 KB), and a check that zod and the main shared index stayed
 *   out of it;
 * - its speed: the median time per report for a home and an office audit, each a what-if recompute
 *   (the site's synthetic year drawn, then the site today and each tier's system simulated hour by
 *   hour; goal < 150 ms each, docs/decisions/034), over
 *   BENCH_SOLAR_BATCHES batches (default 5) of BENCH_SOLAR_REPORTS reports (default 10). Each report
 *   is the browser's recomputation: the site located once (by the server, with the record), then composed.
 *
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
const GZIP_BUDGET_KB = 15;
const MS_PER_REPORT_BUDGET = 150;
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
  return {
    code,
    serverCode: server.outputFiles[0].text,
    inputs,
    rawKb: Buffer.byteLength(code) / KILOBYTE,
    gzipKb: await shippedSizeKb(),
    fullGzipKb: gzipSync(code, { level: 9 }).length / KILOBYTE,
  };
}

function timePerReport(composeEnergyReport, input) {
  for (let index = 0; index < REPORTS_PER_BATCH; index += 1) composeEnergyReport(input);

  const batches = [];
  for (let batch = 0; batch < BATCHES; batch += 1) {
    const startedAt = performance.now();
    for (let index = 0; index < REPORTS_PER_BATCH; index += 1) composeEnergyReport(input);
    batches.push((performance.now() - startedAt) / REPORTS_PER_BATCH);
  }
  return { medianMs: median(batches), fastestMs: Math.min(...batches) };
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

    console.log(
      `\nTime per report (${BATCHES} batches of ${REPORTS_PER_BATCH}; median batch, fastest batch)\n`,
    );
    const timings = {};
    for (const [form, audit] of Object.entries(AUDITS)) {
      timings[form] = timePerReport(composeEnergyReport, { audit, location: locateSite(audit) });
      console.log(
        `${form.padEnd(7)} ${timings[form].medianMs.toFixed(3).padStart(8)} ms  ${timings[form].fastestMs.toFixed(3).padStart(8)} ms`,
      );
      if (timings[form].medianMs > MS_PER_REPORT_BUDGET) {
        problems.push(
          `a ${form} report takes ${timings[form].medianMs.toFixed(2)} ms (goal ${MS_PER_REPORT_BUDGET} ms)`,
        );
      }
    }

    return {
      name: 'solar engine',
      isPassing: problems.length === 0,
      summary: `home ${timings.home.medianMs.toFixed(2)} ms, office ${timings.office.medianMs.toFixed(2)} ms per report; chunk ${bundle.gzipKb.toFixed(1)} KB gzip`,
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
