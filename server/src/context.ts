import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './env.ts';
import type { Database, Engine } from './db/client.ts';
import type { Integrations } from './integrations/index.ts';
import type { JobQueue } from './jobs/queue.ts';

/** What services and jobs receive: configuration, the database, providers and the queue. */
export interface AppContext {
  env: Env;
  db: Database;
  engine: Engine;
  integrations: Integrations;
  queue: JobQueue;
  log: FastifyBaseLogger;
}
