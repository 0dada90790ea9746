import { loadEnv } from '../env.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';

const env = loadEnv();
const handle = await openDatabase(
  env.DATABASE_URL
    ? { engine: 'postgres', connectionString: env.DATABASE_URL, poolSize: 1 }
    : { engine: 'pglite', dataDir: env.DATA_DIR },
).catch((error: unknown) => {
  // The embedded database open in the server (data-dir-lock.ts), or no database to reach: say so, no trace.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
await runMigrations(handle);
await handle.close();
console.log(`Migrations applied (${handle.engine}).`);
