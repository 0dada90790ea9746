/**
 * `npm run bench`: runs every benchmark module and prints one table: each figure, its goal, pass/fail.
 *
 * A benchmark module exports `async function run()` resolving to rows `{ figure, value, goal, isPassing }`
 * (value and goal are text with their units; `isPassing: null` marks a figure shown for information).
 * It may print its own detail while it runs. Adding one is one line in MODULES below.
 * `npm run bench -- history-scale memory` runs only the named modules.
 *
 * Older modules that resolve to `{ name, isPassing, summary, problems }` are shown as rows too, and a
 * module whose file is not in this checkout is reported as skipped, not failed.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { printBenchTable, toRows } from './lib/bench-table.mjs';

/** Bench modules, in run order: `{ id, file, exportName }` (exportName defaults to `run`). */
const MODULES = [
  { id: 'bundle-size', file: 'bundle-size.mjs' },
  { id: 'memory', file: 'memory.mjs' },
  { id: 'request-cost', file: 'request-cost.mjs' },
  { id: 'history-scale', file: 'history-scale.mjs' },
  { id: 'api', file: 'api.mjs' },
  { id: 'purchase-api', file: 'purchase-api.mjs', exportName: 'runPurchaseApiBench' },
  { id: 'pipeline-burst', file: 'pipeline-burst.mjs', exportName: 'runPipelineBurstBench' },
  { id: 'nginx-burst', file: 'nginx-burst.mjs', exportName: 'runNginxBurstBench' },
  { id: 'ops-search', file: 'ops-search.mjs', exportName: 'runOpsSearchBench' },
  { id: 'solar-engine', file: 'solar-engine.mjs', exportName: 'runSolarEngineBench' },
  { id: 'energy-report', file: 'energy-report.mjs', exportName: 'runEnergyReportBench' },
  { id: 'report-main-thread', file: 'report-main-thread.mjs' },
  { id: 'lighthouse', file: 'lighthouse.mjs' },
];

/** The whole run must stay usable as a routine check (its goal: 10 minutes). */
const TOTAL_SECONDS_GOAL = 600;

async function runModule(module) {
  const fileUrl = new URL(`./${module.file}`, import.meta.url);
  if (!existsSync(fileURLToPath(fileUrl))) {
    return [
      {
        figure: `${module.id}: skipped`,
        value: `${module.file} is not in this checkout`,
        goal: '',
        isPassing: null,
      },
    ];
  }
  const startedAt = performance.now();
  let rows;
  try {
    const exports = await import(pathToFileURL(fileURLToPath(fileUrl)).href);
    const run = exports[module.exportName ?? 'run'];
    if (typeof run !== 'function')
      throw new Error(`${module.file} exports no ${module.exportName ?? 'run'}()`);
    rows = toRows(module.id, await run());
  } catch (error) {
    rows = [
      {
        figure: `${module.id}: crashed`,
        value: error instanceof Error ? error.message : String(error),
        goal: 'runs',
        isPassing: false,
      },
    ];
  }
  const seconds = (performance.now() - startedAt) / 1000;
  return rows.map((row) => ({ module: module.id, seconds, ...row }));
}

const requested = process.argv.slice(2);
const unknown = requested.filter((id) => !MODULES.some((module) => module.id === id));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark(s): ${unknown.join(', ')}. Known: ${MODULES.map((module) => module.id).join(', ')}`,
  );
  process.exit(2);
}

const selected = requested.length > 0 ? MODULES.filter((module) => requested.includes(module.id)) : MODULES;
const startedAt = performance.now();
const rows = [];
for (const module of selected) {
  console.log(`\n== ${module.id}`);
  rows.push(...(await runModule(module)));
}
const totalSeconds = (performance.now() - startedAt) / 1000;
if (requested.length === 0) {
  rows.push({
    module: 'bench',
    figure: 'whole run time',
    value: `${totalSeconds.toFixed(0)} s`,
    goal: `< ${TOTAL_SECONDS_GOAL} s`,
    isPassing: totalSeconds < TOTAL_SECONDS_GOAL,
  });
}

printBenchTable(rows);
process.exit(rows.every((row) => row.isPassing !== false) ? 0 : 1);
