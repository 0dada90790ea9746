import { loadEnv } from '../../env.ts';
import { openDatabase } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { AppError } from '../../lib/errors.ts';
import { addStaffFromCommandLine } from './staff.service.ts';

/** `npm run staff:add -- someone@example.com` makes an existing account staff (decision 022). */
const email = process.argv.slice(2).find((argument) => argument.includes('@'));
if (!email) {
  console.error('Usage: npm run staff:add -- someone@example.com');
  process.exit(2);
}

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
try {
  if (handle.engine === 'pglite') await runMigrations(handle);
  const staff = await addStaffFromCommandLine(handle.db, email);
  console.log(`${staff.email} is now staff: sign in and open /ops.`);
} catch (error) {
  console.error(error instanceof AppError ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
