/**
 * Bundle-size benchmark: for every lazily loaded route module under web/src/app/routes/, the
 * gzipped JavaScript a first visit to that route downloads (the entry chunk and its static
 * imports, plus the route chunk and its static imports, each file counted once). Fails when a
 * budgeted route is over its budget (docs/ARCHITECTURE.md, "Budgets and quality bars": landing and purchase ≤ 120 KB), or when a
 * route's own chunks (what it adds to the entry and the layout) are over their budget.
 *
 * Run alone with `node scripts/bench/bundle-size.mjs`, or through `npm run bench`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

import { runCommand } from '../lib/run-command.mjs';

import {
  BEFORE_PAINT_GOALS_KB,
  FILE_COUNT_GOALS,
  LAYOUT_ROUTE_PATHS,
  ROUTE_BUDGETS_KB,
  ROUTE_OWN_BUDGETS_KB,
} from './bundle-budgets.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// BENCH_WEB_DIST_DIR measures another build (e.g. a developer's own --outDir) instead of web/dist.
const webDistDir = process.env.BENCH_WEB_DIST_DIR ?? path.join(repoRoot, 'web', 'dist');
const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
const ROUTES_SOURCE_PREFIX = 'src/app/routes/';
const KILOBYTE = 1024;

/** The layout route module that wraps the eight app pages of docs/product.md §2 (loaded with each of them). */
const LAYOUT_MODULE = 'app-layout.tsx';
/** Route modules whose URL is not their file name. */
const ROUTE_PATH_BY_MODULE_NAME = { 'energy-audit-report': '/energy-audit/:id/report' };
async function ensureBuild() {
  if (existsSync(manifestFile)) return;

  console.log('bundle-size: web/dist has no .vite/manifest.json; building the web app first.');
  const { exitCode } = await runCommand({
    command: 'npm',
    args: ['run', 'build', '-w', 'web', '--', '--manifest'],
    cwd: repoRoot,
  });
  if (exitCode !== 0 || !existsSync(manifestFile)) throw new Error('bundle-size: the web build failed');
}

/** Every chunk key reachable from `key` through static imports, `key` included. */
function collectStaticClosure({ manifest, key, into = new Set() }) {
  if (into.has(key)) return into;

  const chunk = manifest[key];
  if (!chunk) throw new Error(`bundle-size: ${key} is imported but missing from the manifest`);

  into.add(key);
  for (const imported of chunk.imports ?? []) collectStaticClosure({ manifest, key: imported, into });
  return into;
}

const gzippedSizeCache = new Map();

function gzippedSize(file) {
  if (!gzippedSizeCache.has(file)) {
    const contents = readFileSync(path.join(webDistDir, file));
    gzippedSizeCache.set(file, { raw: contents.length, gzip: gzipSync(contents, { level: 9 }).length });
  }
  return gzippedSizeCache.get(file);
}

function sumJavaScript({ manifest, keys }) {
  const files = [...new Set([...keys].map((key) => manifest[key].file))].filter((file) =>
    file.endsWith('.js'),
  );
  return files.reduce(
    (total, file) => {
      const size = gzippedSize(file);
      return { raw: total.raw + size.raw, gzip: total.gzip + size.gzip, files: total.files + 1 };
    },
    { raw: 0, gzip: 0, files: 0 },
  );
}

/**
 * The URL a route module serves, from its file name: `src/app/routes/app/buy-electricity.tsx`
 * serves `/buy-electricity`. Modules that are not pages (layouts, splash helpers) map to null.
 */
export function routePathForModule(source) {
  const name = path.posix.basename(source).replace(/\.[jt]sx?$/, '');
  if (ROUTE_PATH_BY_MODULE_NAME[name]) return ROUTE_PATH_BY_MODULE_NAME[name];
  if (name === 'index' || name === 'splash' || name === 'root') return '/';
  return `/${name}`;
}

