import path from 'node:path';
import { EnvError, loadEnv } from '../env.ts';
import { BackupError, backupDatabase, restoreDatabase, type BackupTarget } from './backup.ts';

/**
 * `npm run backup [-- file]` and `npm run restore -- file` (decision 052), on PostgreSQL when DATABASE_URL
 * is set, on the embedded database in DATA_DIR otherwise. A relative file is relative to where the command
 * was typed (npm's INIT_CWD), like DATA_DIR.
 */
const [command, fileArgument] = process.argv.slice(2);
const here = process.env.INIT_CWD ?? process.cwd();

try {
  const env = loadEnv();
  const target: BackupTarget = env.DATABASE_URL
    ? { engine: 'postgres', url: env.DATABASE_URL }
    : { engine: 'pglite', dataDir: env.DATA_DIR };
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, 'Z');
    const extension = target.engine === 'postgres' ? 'pgdump' : 'tar.gz';
    const file = path.resolve(here, fileArgument ?? `powerpay-backup-${stamp}.${extension}`);
    const { purchases } = await backupDatabase(target, file);
    console.log(`Backed up the ${target.engine} database (${purchases} purchases) to ${file}`);
  } else if (command === 'restore' && fileArgument) {
    const file = path.resolve(here, fileArgument);
    const { purchases } = await restoreDatabase(target, file);
    console.log(`Restored ${file} into the ${target.engine} database (${purchases} purchases).`);
  } else {
    console.error('Usage: npm run backup [-- file]   |   npm run restore -- file');
    process.exit(2);
  }
} catch (error) {
  if (!(error instanceof BackupError || error instanceof EnvError || isLockRefusal(error))) throw error;
  console.error(error.message);
  process.exit(1);
}

function isLockRefusal(error: unknown): error is Error {
  return error instanceof Error && error.message.startsWith('The embedded database in');
}
