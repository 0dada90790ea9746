/**
 * No import cycles in shared/, server/ or web/ (decision 032). A cycle makes the order modules load in
 * matter, and a module in one can only be read, tested or moved with the rest of the ring.
 * madge builds the graph; type-only and lazy `import()` imports count too, so a cycle cannot hide behind
 * either. Each workspace is read with its own tsconfig, from its own folder: TypeScript resolves web's
 * `@/…` paths against the working directory, as they carry no baseUrl.
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
 * The import cycles among `sources` (folders under `folder`), each as the list of its files relative to
 * `folder`, and the imports of the project's own files that could not be resolved (each a blind spot).
 */
export async function findImportCycles({ folder, sources, tsConfig }) {
  const previous = process.cwd();
  process.chdir(folder);
  try {
    const graph = await madge(sources, { fileExtensions: ['ts', 'tsx'], tsConfig, baseDir: folder });
    const unresolved = graph.warnings().skipped.filter((name) => /^(\.|\/|@\/)/.test(name));
    return { cycles: graph.circular(), unresolved };
  } finally {
    process.chdir(previous);
  }
}

async function main() {
  let count = 0;
  for (const workspace of WORKSPACES) {
    const folder = path.join(repoRoot, workspace.folder);
    const { cycles, unresolved } = await findImportCycles({ ...workspace, folder });
    for (const name of unresolved) {
      count += 1;
      console.error(`import not resolved in ${workspace.folder}/, so not checked for cycles: ${name}`);
    }
    for (const cycle of cycles) {
      count += 1;
      const files = cycle.map((file) => path.relative(repoRoot, path.resolve(folder, file)));
      console.error(`import cycle: ${[...files, files[0]].join(' > ')}`);
    }
  }
  if (count > 0) {
    console.error(
      `${count} import cycle(s) or unchecked import(s): move what both sides need into a module of its own (decision 032).`,
    );
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
