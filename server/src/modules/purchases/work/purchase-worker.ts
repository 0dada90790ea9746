import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../context.ts';
import type { Database, DatabaseHandle, Presence } from '../../../db/client.ts';
import { InstanceWatch } from './instance-watch.ts';
import { workPurchase } from './purchase-steps.ts';
import { claimDue, release, releaseLeasesOfVanishedProcesses, renewLeases } from './work.repository.ts';
import { WorkHealthReading, type WorkHealth } from './work-health.ts';

/** Sizes chosen from measurement (decision 011); tests shorten the poll. */
export interface PurchaseWorkerOptions {
  /** Purchases worked at once in this process. */
  concurrency: number;
  /** Most purchases claimed by one query. */
  batchSize: number;
  /** How often an idle worker looks for due work another process made due (its own wake it at once). */
  idlePollMs: number;
  /** How long a claim holds without renewal: the longest a crashed worker's purchases wait. */
  leaseMs: number;
  /** Due for longer than this counts as overdue (logged, and shown by /health). */
  overdueAfterSeconds: number;
}

export const DEFAULT_WORKER_OPTIONS: Record<'postgres' | 'pglite', PurchaseWorkerOptions> = {
  postgres: { concurrency: 16, batchSize: 16, idlePollMs: 500, leaseMs: 15_000, overdueAfterSeconds: 60 },
  // One connection underneath: more concurrency only queues on it.
  pglite: { concurrency: 4, batchSize: 8, idlePollMs: 500, leaseMs: 15_000, overdueAfterSeconds: 60 },
};

/** How often the worker checks the queue's health and logs a stuck one; /health reuses a reading this young. */
const MONITOR_INTERVAL_MS = 10_000;
/** How often a worker with a presence looks for purchases held by processes that ended (decision 011). */
const VANISHED_CHECK_INTERVAL_MS = 2_000;
/** A lost presence is taken again after 1 s, doubling up to 30 s. */
const PRESENCE_RETRY = { firstMs: 1_000, atMostMs: 30_000 } as const;
/** A purchase freed from an ended process and not claimed here within this long is forgotten. */
const TAKEN_OVER_MEMORY_MS = 60_000;

export interface WorkerStartOptions extends Pick<DatabaseHandle, 'holdPresence'> {
  /** After another instance ended: ask the payment provider about the checkouts it may have left. */
  onInstanceEnded?: () => Promise<void>;
}

/**
 * Works due purchases (decision 011): claims a batch with a lease, works up to `concurrency` at once,
 * renews its leases while busy and releases each purchase with its next due time. Sleeps when nothing
 * is due until woken (a payment confirmed in this process) or until its next poll (another process).
 * `wake()` is safe to call whether or not the worker runs.
 */
export class PurchaseWorker {
  /** Names this worker's leases when it has no presence on the database (PGlite, or while it is lost). */
  private readonly ownerWithoutPresence = `worker-${randomUUID()}`;
  private presence: Presence | null = null;
  private holdPresence: DatabaseHandle['holdPresence'];
  private presenceRetryMs: number = PRESENCE_RETRY.firstMs;
  private presenceRetry: NodeJS.Timeout | null = null;
  private watch: InstanceWatch | null = null;
  /** Purchases this process freed from an ended process, with when: their vend's claimer is known gone. */
  private readonly takenOver = new Map<string, number>();
  private running = false;
  private loop: Promise<void> | null = null;
  private readonly inFlight = new Set<Promise<void>>();
  private wakeUp: (() => void) | null = null;
  private isWakePending = false;
  private timers: NodeJS.Timeout[] = [];
  private ctx!: AppContext;

  private readonly healthReading: WorkHealthReading;

  constructor(private readonly options: PurchaseWorkerOptions) {
    this.healthReading = new WorkHealthReading({
      overdueAfterSeconds: options.overdueAfterSeconds,
      isWorking: () => this.running,
    });
  }

