import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client.ts';
import { underStartupLock } from './startup-lock.ts';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Applies the committed migrations; safe to run again (applied ones are skipped), and from several
 * instances at once: they take turns under the start-up lock (decision 044).
 */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.engine === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  await underStartupLock(handle, () =>
    migratePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder }),
  );
}
