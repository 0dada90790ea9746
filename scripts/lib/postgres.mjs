import { createRequire } from 'node:module';

// `pg` is a dependency of the server workspace; resolve it from there.
const requireFromServer = createRequire(new URL('../../server/package.json', import.meta.url));

/** Whether a PostgreSQL server answers `select 1` at `url` within a few seconds. */
export async function isPostgresReachable(url, { timeoutMs = 3_000 } = {}) {
  let pg;
  try {
    pg = requireFromServer('pg');
  } catch (error) {
    return { isReachable: false, reason: `the pg driver is not installed: ${error.message}` };
  }

  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  // A refused connection can also surface as an 'error' event; the awaited calls below report it.
  client.on('error', () => {});

  try {
    await client.connect();
    await client.query('select 1');
    return { isReachable: true, reason: undefined };
  } catch (error) {
    return { isReachable: false, reason: error.message || error.code || String(error) };
  } finally {
    await client.end().catch(() => {});
  }
}
