import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The lock file, beside the embedded cluster's folder in the app's data folder. */
export const LOCK_FILE_NAME = 'pglite.lock';

/** Who holds a lock: a process id, and when that process started where the system says (Linux). */
interface Holder {
  pid: number;
  startedAt: string | null;
}

/**
 * When process `pid` started, in clock ticks since boot (/proc/<pid>/stat, field 22); null where the
 * system does not say. With the id, it tells a process from a later one given the same id: a container
 * restarted after a crash often gives the server the id its crashed predecessor had.
 */
function startTimeOf(pid: number): string | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ');
    return fields?.[19] ?? null;
  } catch {
    return null;
  }
}

function holderOf(file: string): Holder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    const isValid = Number.isInteger(holder.pid) && (holder.pid as number) > 0;
    return isValid
      ? {
          pid: holder.pid as number,
          startedAt: typeof holder.startedAt === 'string' ? holder.startedAt : null,
        }
      : null;
  } catch {
    return null;
  }
}

function isAlive({ pid, startedAt }: Holder): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return startedAt === null || startTimeOf(pid) === startedAt;
}

/**
 * PGlite takes no lock on its data folder: two processes that open it both succeed, both write, and the
 * cluster is corrupted. So each opener first creates `pglite.lock` in `dataDir`, exclusively, naming
 * itself; a lock whose process has ended (a crash) is taken over, and one held by a running process
 * (this one included) refuses the open with a message that says what to do. Answers the function that
 * releases the lock.
 *
 * Holding it is also what lets the app treat every purchase lease it finds as left by a process that
 * ended (app.ts). Two processes starting at the same instant over a stale lock could both take it over;
 * a person starting the app twice at once is the only way there.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.resolve(dataDir, LOCK_FILE_NAME);
  const self: Holder = { pid: process.pid, startedAt: startTimeOf(process.pid) };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, JSON.stringify(self), { flag: 'wx' });
      return () => {
        if (holderOf(file)?.pid === self.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(file);
    if (holder !== null && isAlive(holder)) {
      throw new Error(
        `The embedded database in ${dataDir} is open in another process (pid ${holder.pid}). Stop that process first, ` +
          'or give this one its own DATA_DIR or a DATABASE_URL.',
      );
    }
    rmSync(file, { force: true });
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}: another process keeps taking it.`);
}
