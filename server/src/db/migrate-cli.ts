import { loadEnv } from '../env.ts';
import { runMigrations } from './migrate.ts';
import { openDatabaseForCommand } from './open-for-command.ts';

const handle = await openDatabaseForCommand(loadEnv());
await runMigrations(handle);
await handle.close();
console.log(`Migrations applied (${handle.engine}).`);