export function measureRoutes(manifest) {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`bundle-size: expected one entry chunk, found ${entries.length}`);

  const [entryKey] = entries[0];
  const entryClosure = collectStaticClosure({ manifest, key: entryKey });
  const entryOnly = sumJavaScript({ manifest, keys: entryClosure });

  const routeKeys = Object.keys(manifest).filter(
    (key) => manifest[key].isDynamicEntry && (manifest[key].src ?? key).startsWith(ROUTES_SOURCE_PREFIX),
  );

  const layoutKey = routeKeys.find(
    (key) => (manifest[key].src ?? key) === `${ROUTES_SOURCE_PREFIX}${LAYOUT_MODULE}`,
  );

  const rows = routeKeys.map((key) => {
    const routePath = routePathForModule(manifest[key].src ?? key);
    const baseKeys = new Set(entryClosure);
    // A page inside the common layout also downloads the layout's chunk and its static imports.
    if (layoutKey && LAYOUT_ROUTE_PATHS.has(routePath))
      collectStaticClosure({ manifest, key: layoutKey, into: baseKeys });
    const sharedKeys = new Set(baseKeys);
    const closure = collectStaticClosure({ manifest, key, into: baseKeys });
    const total = sumJavaScript({ manifest, keys: closure });
    const own = sumJavaScript({
      manifest,
      keys: [...closure].filter((closureKey) => !sharedKeys.has(closureKey)),
    });
    const budgetKb = ROUTE_BUDGETS_KB[routePath];
    const ownBudgetKb = ROUTE_OWN_BUDGETS_KB[routePath];

    return {
      module:
        (manifest[key].src ?? key).slice(ROUTES_SOURCE_PREFIX.length) +
        (LAYOUT_ROUTE_PATHS.has(routePath) ? ' +layout' : ''),
      routePath,
      files: total.files,
      rawKb: total.raw / KILOBYTE,
      gzipKb: total.gzip / KILOBYTE,
      ownGzipKb: own.gzip / KILOBYTE,
      budgetKb,
      ownBudgetKb,
      isOverBudget:
        (budgetKb !== undefined && total.gzip / KILOBYTE > budgetKb) ||
        (ownBudgetKb !== undefined && own.gzip / KILOBYTE > ownBudgetKb),
    };
  });

  rows.sort((left, right) => left.module.localeCompare(right.module));
  return { entry: { module: entryKey, gzipKb: entryOnly.gzip / KILOBYTE, files: entryOnly.files }, rows };
}

function printTable({ entry, rows }) {
  console.log(
    `\nGzipped JavaScript per route (entry ${entry.module}: ${entry.gzipKb.toFixed(1)} KB alone)\n`,
  );

  const moduleWidth = Math.max(12, ...rows.map((row) => row.module.length));
  console.log(`${'route module'.padEnd(moduleWidth)}  files   raw KB  gzip KB   own KB  budget`);
  for (const row of rows) {
    const budgets = [
      row.budgetKb === undefined ? null : `${row.budgetKb} KB`,
      row.ownBudgetKb === undefined ? null : `own ${row.ownBudgetKb} KB`,
    ].filter(Boolean);
    const budget = budgets.length === 0 ? '' : `${budgets.join(', ')} ${row.isOverBudget ? 'OVER' : 'ok'}`;
    console.log(
      `${row.module.padEnd(moduleWidth)}  ${String(row.files).padStart(5)}  ${row.rawKb.toFixed(1).padStart(7)}  ${row.gzipKb.toFixed(1).padStart(7)}  ${row.ownGzipKb.toFixed(1).padStart(7)}  ${budget}`,
    );
  }
}

