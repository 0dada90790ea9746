import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client.ts';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the committed migrations; safe to run again (applied ones are skipped). */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.engine === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  await migratePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder });
}
