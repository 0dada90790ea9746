/**
 * `npm run bench`: runs every benchmark module and prints one summary table.
 *
 * A benchmark is a module exporting an async function that prints its own detail and resolves to
 * `{ name, isPassing, summary, problems }`. Add one by appending it to BENCHMARKS.
 * `npm run bench -- bundle-size` runs only the named benchmarks.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const BENCHMARKS = [
  {
    id: 'bundle-size',
    load: async () => (await import('./bundle-size.mjs')).runBundleSizeBench,
  },
  { id: 'api', load: async () => (await import('./api.mjs')).runApiBench },
  {
    id: 'purchase-api',
    load: async () => (await import('./purchase-api.mjs')).runPurchaseApiBench,
  },
  { id: 'solar-engine', load: async () => (await import('./solar-engine.mjs')).runSolarEngineBench },
  { id: 'energy-report', load: async () => (await import('./energy-report.mjs')).runEnergyReportBench },
  // Optional: skipped (not failed) on a checkout that does not have the module.
  { id: 'lighthouse', file: 'lighthouse.mjs', load: async () => (await import('./lighthouse.mjs')).runLighthouseBench },
];

function isPresent(benchmark) {
  return !benchmark.file || existsSync(fileURLToPath(new URL(`./${benchmark.file}`, import.meta.url)));
}

async function runBenchmark(benchmark) {
  const startedAt = performance.now();
  if (!isPresent(benchmark)) {
    return { name: benchmark.id, isPassing: true, summary: `skipped: ${benchmark.file} is not there`, problems: [], seconds: 0 };
  }
  try {
    const run = await benchmark.load();
    const result = await run();
    return { ...result, seconds: (performance.now() - startedAt) / 1000 };
  } catch (error) {
    return {
      name: benchmark.id,
      isPassing: false,
      summary: 'crashed',
      problems: [error instanceof Error ? error.message : String(error)],
      seconds: (performance.now() - startedAt) / 1000,
    };
  }
}

function printSummary(results) {
  console.log('\nBenchmark summary\n');
  const nameWidth = Math.max(9, ...results.map((result) => result.name.length));
  console.log(`${'benchmark'.padEnd(nameWidth)}  result  time     summary`);

  for (const result of results) {
    const status = result.isPassing ? 'ok    ' : 'FAILED';
    console.log(
      `${result.name.padEnd(nameWidth)}  ${status}  ${`${result.seconds.toFixed(1)}s`.padEnd(7)}  ${result.summary}`,
    );
    for (const problem of result.problems) console.log(`${' '.repeat(nameWidth + 2)}- ${problem}`);
  }
}

const requested = process.argv.slice(2);
const unknown = requested.filter((id) => !BENCHMARKS.some((benchmark) => benchmark.id === id));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark(s): ${unknown.join(', ')}. Known: ${BENCHMARKS.map((b) => b.id).join(', ')}`,
  );
  process.exit(2);
}

const selected = requested.length > 0 ? BENCHMARKS.filter((b) => requested.includes(b.id)) : BENCHMARKS;
const results = [];
for (const benchmark of selected) {
  console.log(`\n== ${benchmark.id}`);
  results.push(await runBenchmark(benchmark));
}

printSummary(results);
process.exit(results.every((result) => result.isPassing) ? 0 : 1);