/** The gzipped JavaScript a prerendered page's HTML names: `<script src>` and `<link rel="modulepreload">`. */
function scriptsBeforePaint(routePath) {
  const htmlFile = path.join(webDistDir, 'prerendered', `${routePath.slice(1)}.html`);
  if (!existsSync(htmlFile)) return null;
  const html = readFileSync(htmlFile, 'utf8');
  const sources = [
    ...html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"|<link rel="modulepreload"[^>]*\shref="\/([^"]+)"/g),
  ].map((match) => match[1] ?? match[2]);
  const gzipKb = sources.reduce(
    (total, file) => total + gzipSync(readFileSync(path.join(webDistDir, file))).length / KILOBYTE,
    0,
  );
  return { files: sources.length, gzipKb };
}

/** The bench table's contract: one row per figure (budgets, goals, then the entry chunk for information). */
export async function run() {
  await ensureBuild();
  const measured = measureRoutes(JSON.parse(readFileSync(manifestFile, 'utf8')));
  printTable(measured);

  const rowFor = (routePath) => measured.rows.find((candidate) => candidate.routePath === routePath);
  const limitRow = ({ routePath, limitKb, kind }) => {
    const row = rowFor(routePath);
    return {
      figure: `${routePath} JavaScript, first visit (gzip)`,
      value: row ? `${row.gzipKb.toFixed(1)} KB in ${row.files} files` : 'no route module serves it',
      goal: `<= ${limitKb} KB (${kind})`,
      isPassing: Boolean(row) && row.gzipKb <= limitKb,
    };
  };
  const ownLimitRow = ({ routePath, limitKb }) => {
    const row = rowFor(routePath);
    return {
      figure: `${routePath} JavaScript on top of entry and layout (gzip)`,
      value: row ? `${row.ownGzipKb.toFixed(1)} KB` : 'no route module serves it',
      goal: `<= ${limitKb} KB (budget)`,
      isPassing: Boolean(row) && row.ownGzipKb <= limitKb,
    };
  };
  return [
    ...Object.entries(ROUTE_BUDGETS_KB).map(([routePath, limitKb]) =>
      limitRow({ routePath, limitKb, kind: 'budget' }),
    ),
    ...Object.entries(ROUTE_OWN_BUDGETS_KB).map(([routePath, limitKb]) =>
      ownLimitRow({ routePath, limitKb }),
    ),
    ...Object.entries(BEFORE_PAINT_GOALS_KB).map(([routePath, limitKb]) => {
      const beforePaint = scriptsBeforePaint(routePath);
      return {
        figure: `${routePath} JavaScript before first paint (gzip)`,
        value: beforePaint
          ? `${beforePaint.gzipKb.toFixed(1)} KB in ${beforePaint.files} files`
          : 'not prerendered',
        goal: `<= ${limitKb} KB goal`,
        isPassing: Boolean(beforePaint) && beforePaint.gzipKb <= limitKb,
      };
    }),
    ...Object.entries(FILE_COUNT_GOALS).map(([routePath, limitFiles]) => {
      const row = rowFor(routePath);
      return {
        figure: `${routePath} JavaScript files, first visit`,
        value: row ? `${row.files} files` : 'no route module serves it',
        goal: `<= ${limitFiles} files goal`,
        isPassing: Boolean(row) && row.files <= limitFiles,
      };
    }),
    {
      figure: 'entry chunk alone (gzip)',
      value: `${measured.entry.gzipKb.toFixed(1)} KB`,
      goal: '',
      isPassing: null,
    },
  ];
}

/** The older contract (`{ name, isPassing, summary, problems }`), for a bench runner that expects it. */
export async function runBundleSizeBench() {
  await ensureBuild();

  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const measured = measureRoutes(manifest);
  printTable(measured);

  const problems = [];
  const findRow = (routePath) => measured.rows.find((candidate) => candidate.routePath === routePath);
  const missing = (routePath) =>
    `no lazily loaded route module under ${ROUTES_SOURCE_PREFIX} serves ${routePath}`;
  for (const [routePath, budgetKb] of Object.entries(ROUTE_BUDGETS_KB)) {
    const row = findRow(routePath);
    if (!row) problems.push(missing(routePath));
    else if (row.gzipKb > budgetKb)
      problems.push(`${routePath} loads ${row.gzipKb.toFixed(1)} KB gzipped (budget ${budgetKb} KB)`);
  }
  for (const [routePath, budgetKb] of Object.entries(ROUTE_OWN_BUDGETS_KB)) {
    const row = findRow(routePath);
    if (!row) problems.push(missing(routePath));
    else if (row.ownGzipKb > budgetKb)
      problems.push(
        `${routePath} adds ${row.ownGzipKb.toFixed(1)} KB gzipped to the entry and layout (budget ${budgetKb} KB)`,
      );
  }

  return {
    name: 'bundle size',
    isPassing: problems.length === 0,
    summary: Object.keys(ROUTE_BUDGETS_KB)
      .map((routePath) => {
        const row = measured.rows.find((candidate) => candidate.routePath === routePath);
        return `${routePath} ${row ? `${row.gzipKb.toFixed(1)} KB` : 'missing'}`;
      })
      .join(', '),
    problems,
  };
}

const isRunDirectly =
  process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isRunDirectly) {
  const result = await runBundleSizeBench();
  for (const problem of result.problems) console.error(`bundle-size: ${problem}`);
  process.exit(result.isPassing ? 0 : 1);
}
