import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The lock file, beside the embedded cluster's folder in the app's data folder. */
export const LOCK_FILE_NAME = 'pglite.lock';

function holderOf(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite takes no lock on its data folder: two processes that open it both succeed, both write, and the
 * cluster is corrupted. So each opener first creates `pglite.lock` in `dataDir` holding its process id,
 * exclusively; a lock whose process has ended (a crash) is taken over, and one held by a running process
 * refuses the open with a message that says what to do. Answers the function that releases the lock.
 *
 * Holding it is also what lets the app treat every purchase lease it finds as left by a process that
 * ended (app.ts). Two processes starting at the same instant over a stale lock could both take it over;
 * a person starting the app twice at once is the only way there, and the second start then fails on
 * the cluster itself.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.resolve(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        if (holderOf(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(file);
    if (holder !== null && isRunning(holder)) {
      throw new Error(
        `The embedded database in ${dataDir} is open in another process (pid ${holder}). Stop that process first, ` +
          'or give this one its own DATA_DIR or a DATABASE_URL.',
      );
    }
    rmSync(file, { force: true });
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}: another process keeps taking it.`);
}