  wake(): void {
    this.isWakePending = true;
    this.wakeUp?.();
  }

  /** This process's name among the instances on the database (decision 044). */
  get instanceId(): string {
    return this.ownerWithoutPresence;
  }

  /** Whose leases this worker's claims take: its presence's id while it has one. */
  get owner(): string {
    return this.presence?.id ?? this.ownerWithoutPresence;
  }

  /**
   * Starts working. With `holdPresence` (PostgreSQL), the worker first takes its presence and frees the
   * purchases of processes that ended (a restart after a crash goes on at once), then checks for them
   * every VANISHED_CHECK_INTERVAL_MS.
   */
  start(ctx: AppContext, { holdPresence, onInstanceEnded }: WorkerStartOptions = {}): void {
    if (this.running) return;
    this.ctx = ctx;
    this.running = true;
    this.holdPresence = holdPresence;
    this.loop = (async () => {
      if (holdPresence) {
        await this.takePresence();
        this.watch = new InstanceWatch(ctx, {
          identity: () => ({ id: this.ownerWithoutPresence, presence: this.presence?.id ?? null }),
          beatMs: this.options.leaseMs / 3,
          silentAfterMs: this.options.leaseMs,
          takeOver: (refs) => this.takeOver(refs),
          onInstanceEnded: onInstanceEnded ?? (() => Promise.resolve()),
        });
        await this.watch.start();
        await this.takeOverFromVanished();
      }
      await this.run();
    })();
    const renew = setInterval(() => void this.renew(), this.options.leaseMs / 3);
    const monitor = setInterval(() => void this.monitor(), MONITOR_INTERVAL_MS);
    this.timers = [renew, monitor];
    if (holdPresence)
      this.timers.push(setInterval(() => void this.takeOverFromVanished(), VANISHED_CHECK_INTERVAL_MS));
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.wake();
    await this.loop;
    await Promise.allSettled([...this.inFlight]);
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    await this.watch?.stop();
    this.watch = null;
    if (this.presenceRetry) clearTimeout(this.presenceRetry);
    const presence = this.presence;
    this.presence = null;
    await presence?.end().catch(() => undefined);
  }

  private async takePresence(): Promise<void> {
    this.presenceRetry = null;
    if (!this.running || !this.holdPresence) return;
    try {
      const presence = await this.holdPresence((error) => {
        this.presence = null;
        this.ctx.log.warn(
          { err: error },
          'purchase worker lost its presence on the database; its leases now run out instead',
        );
        this.retryPresence();
      });
      if (!this.running) {
        await presence.end();
        return;
      }
      this.presence = presence;
      this.presenceRetryMs = PRESENCE_RETRY.firstMs;
    } catch (error) {
      this.ctx.log.warn(
        { err: error },
        'purchase worker could not take its presence on the database; its leases run out instead',
      );
      this.retryPresence();
    }
  }

  private retryPresence(): void {
    if (!this.running) return;
    this.presenceRetry = setTimeout(() => void this.takePresence(), this.presenceRetryMs);
    this.presenceRetry.unref();
    this.presenceRetryMs = Math.min(this.presenceRetryMs * 2, PRESENCE_RETRY.atMostMs);
  }

  /**
   * Purchases freed from a process that ended: their next claim here knows the claimer is gone, so a vend
   * it claimed but may never have sent is resent at once (decision 011). Wakes the loop to claim them.
   */
  takeOver(refs: readonly string[]): void {
    const now = Date.now();
    for (const [ref, at] of this.takenOver) if (now - at > TAKEN_OVER_MEMORY_MS) this.takenOver.delete(ref);
    if (refs.length === 0) return;
    for (const ref of refs) this.takenOver.set(ref, now);
    this.wake();
  }

