import pg from 'pg';
import type { DatabaseHandle } from './client.ts';

/**
 * The advisory lock every instance holds while it changes the database's shape at start (migrations,
 * the job queue's schema and queues): instances started together take turns instead of racing each
 * other into "relation already exists" or a deadlock (decision 044). A fixed number no other lock uses.
 */
export const STARTUP_LOCK_KEY = 4_470_044;

/**
 * Runs `work` while holding the start-up lock on a connection of its own (session level, so it spans
 * the several transactions a migration run makes). The embedded database has one process: no lock.
 */
export async function underStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.engine !== 'postgres' || !handle.connectionString) return work();

  const client = new pg.Client({
    connectionString: handle.connectionString,
    application_name: 'powerpay start-up lock',
  });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock even if the unlock itself fails.
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
