import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadEnv, type Env, type EnvSettings } from './env.ts';
import type { AppContext } from './context.ts';
import { openDatabase, type Database, type DatabaseHandle } from './db/client.ts';
import { installationSecret } from './db/installation-secrets.ts';
import { runMigrations } from './db/migrate.ts';
import { underStartupLock } from './db/startup-lock.ts';
import { createIntegrations, type Integrations } from './integrations/index.ts';
import type { AnyJobDefinition } from './jobs/define-job.ts';
import { JobQueue } from './jobs/queue.ts';
import { followSessionChanges } from './lib/auth/follow-session-changes.ts';
import { authPlugin } from './lib/auth/plugin.ts';
import { SessionCache } from './lib/auth/session-cache.ts';
import { registerErrorHandling } from './lib/error-handler.ts';
import { RequestAllowances } from './lib/limits/request-allowances.ts';
import { registerSharedRateLimit } from './lib/limits/shared-rate-limit.ts';
import { clientErrorHandler, frameworkErrors } from './lib/framework-errors.ts';
import { registerUnsafeInputGuard } from './lib/unsafe-input.ts';
import { buildLoggerOptions } from './lib/logger.ts';
import { registerApiDocsPage, registerApiSpec } from './lib/api-docs.ts';
import { registerDraining } from './lib/draining.ts';
import { trackInFlightRequests } from './lib/in-flight-requests.ts';
import { lazyRequestLogger } from './lib/lazy-request-logger.ts';
import { OneLinePerRequest } from './lib/request-log.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { registerStaticWeb } from './lib/static-web.ts';
import { apiModules } from './modules/index.ts';
import { jobDefinitions } from './modules/jobs.ts';
import {
  DEFAULT_WORKER_OPTIONS,
  PurchaseWorker,
  type PurchaseWorkerOptions,
} from './modules/purchases/work/purchase-worker.ts';
import { reconcileCheckoutsAfterStart } from './modules/purchases/purchases.sweep.ts';
import { readWorkStats, releaseLeasesOfEndedProcess } from './modules/purchases/work/work.repository.ts';
import { instrumentIntegrations } from './lib/metrics/instrument.ts';
import { WORK_OVERDUE_SECONDS } from './lib/metrics/database-figures.ts';
import { Metrics } from './lib/metrics/metrics.ts';
import { readDatabaseFigures } from './modules/metrics/metrics.repository.ts';
import { metricsRoutes } from './modules/metrics/metrics.routes.ts';
import { sandboxCheckoutRoutes } from './modules/sandbox-checkout/sandbox-checkout.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** The purchase work loop itself: /health reads how it is doing; services only wake it (ctx.work). */
    purchaseWorker: PurchaseWorker;
  }
}

export interface BuildAppOptions {
  env?: EnvSettings;
  /** An open database; the app then leaves closing it to the caller. */
  database?: DatabaseHandle;
  jobs?: {
    /** Work the queues in this process (the API server does; most tests don't). */
    work?: boolean;
    pollingIntervalSeconds?: number;
    extraDefinitions?: AnyJobDefinition[];
    /** Purchase worker sizes other than the engine's defaults (decision 011). */
    purchaseWorker?: Partial<PurchaseWorkerOptions>;
  };
  /** Replace providers, e.g. adapters pointed at a local protocol server in tests. */
  integrations?: Partial<Integrations>;
  webDistDir?: string;
  /** Where log lines go (tests read them); the level then follows LOG_LEVEL even in tests. */
  logStream?: DestinationStream;
}

const API_V1_PREFIX = '/api/v1';

