import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import os from 'node:os';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { pipelinedReads } from './pipelined-reads.ts';
import { createPglite, openPgliteDataDir } from './pglite.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Engine = 'pglite' | 'postgres';

/** What pg-boss needs to run its SQL on the same database. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** What a LISTEN hears; `onLost` is called once if the connection carrying it goes away. */
export interface NoticeListener {
  onNotice(payload: string): void;
  onLost(error: Error): void;
}

/**
 * This process's presence on a PostgreSQL database: a connection of its own held for as long as the
 * process runs, named by its backend (`pg-backend-<pid>-<start µs>`, `PRESENCE_ID_SQL`). However the
 * process ends, PostgreSQL ends that backend, so another process can tell it is gone (decision 011).
 */
export interface Presence {
  id: string;
  end(): Promise<void>;
}

/** A backend's presence id, from `pg_stat_activity` columns (also read by `work.repository.ts`). */
export const PRESENCE_ID_PREFIX = 'pg-backend-';
/** When a backend started, in whole microseconds as text: `column` is a `pg_stat_activity.backend_start`. */
export const backendStartMicrosSql = (column: string) =>
  `((extract(epoch from ${column}) * 1000000)::bigint)::text`;
export const PRESENCE_ID_SQL = `'${PRESENCE_ID_PREFIX}' || pid || '-' || ${backendStartMicrosSql('backend_start')}`;

export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  /** Set for PostgreSQL; pg-boss then opens its own pool with it. */
  connectionString?: string;
  executor: SqlExecutor;
  /** LISTENs on `channel` (a fixed identifier, never user input); resolves to the way to stop. */
  listen(channel: string, listener: NoticeListener): Promise<() => Promise<void>>;
  /** PostgreSQL only (the embedded database has one process): this process's presence; `onLost` once if it ends. */
  holdPresence?: (onLost: (error: Error) => void) => Promise<Presence>;
  close(): Promise<void>;
}

/**
 * Connections this process's pool opens to PostgreSQL when DATABASE_POOL_SIZE is unset: twice the
 * host's cores, PostgreSQL's own sizing rule (cores × 2, plus disks) for a server beside the app, and
 * never more than node-postgres' default of 10. More connections than the database's cores can run
 * only queue inside PostgreSQL, where they stretch the slowest answers (decision 016, "The pool").
 * At least 4, so a one-core app host in front of a database elsewhere is not held to two round trips at once.
 */
export function defaultPoolSize(cores = os.availableParallelism()): number {
  return Math.min(10, Math.max(4, cores * 2));
}

/** `application_name` of the pool's connections (the listener and the presence have their own). */
export const POOL_APPLICATION_NAME = 'powerpay';

export type DatabaseOptions =
  | { engine: 'postgres'; connectionString: string; poolSize?: number }
  | { engine: 'pglite'; dataDir?: string; pglite?: PGlite };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.engine === 'postgres') return openPostgres(options.connectionString, options.poolSize);

  if (options.pglite) return openPglite(options.pglite);
  if (!options.dataDir) return openPglite(await createPglite());

  // A data folder is opened by one process at a time (data-dir-lock.ts).
  const unlock = lockDataDir(options.dataDir);
  try {
    return openPglite(await openPgliteDataDir(options.dataDir), unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

function openPglite(client: PGlite, onClosed?: () => void): DatabaseHandle {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    engine: 'pglite',
    executor: {
      // pg-boss installs its schema with multi-statement SQL, which only exec() accepts.
      async executeSql(text, values) {
        if (!values || values.length === 0) {
          const results = await client.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        }
        return client.query(text, values);
      },
    },
    // In-process: its notices cannot be lost while the database is open.
    listen: (channel, listener) => client.listen(channel, (payload) => listener.onNotice(payload)),
    async close() {
      await client.close();
      onClosed?.();
    },
  };
}

function openPostgres(connectionString: string, poolSize = defaultPoolSize()): DatabaseHandle {
  // Named so an operator can tell this pool's connections in pg_stat_activity; a name in the URL wins.
  const pool = new pg.Pool({ connectionString, max: poolSize, application_name: POOL_APPLICATION_NAME });
  // An idle connection can be cut by the server (restart, failover, a dropped test database). pg
  // discards it and the next query opens a new one; without a listener the process would crash.
  pool.on('error', (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`));
  const reads = pipelinedReads(connectionString, pool);
  return {
    db: drizzlePostgres(pool, { schema }) as unknown as Database,
    engine: 'postgres',
    connectionString,
    executor: { executeSql: (text, values) => pool.query(text, values) },
    listen: (channel, listener) => listenOnOwnConnection(connectionString, channel, listener),
    holdPresence: (onLost) => holdPresenceOnOwnConnection(connectionString, onLost),
    async close() {
      await reads.end();
      await pool.end();
    },
  };
}

/**
 * A connection of its own, outside the pool, kept until `end()`: `onLost` is called once if it goes away
 * before. `begin` runs on it once connected (a LISTEN, reading its own backend); if either fails, the
 * connection is closed and the error thrown.
 */
async function holdOwnConnection<Begun>(
  options: pg.ClientConfig,
  { onLost, lostMessage }: { onLost: (error: Error) => void; lostMessage: string },
  begin: (client: pg.Client) => Promise<Begun>,
): Promise<{ begun: Begun; end(): Promise<void> }> {
  const client = new pg.Client(options);
  let isEnding = false;
  const lose = (error: Error) => {
    if (isEnding) return;
    isEnding = true;
    client.end().catch(() => undefined);
    onLost(error);
  };
  client.on('error', lose);
  client.on('end', () => lose(new Error(lostMessage)));
  try {
    await client.connect();
    const begun = await begin(client);
    return {
      begun,
      async end() {
        isEnding = true;
        await client.end();
      },
    };
  } catch (error) {
    isEnding = true;
    await client.end().catch(() => undefined);
    throw error;
  }
}

/** A LISTEN needs a connection of its own, held for as long as it listens. */
async function listenOnOwnConnection(connectionString: string, channel: string, listener: NoticeListener) {
  const connection = await holdOwnConnection(
    { connectionString, application_name: `powerpay ${channel} listener` },
    { onLost: (error) => listener.onLost(error), lostMessage: 'the listening connection closed' },
    async (client) => {
      client.on('notification', (notice) => {
        if (notice.channel === channel) listener.onNotice(notice.payload ?? '');
      });
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    },
  );
  return () => connection.end();
}

async function holdPresenceOnOwnConnection(
  connectionString: string,
  onLost: (error: Error) => void,
): Promise<Presence> {
  const connection = await holdOwnConnection(
    // The worker waits for its presence before its first claim: an unreachable server must not hold it long.
    { connectionString, application_name: 'powerpay worker presence', connectionTimeoutMillis: 5_000 },
    { onLost, lostMessage: 'the presence connection closed' },
    async (client) => {
      const { rows } = await client.query<{ id: string }>(
        `select ${PRESENCE_ID_SQL} as id from pg_stat_activity where pid = pg_backend_pid()`,
      );
      const id = rows[0]?.id;
      if (!id) throw new Error('this connection is not in pg_stat_activity');
      return id;
    },
  );
  return { id: connection.begun, end: () => connection.end() };
}
