import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './env.ts';
import type { Database, Engine } from './db/client.ts';
import type { Integrations } from './integrations/index.ts';
import type { SessionCache } from './lib/auth/session-cache.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Metrics } from './lib/metrics/metrics.ts';
import type { PurchaseWorker } from './modules/purchases/work/purchase-worker.ts';

/** What services and jobs receive: configuration, the database, providers, the queue and the purchase worker. */
export interface AppContext {
  env: Env;
  db: Database;
  engine: Engine;
  integrations: Integrations;
  queue: JobQueue;
  /** Works due purchases (decision 011); `wake()` it after making one due. */
  work: PurchaseWorker;
  log: FastifyBaseLogger;
  /** Sessions checked lately (decision 017): `forgetUser` after changing a user outside a signed-in write. */
  sessionCache: SessionCache;
  /** What `/metrics` shows (decision 046): count here what an on-call person needs to see. */
  metrics: Metrics;
}