  /** Frees the purchases held by processes that ended and takes them over, then over instances that ended. */
  private async takeOverFromVanished(): Promise<void> {
    try {
      if (this.presence) {
        const refs = await releaseLeasesOfVanishedProcesses(this.ctx.db);
        if (refs.length > 0)
          this.ctx.log.warn(
            { purchases: refs.length },
            'purchases held by a process that ended are worked again',
          );
        this.takeOver(refs);
      }
      await this.watch?.check();
    } catch (error) {
      this.ctx.log.error(
        { err: error },
        'purchase worker could not look for purchases held by processes that ended',
      );
    }
  }

  /** The queue's health for /health: a reading at most a few seconds old (one indexed query). */
  health(db: Database): Promise<WorkHealth> {
    return this.healthReading.recent(db);
  }

  private async run(): Promise<void> {
    while (this.running) {
      const free = this.options.concurrency - this.inFlight.size;
      if (free <= 0) {
        // Every slot busy: wait for one to free (a pending wake must not spin the loop on microtasks).
        await Promise.race(this.inFlight);
        continue;
      }
      this.isWakePending = false;
      const owner = this.owner;
      const rows = await claimDue(this.ctx.db, {
        owner,
        limit: Math.min(free, this.options.batchSize),
        leaseMs: this.options.leaseMs,
      }).catch((error: unknown) => {
        this.ctx.log.error({ err: error }, 'purchase worker could not claim work');
        return [];
      });
      for (const row of rows) {
        const isClaimerGone = this.takenOver.delete(row.ref);
        this.track({ ref: row.ref, owner }, workPurchase(this.ctx, row, { isClaimerGone }));
      }
      // A full batch means more may be due: claim again at once; otherwise wait for a wake or the poll.
      if (rows.length < Math.min(free, this.options.batchSize)) await this.sleep(this.options.idlePollMs);
    }
  }

  /**
   * A freed slot needs no wake: a loop waiting for one is already waiting on this promise, and a
   * sleeping loop found nothing more due when it last looked. Only a purchase due again at once (a state
   * changed under the step) wakes it, so a quiet queue is not asked again after every purchase.
   */
  private track({ ref, owner }: { ref: string; owner: string }, work: Promise<void>): void {
    let isDueNow = false;
    const done = work
      .then(
        () => false,
        (error: unknown) => {
          this.ctx.log.warn({ err: error, ref }, 'purchase step failed; retried after back-off');
          return true;
        },
      )
      .then(async (hasFailed) => {
        isDueNow = await release(this.ctx.db, { owner, ref, hasFailed });
      })
      .catch((error: unknown) =>
        this.ctx.log.error({ err: error, ref }, 'purchase could not be released; its lease expires'),
      )
      .finally(() => {
        this.inFlight.delete(done);
        if (isDueNow) this.wake();
      });
    this.inFlight.add(done);
  }

  private sleep(ms: number): Promise<void> {
    if (this.isWakePending || !this.running) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(finish, ms);
      function finish() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = () => {
        this.wakeUp = null;
        finish();
      };
    });
  }

  private async renew(): Promise<void> {
    if (this.inFlight.size === 0) return;
    await renewLeases(this.ctx.db, { owner: this.owner, leaseMs: this.options.leaseMs }).catch(
      (error: unknown) => this.ctx.log.error({ err: error }, 'purchase worker could not renew its leases'),
    );
  }

  /** Logs a stuck queue: purchases overdue, or held by a worker that stopped (they are taken over). */
  private async monitor(): Promise<void> {
    try {
      const stats = await this.healthReading.now(this.ctx.db);
      if (stats.overdue > 0)
        this.ctx.log.error({ work: stats }, 'purchase work is overdue: the queue is stuck or far behind');
      else if (stats.expiredLeases > 0)
        this.ctx.log.warn({ work: stats }, 'purchases held by a stopped worker are being taken over');
    } catch (error) {
      this.ctx.log.error({ err: error }, 'purchase worker could not read its queue health');
    }
  }
}
