/**
 * The import graph's two rules (decision 032):
 * - No import cycles in shared/, server/ or web/. A cycle makes the order modules load in matter, and a
 *   module in one can only be read, tested or moved with the rest of the ring. Type-only and lazy
 *   `import()` imports count too, so a cycle cannot hide behind either.
 * - The server's layers point one way: only the composition root (`app.ts`, `server.ts`) and tests import
 *   the features (`modules/`); `context.ts`, `lib/`, `db/`, `integrations/` and `jobs/` know none.
 * madge builds the graph. Each workspace is read with its own tsconfig, from its own folder: TypeScript
 * resolves web's `@/…` paths against the working directory, as they carry no baseUrl.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import madge from 'madge';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * What is checked: web/, then server/ and shared/ together (the server imports shared). web/ goes first:
 * madge keeps the first tsconfig's path mapping for later runs, and the server has none to lose (a run
 * that lost it would fail on its unresolved imports, not pass blind).
 */
const WORKSPACES = [
  { folder: 'web', sources: ['src'], tsConfig: 'tsconfig.json' },
  { folder: '.', sources: ['server/src', 'shared/src'], tsConfig: 'server/tsconfig.json' },
];

/**
 * The graph of `sources` (folders under `folder`), files named relative to `folder`: each file's
 * imports, the import cycles, and the imports of the project's own files that could not be resolved
 * (each a blind spot).
 */
export async function readImportGraph({ folder, sources, tsConfig }) {
  const previous = process.cwd();
  process.chdir(folder);
  try {
    const graph = await madge(sources, { fileExtensions: ['ts', 'tsx'], tsConfig, baseDir: folder });
    // A Vite asset query (`file.js?raw`) is text, not a module: it cannot take part in a cycle.
    const unresolved = graph
      .warnings()
      .skipped.filter((name) => /^(\.|\/|@\/)/.test(name) && !name.includes('?'));
    return { imports: graph.obj(), cycles: graph.circular(), unresolved };
  } finally {
    process.chdir(previous);
  }
}

const SERVER_ROOT = 'server/src/';
const FEATURES = `${SERVER_ROOT}modules/`;
const COMPOSITION_ROOT = new Set([`${SERVER_ROOT}app.ts`, `${SERVER_ROOT}server.ts`]);

/** Imports of the server's features (or of the app itself) by a file below them, as `from -> to`. */
export function findLayerBreaches(imports) {
  const isBelowFeatures = (file) =>
    file.startsWith(SERVER_ROOT) &&
    !file.startsWith(FEATURES) &&
    !file.startsWith(`${SERVER_ROOT}test/`) &&
    !file.endsWith('.test.ts') &&
    !COMPOSITION_ROOT.has(file);
  const isAbove = (file) => file.startsWith(FEATURES) || COMPOSITION_ROOT.has(file);

  return Object.entries(imports).flatMap(([from, targets]) =>
    isBelowFeatures(from) ? targets.filter(isAbove).map((to) => `${from} -> ${to}`) : [],
  );
}

async function main() {
  const problems = [];
  for (const workspace of WORKSPACES) {
    const folder = path.join(repoRoot, workspace.folder);
    const { imports, cycles, unresolved } = await readImportGraph({ ...workspace, folder });
    const named = (file) => path.relative(repoRoot, path.resolve(folder, file));

    for (const name of unresolved)
      problems.push(`import not resolved in ${workspace.folder}/, so not checked: ${name}`);
    for (const cycle of cycles) problems.push(`import cycle: ${[...cycle, cycle[0]].map(named).join(' > ')}`);
    for (const breach of findLayerBreaches(imports))
      problems.push(`import up the server's layers (only app.ts composes features): ${breach}`);
  }

  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(
      `${problems.length} problem(s) in the import graph: move what both sides need into a module of its own (decision 032).`,
    );
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
