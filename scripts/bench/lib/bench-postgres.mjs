/**
 * Throwaway PostgreSQL databases for benchmarks, on the server at BENCH_POSTGRES_URL (default the
 * local test server, postgres://postgres@127.0.0.1:5432/test).
 */
import { createRequire } from 'node:module';

// `pg` is a dependency of the server workspace; resolve it from there.
const requireFromServer = createRequire(new URL('../../../server/package.json', import.meta.url));
const pg = requireFromServer('pg');

export const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function databaseUrl(name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One connection: `await withClient(url, (client) => client.query(...))`. */
export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createPostgresDatabase(name) {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unsafe database name ${name}`);
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  return { name, url: databaseUrl(name) };
}

export async function dropPostgresDatabase(name) {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unsafe database name ${name}`);
  await withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
