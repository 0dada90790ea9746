import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { LOCK_FILE_NAME, lockDataDir } from './data-dir-lock.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'powerpay-lock-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const lockFile = () => path.join(dataDir, LOCK_FILE_NAME);

/** The id of a process that has ended. */
function endedProcessId(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

const holderInFile = () =>
  JSON.parse(readFileSync(lockFile(), 'utf8')) as { pid: number; startedAt: string | null };

describe('the embedded database data folder lock', () => {
  it('names this process while held, refuses a second holder, and is free again once released', () => {
    const release = lockDataDir(dataDir);
    expect(holderInFile().pid).toBe(process.pid);

    expect(() => lockDataDir(dataDir)).toThrow(`is open in another process (pid ${process.pid})`);

    release();
    expect(existsSync(lockFile())).toBe(false);
    lockDataDir(dataDir)();
  });

  it('takes over a lock left by a process that ended (a crash)', () => {
    writeFileSync(lockFile(), JSON.stringify({ pid: endedProcessId(), startedAt: '12345' }));

    const release = lockDataDir(dataDir);

    expect(holderInFile().pid).toBe(process.pid);
    release();
  });

  // A container restarted after a crash often gives the server the process id its predecessor had.
  it('takes over a lock naming a running process id that started at another time', () => {
    const { startedAt } = (() => {
      const release = lockDataDir(dataDir);
      const held = holderInFile();
      release();
      return held;
    })();
    expect(startedAt).not.toBeNull();
    writeFileSync(lockFile(), JSON.stringify({ pid: process.pid, startedAt: `${startedAt}0` }));

    const release = lockDataDir(dataDir);

    expect(holderInFile()).toEqual({ pid: process.pid, startedAt });
    release();
  });

  it('takes over a lock file that names no process', () => {
    writeFileSync(lockFile(), 'not a process id');
    lockDataDir(dataDir)();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('creates the data folder when it does not exist yet', () => {
    const nested = path.join(dataDir, 'first', 'start');
    lockDataDir(nested)();
    expect(existsSync(nested)).toBe(true);
  });

  it(
    'keeps a second open of the same data folder out until the first is closed',
    { timeout: 120_000 },
    async () => {
      const first = await openDatabase({ engine: 'pglite', dataDir });

      await expect(openDatabase({ engine: 'pglite', dataDir })).rejects.toThrow('is open in another process');

      await first.close();
      const second = await openDatabase({ engine: 'pglite', dataDir });
      await second.close();
      expect(existsSync(lockFile())).toBe(false);
    },
  );
});

describe('the commands that open the embedded database, while the server holds it', () => {
  const commands = [
    ['npm run db:migrate', 'src/db/migrate-cli.ts'],
    ['npm run staff:add', 'src/modules/ops/staff-add-cli.ts', 'someone@example.com'],
  ];
  for (const [name, script, ...args] of commands) {
    it(`${name} says the folder is in use, without a stack trace, and exits 1`, { timeout: 60_000 }, () => {
      const release = lockDataDir(dataDir);
      try {
        const serverDir = path.resolve(import.meta.dirname, '../..');
        const { DATABASE_URL: _ignored, ...env } = process.env;
        const run = spawnSync(process.execPath, ['--import', 'tsx', script!, ...args], {
          cwd: serverDir,
          env: { ...env, DATA_DIR: dataDir, NODE_ENV: 'development' },
          encoding: 'utf8',
        });
        expect(run.status).toBe(1);
        expect(run.stderr.trim()).toContain(`is open in another process (pid ${process.pid})`);
        expect(run.stderr).not.toMatch(/\n\s+at /);
      } finally {
        release();
      }
    });
  }
});
