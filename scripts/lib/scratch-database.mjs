/**
 * A throw-away PostgreSQL database for a script run (chaos, benchmarks), on the server that
 * TEST_DATABASE_URL points at (the test database by default), dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

// `pg` is a dependency of the server workspace; resolve it from there.
const requireFromServer = createRequire(new URL('../../server/package.json', import.meta.url));
const pg = requireFromServer('pg');

export const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function createScratchDatabase(prefix) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await withClient(ADMIN_DATABASE_URL, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    databaseUrl,
    /** One query on the scratch database; answers its rows. */
    query: (text, values) =>
      withClient(databaseUrl, async (client) => (await client.query(text, values)).rows),
    drop: () =>
      withClient(ADMIN_DATABASE_URL, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ),
  };
}
