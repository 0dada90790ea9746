import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './env.ts';
import type { Database, Engine } from './db/client.ts';
import type { Integrations } from './integrations/index.ts';
import type { SessionCache } from './lib/auth/session-cache.ts';
import type { Metrics } from './lib/metrics/metrics.ts';

/** How a job is queued. */
export interface JobSendOptions {
  /** Seconds to wait before the job may run. */
  startAfterSeconds?: number;
  /** With the same key, a job already queued or running is not queued twice. */
  singletonKey?: string;
  /**
   * A transaction to queue the job in: it is queued only if that transaction commits, so a row and
   * the job about it exist together or not at all.
   */
  transaction?: Database;
}

/** Queues a job by its name; modules name each other's jobs, never import them (the list is modules/jobs.ts). */
export interface JobSender {
  send<Payload>(name: string, payload: Payload, options?: JobSendOptions): Promise<string | null>;
}

/** The purchase work loop as the rest of the app sees it (decision 011): look for due work now. */
export interface WorkWakeUp {
  wake(): void;
}

/**
 * What services and jobs receive: configuration, the database, providers, the queue and the purchase
 * worker's wake-up. The root knows no feature: it declares the little it needs of them here.
 */
export interface AppContext {
  env: Env;
  db: Database;
  engine: Engine;
  integrations: Integrations;
  queue: JobSender;
  /** Works due purchases; `wake()` it after making one due. */
  work: WorkWakeUp;
  log: FastifyBaseLogger;
  /** Sessions checked lately (decision 017): `forgetUser` after changing a user outside a signed-in write. */
  sessionCache: SessionCache;
  /** What `/metrics` shows (decision 046): count here what an on-call person needs to see. */
  metrics: Metrics;
}
