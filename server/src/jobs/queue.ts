import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client.ts';
import type { AppContext, JobSendOptions, JobSender } from '../context.ts';
import type { AnyJobDefinition } from './define-job.ts';

/** The job queue (pg-boss on the app's own database; no extra service to run). */
export class JobQueue implements JobSender {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, AnyJobDefinition>();
  /** This process's worker of each queue, woken when a job is sent so it need not wait for its next poll. */
  private readonly workerIds = new Map<string, string>();
  private started = false;

  constructor(
    handle: DatabaseHandle,
    definitions: AnyJobDefinition[],
    private readonly log: FastifyBaseLogger,
  ) {
    this.boss =
      handle.engine === 'postgres'
        ? new PgBoss({ connectionString: handle.connectionString, max: 4 })
        : new PgBoss({ db: handle.executor as PgBoss.Db });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
    for (const definition of definitions) this.definitions.set(definition.name, definition);
  }

  async start(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    this.started = true;

    for (const definition of this.definitions.values()) {
      await this.boss.createQueue(definition.name, {
        name: definition.name,
        retryLimit: definition.retry?.limit ?? 5,
        retryDelay: definition.retry?.delaySeconds ?? 5,
        retryBackoff: definition.retry?.backoff ?? true,
        policy: definition.policy,
      });
      if (definition.cron) await this.boss.schedule(definition.name, definition.cron);
    }
  }

  async send<Payload>(name: string, payload: Payload, options: JobSendOptions = {}): Promise<string | null> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`Unknown job ${name}`);

    const id = await this.boss.send(name, definition.payload.parse(payload) as object, {
      startAfter: options.startAfterSeconds,
      singletonKey: options.singletonKey,
      ...(options.transaction ? { db: inTransaction(options.transaction) } : {}),
    });
    const workerId = this.workerIds.get(name);
    // A job in a transaction not yet committed is not there to find: the worker's next poll takes it.
    if (id && workerId && !options.startAfterSeconds && !options.transaction)
      this.boss.notifyWorker(workerId);
    return id;
  }

  /** Starts working every queue in this process. */
  async work(context: AppContext, pollingIntervalSeconds = 2): Promise<void> {
    for (const definition of this.definitions.values()) {
      const workerId = await this.boss.work(
        definition.name,
        { pollingIntervalSeconds, batchSize: 1 },
        async (jobs) => {
          for (const job of jobs) {
            const payload = definition.payload.parse(job.data);
            await definition.handle(payload as never, context);
          }
        },
      );
      this.workerIds.set(definition.name, workerId);
    }
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.workerIds.clear();
    await this.boss.stop({ graceful: true, wait: true, close: true, timeout: 10_000 });
  }
}

/**
 * pg-boss's SQL run inside a Drizzle transaction (its `db` option): each `$n` becomes a bound parameter
 * of the transaction's own connection, whichever engine is underneath.
 */
function inTransaction(transaction: Database): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const chunks: SQL[] = text
        .split(/\$(\d+)/)
        .map((part, index) =>
          index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`,
        );
      // Both engines' drivers answer a query with its `rows`.
      const result = (await transaction.execute(sql.join(chunks))) as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
