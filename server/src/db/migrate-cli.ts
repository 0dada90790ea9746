import { loadEnv } from '../env.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';

const env = loadEnv();
const handle = await openDatabase(
  env.DATABASE_URL
    ? { engine: 'postgres', connectionString: env.DATABASE_URL, poolSize: 1 }
    : { engine: 'pglite', dataDir: env.DATA_DIR },
);
await runMigrations(handle);
await handle.close();
console.log(`Migrations applied (${handle.engine}).`);
