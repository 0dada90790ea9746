import type { Socket } from 'node:net';
import pg from 'pg';

/** `application_name` of the pipelined connection, beside the pool's `powerpay`. */
export const PIPELINED_READS_APPLICATION_NAME = 'powerpay pipelined reads';

/** The reads a request sends on the shared connection: one statement, rows as arrays. */
export type PipelinedQuery = pg.QueryArrayConfig;

/**
 * The first page of a list, which nearly every signed-in visit reads, is sent on one connection of this
 * process's own in pipeline mode rather than through the pool (decision 017, "List pages"). The statements
 * of every request in flight go out back to back, those of one turn of the event loop in one write, and
 * the backend finds the next one waiting instead of being woken for each: PostgreSQL spends about half
 * the CPU a page, and the server a fifth less. Only statements whose cost is bounded belong here (a first
 * page read from the owner's index): the backend answers in order, so a slow one would hold up all
 * behind it.
 *
 * The connection opens on the first read, not before: a database used as a template must have no other
 * connection. If it is lost, the reads in flight on it run again through the pool (a read has no effect
 * to repeat), and the next read opens a new one.
 */
export interface PipelinedReads {
  query(config: PipelinedQuery): Promise<pg.QueryArrayResult>;
  end(): Promise<void>;
}

interface Connection {
  client: pg.Client;
  ready: Promise<unknown>;
  /** `ready` has resolved: a read need not wait a turn of the microtask queue for it. */
  isOpen: boolean;
  isLost: boolean;
  isFlushPending: boolean;
  lose(): void;
}

/** An error that ends the session (PostgreSQL shutting down, the backend terminated) says so: FATAL or PANIC. */
const endsTheSession = (error: unknown) =>
  ['FATAL', 'PANIC'].includes((error as { severity?: unknown } | null)?.severity as string);

const readsOfPool = new WeakMap<pg.Pool, PipelinedReads>();

/** The pipelined reads opened beside `pool`, if any. */
export function pipelinedReadsOf(pool: pg.Pool): PipelinedReads | undefined {
  return readsOfPool.get(pool);
}

/** Opens (lazily) the pipelined connection beside `pool`, on the same database. */
export function pipelinedReads(connectionString: string, pool: pg.Pool): PipelinedReads {
  const reads = connectionBeside(connectionString, pool);
  readsOfPool.set(pool, reads);
  return reads;
}

function connectionBeside(connectionString: string, pool: pg.Pool): PipelinedReads {
  let current: Connection | undefined;
  let isEnded = false;

  const open = (): Connection => {
    const client = new pg.Client({
      connectionString,
      application_name: PIPELINED_READS_APPLICATION_NAME,
      pipeline: true,
    });
    const connection: Connection = {
      client,
      ready: client.connect(),
      isOpen: false,
      isLost: false,
      isFlushPending: false,
      lose() {
        if (connection.isLost) return;
        connection.isLost = true;
        if (current === connection) current = undefined;
        client.end().catch(() => undefined);
      },
    };
    const lose = () => connection.lose();
    // Registered before any read awaits `ready`, so a read that fails with it already finds it lost.
    connection.ready.then(() => (connection.isOpen = true), lose);
    client.on('error', lose);
    client.on('end', lose);
    return connection;
  };

  return {
    async query(config) {
      if (isEnded) return pool.query(config);
      const connection = (current ??= open());
      try {
        if (!connection.isOpen) await connection.ready;
        writeWithTheTurnsOthers(connection);
        return await connection.client.query(config);
      } catch (error) {
        if (endsTheSession(error)) connection.lose();
        if (connection.isLost && !isEnded) return pool.query(config);
        throw error;
      }
    },
    async end() {
      isEnded = true;
      const connection = current;
      current = undefined;
      if (!connection || connection.isLost) return;
      connection.isLost = true;
      await connection.ready.then(() => connection.client.end()).catch(() => undefined);
    },
  };
}

/**
 * Holds the connection's writes until this turn of the event loop has handled what arrived: the reads of
 * all the requests it handled then leave in one write, where each would cost a system call of its own.
 * node-postgres corks the socket around each statement itself; a cork already held keeps it corked.
 */
function writeWithTheTurnsOthers(connection: Connection) {
  if (connection.isFlushPending) return;
  const stream = (connection.client as unknown as { connection?: { stream?: Partial<Socket> } }).connection
    ?.stream;
  if (typeof stream?.cork !== 'function' || typeof stream.uncork !== 'function') return;
  connection.isFlushPending = true;
  stream.cork();
  setImmediate(() => {
    connection.isFlushPending = false;
    stream.uncork?.();
  });
}