/** Builds the whole app without listening: the server entry and the tests both call it. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const settings = options.env ?? loadEnv();
  const database = options.database ?? (await openOwnDatabase(settings));
  const env = await withInstallationSecrets(settings, database.db);

  const app = Fastify({
    logger: buildLoggerOptions(env, options.logStream),
    genReqId: () => randomUUID(),
    // Only configured proxies may name the client's IP; otherwise X-Forwarded-For is ignored (decision 013).
    trustProxy: typeof env.TRUST_PROXY === 'number' ? trustHops(env.TRUST_PROXY) : env.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    logController: new OneLinePerRequest(),
    childLoggerFactory: lazyRequestLogger,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const queue = new JobQueue(
    database,
    [...jobDefinitions, ...(options.jobs?.extraDefinitions ?? [])],
    app.log,
  );
  const concurrency = env.PURCHASE_WORKER_CONCURRENCY;
  const work = new PurchaseWorker({
    ...DEFAULT_WORKER_OPTIONS[database.engine],
    ...(concurrency ? { concurrency, batchSize: concurrency } : {}),
    ...options.jobs?.purchaseWorker,
  });
  const metrics = new Metrics({
    readDatabaseFigures: () => readDatabaseFigures(database.db),
    readWorkFigures: () => readWorkStats(database.db, { overdueAfterSeconds: WORK_OVERDUE_SECONDS }),
  });
  const context: AppContext = {
    env,
    db: database.db,
    engine: database.engine,
    integrations: instrumentIntegrations(
      {
        ...createIntegrations({
          env,
          db: database.db,
          log: app.log,
          onMessageOutcome: (channel, outcome) => metrics.messageSent(channel, outcome),
        }),
        ...options.integrations,
      },
      metrics,
    ),
    queue,
    work,
    log: app.log,
    sessionCache: new SessionCache(),
    metrics,
  };
  app.decorate('ctx', context);
  registerDraining(app);
  app.decorate('purchaseWorker', work);
  // The embedded database is this process's alone (its data folder is locked, db/data-dir-lock.ts): a lease
  // left in it was held by a process that ended, a crash, so its purchases are worked at once, not when the
  // lease runs out, and a vend it claimed but may never have sent is resent at once. A database handed in
  // (tests, a second app on it) may have live workers: left alone.
  if (!options.database && database.engine === 'pglite') {
    const released = await releaseLeasesOfEndedProcess(database.db);
    if (released.length > 0)
      app.log.warn({ purchases: released.length }, 'purchases held by a process that ended are worked again');
    work.takeOver(released);
  }
  const inFlightRequests = trackInFlightRequests(app);
  // Every answer counted by its route's pattern (never its path: a reference in it would make a series a purchase).
  app.addHook('onResponse', (request, reply, done) => {
    metrics.httpAnswered({
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: reply.statusCode,
    });
    done();
  });
  // The id in every log line of a request, handed to the client so a support report can quote it.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await registerSecurityHeaders(app, { apiPrefix: `${API_V1_PREFIX}/` });
  registerErrorHandling(app);
  registerUnsafeInputGuard(app);
  await registerApiSpec(app);
  await app.register(authPlugin);

  // Every /api route, and only those, gets the per-IP default unless it declares a stricter limit (pages
  // and assets don't count): the limit is registered inside this scope, so no other route runs its hook.
  // The counts are in the database, shared by every instance and kept over restarts (decision 057).
  await app.register(async (api) => {
    await registerSharedRateLimit(api, {
      allowances: new RequestAllowances(database.db, app.log),
      max: env.RATE_LIMIT_MAX,
    });
    await registerApiDocsPage(api);
    await api.register(
      async (v1) => {
        for (const registerModule of apiModules) await v1.register(registerModule);
      },
      { prefix: API_V1_PREFIX },
    );
  });
  // The sandbox payment provider's checkout page exists only while the sandbox is the provider.
  if (context.integrations.payments.kind === 'sandbox') await app.register(sandboxCheckoutRoutes);
  await app.register(metricsRoutes);
  await registerStaticWeb(app, options.webDistDir ?? env.WEB_DIST_DIR);

  let sessionChanges: Awaited<ReturnType<typeof followSessionChanges>> | undefined;
  let checkoutsAfterStart: Promise<void> | undefined;
  let isClosing = false;
  app.addHook('onReady', async () => {
    sessionChanges = await followSessionChanges(database, context.sessionCache, app.log);
    // The first instance to start creates the queues; the others wait and find them there (decision 044).
    await underStartupLock(database, () => queue.start());
    if (options.jobs?.work) {
      await queue.work(context, options.jobs.pollingIntervalSeconds);
      // On PostgreSQL the worker names its leases by its presence, so that other processes, and this
      // one after a restart, can tell once it has ended (decision 011).
      // A live instance asks the payment provider about recent checkouts when another one ends, as a
      // restarted one does at start: a payment it left between the provider's word and ours (decision 044).
      work.start(context, {
        holdPresence: database.holdPresence,
        onInstanceEnded: () => reconcileCheckoutsAfterStart(context, { isStopping: () => isClosing }),
      });
      checkoutsAfterStart = reconcileCheckoutsAfterStart(context, { isStopping: () => isClosing }).catch(
        (error: unknown) => {
          app.log.error(
            { err: error },
            'could not ask the payment provider about recent checkouts after start',
          );
        },
      );
    }
  });
  // Runs after Fastify stopped accepting: requests still being answered finish before the database closes.
  app.addHook('onClose', async () => {
    isClosing = true;
    await inFlightRequests.drain();
    // The question in flight finishes; the rest are left to the next start and the sweep.
    await checkoutsAfterStart;
    await work.stop();
    await queue.stop();
    await sessionChanges?.stop();
    metrics.stop();
    if (!options.database) await database.close();
  });

  return app;
}

/** `TRUST_PROXY=<n>`: believe the last n addresses of X-Forwarded-For (the proxies in front of us). */
function trustHops(hops: number) {
  return (_address: string, hopIndex: number) => hopIndex < hops;
}

/** The secrets the operator did not set, drawn once for this installation and kept in its database (decision 038). */
async function withInstallationSecrets(settings: EnvSettings, db: Database): Promise<Env> {
  return {
    ...settings,
    RECEIPT_KEY_SECRET: settings.RECEIPT_KEY_SECRET ?? (await installationSecret(db, 'receipt_key')),
    SANDBOX_WEBHOOK_SECRET:
      settings.SANDBOX_WEBHOOK_SECRET ?? (await installationSecret(db, 'sandbox_webhook')),
  };
}

async function openOwnDatabase(env: EnvSettings): Promise<DatabaseHandle> {
  if (env.DATABASE_URL) {
    const handle = await openDatabase({
      engine: 'postgres',
      connectionString: env.DATABASE_URL,
      poolSize: env.DATABASE_POOL_SIZE,
    });
    if (env.MIGRATE_ON_START) await runMigrations(handle);
    return handle;
  }

  // The embedded database has no separate deploy step: it is migrated at every start.
  const handle = await openDatabase({ engine: 'pglite', dataDir: env.DATA_DIR });
  await runMigrations(handle);
  return handle;
}
