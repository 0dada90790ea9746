import { loadEnv } from '../../env.ts';
import { openDatabaseForCommand } from '../../db/open-for-command.ts';
import { runMigrations } from '../../db/migrate.ts';
import { AppError } from '../../lib/errors.ts';
import { addStaffFromCommandLine } from './staff.service.ts';

/** `npm run staff:add -- someone@example.com` makes an existing account staff (decision 022). */
const email = process.argv.slice(2).find((argument) => argument.includes('@'));
if (!email) {
  console.error('Usage: npm run staff:add -- someone@example.com');
  process.exit(2);
}

const handle = await openDatabaseForCommand(loadEnv());
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
