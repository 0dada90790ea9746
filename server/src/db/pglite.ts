import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Every embedded database is opened through here, with the extensions the migrations use (pg_trgm and
 * btree_gin for the search indexes): a data folder with such an index must never be opened without them.
 */
export async function createPglite(
  options: Pick<PGliteOptions, 'dataDir' | 'loadDataDir'> = {},
): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm, btree_gin } });
}

/**
 * Opens the embedded database kept in `dataDir`, creating it first if needed. A new cluster is made
 * (initdb) in a short-lived child process: initdb grows PGlite's WebAssembly memory to ~800 MB, which
 * a process never gets back, while opening an existing cluster needs ~300 MB (decision 017).
 */
export async function openPgliteDataDir(dataDir: string): Promise<PGlite> {
  const directory = path.resolve(dataDir, 'pglite');
  mkdirSync(directory, { recursive: true });
  if (!existsSync(path.join(directory, 'PG_VERSION'))) await initPgliteInChildProcess(directory);
  return createPglite({ dataDir: directory });
}

function initPgliteInChildProcess(directory: string): Promise<void> {
  const pgliteUrl = import.meta.resolve('@electric-sql/pglite');
  const script = `const { PGlite } = await import(${JSON.stringify(pgliteUrl)});
const db = await PGlite.create({ dataDir: process.argv[1] });
await db.close();`;
  return new Promise((resolve, reject) => {
    // A plain `node -e`: none of the parent's flags (loaders, inspector) are passed on.
    const child = spawn(process.execPath, ['--input-type=module', '-e', script, directory], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`creating the embedded database in ${directory} failed (exit ${code})`));
    });
  });
}
