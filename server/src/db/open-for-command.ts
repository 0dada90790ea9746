import type { EnvSettings } from '../env.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';

/**
 * The database a command line tool works on (`db:migrate`, `staff:add`): PostgreSQL when DATABASE_URL
 * is set, the embedded one in DATA_DIR otherwise. When it cannot be opened (the embedded database open
 * in the server, data-dir-lock.ts, or no database to reach) the tool says why and exits 1, with no trace.
 */
export async function openDatabaseForCommand(env: EnvSettings): Promise<DatabaseHandle> {
  try {
    return await openDatabase(
      env.DATABASE_URL
        ? { engine: 'postgres', connectionString: env.DATABASE_URL, poolSize: 1 }
        : { engine: 'pglite', dataDir: env.DATA_DIR },
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
