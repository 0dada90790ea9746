import {
  and,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  or,
  sql,
  type Placeholder,
} from 'drizzle-orm';
import type { PurchaseStatus } from '@powerpay/shared';
import { builtOnce } from '../../../db/built-once.ts';
import { backendStartMicrosSql, PRESENCE_ID_PREFIX, type Database } from '../../../db/client.ts';
import { purchases } from '../../../db/schema/index.ts';
import type { PurchaseRow } from '../purchases.repository.ts';
import { backoffSql, dueAtFor, ERROR_BACKOFF } from './due-at.ts';
import { isRefundUnconfirmedTooLong } from '../refund-rules.ts';

/**
 * The purchase row is its own work item (decision 011). `due_at` says when its next step is owed;
 * a worker claims due rows with `FOR NO KEY UPDATE SKIP LOCKED` and a short lease it keeps renewing, so a
 * crashed worker's rows are taken over within seconds and two workers never hold the same row.
 */

/** Claims up to `limit` due purchases for `owner` with a lease of `leaseMs`; each counts one attempt. */
export async function claimDue(
  db: Database,
  { owner, limit, leaseMs }: { owner: string; limit: number; leaseMs: number },
): Promise<PurchaseRow[]> {
  // Built once (a claim per purchase in a burst), unnamed: planned for its limit on each run.
  const claim = builtOnce(db, 'claim_due', () => {
    const due = db
      .select({ id: purchases.id })
      .from(purchases)
      .where(
        and(
          lte(purchases.dueAt, sql`now()`),
          or(isNull(purchases.leaseUntil), lt(purchases.leaseUntil, sql`now()`)),
        ),
      )
      .orderBy(purchases.dueAt)
      .limit(sql.placeholder('limit'))
      // Not `for update`: a timeline line being written for the purchase (its foreign key takes a key-share
      // lock) would make the claim skip a due row, and the wake that asked for it would be spent.
      .for('no key update', { skipLocked: true });
    return db
      .update(purchases)
      .set({
        leaseOwner: sql`${sql.placeholder('owner')}`,
        leaseUntil: leaseEnd(sql.placeholder('leaseSeconds')),
        workAttempts: sql`${purchases.workAttempts} + 1`,
      })
      .where(inArray(purchases.id, due))
      .returning()
      .prepare('');
  });
  return claim.execute({ owner, limit, leaseSeconds: leaseMs / 1000 });
}

const leaseEnd = (seconds: number | Placeholder) => sql`now() + make_interval(secs => ${seconds}::float8)`;

/**
 * Extends every lease `owner` holds: a worker alive and busy is never taken over. Read through the
 * partial index of purchases owing a step (`due_at is not null`): filtering on the owner alone read the
 * whole table every 5 s while busy (650 ms at a million purchases). A held purchase whose step left it
 * owing nothing is not renewed, and needs not be: a claim takes only purchases that are due.
 */
export async function renewLeases(
  db: Database,
  { owner, leaseMs }: { owner: string; leaseMs: number },
): Promise<void> {
  await db.execute(sql`
    update ${purchases} set lease_until = ${leaseEnd(leaseMs / 1000)}
    where due_at is not null and lease_owner = ${owner} and lease_until is not null`);
}

/**
 * Gives a purchase back after its step, its next due time derived from the state it is in now (so a
 * state changed meanwhile by a webhook or a Refresh click is respected). After an error the step is
 * retried with back-off whatever the state. Answers whether it is due again at once, so the worker
 * looks for work only when there is some.
 */
export async function release(
  db: Database,
  { owner, ref, hasFailed }: { owner: string; ref: string; hasFailed: boolean },
): Promise<boolean> {
  // Built once for each outcome: every step of every purchase ends here.
  const name = hasFailed ? 'release_after_error' : 'release';
  const statement = builtOnce(db, name, () =>
    db
      .update(purchases)
      .set({
        leaseOwner: null,
        leaseUntil: null,
        dueAt: hasFailed ? backoffSql(ERROR_BACKOFF) : dueAtFor(sql`${purchases.status}`),
      })
      .where(
        and(eq(purchases.ref, sql.placeholder('ref')), eq(purchases.leaseOwner, sql.placeholder('owner'))),
      )
      .returning({ isDueNow: sql<boolean>`${purchases.dueAt} <= now()` })
      .prepare(name),
  );
  const released = await statement.execute({ ref, owner });
  return released[0]?.isDueNow === true;
}

/**
 * A purchase freed from a process that ended: no longer held, and its step resumed at once. That process
 * was in the middle of the step, and the due time it had set (a vend claim's first requery, 10 s on) was
 * for a process that would go on with it; every step is conditional on the state it finds.
 */
export const TAKEN_OVER = {
  leaseOwner: null,
  leaseUntil: null,
  dueAt: sql`case when ${purchases.dueAt} is not null then least(${purchases.dueAt}, now()) end`,
};

/**
 * Ends every lease, for a database no other process can have open (the embedded one): any lease in it
 * was held by a process that has ended, and its purchases need not wait for it to run out. Taking one
 * over early is no less safe than after the lease: every step is conditional on the state it finds.
 * Answers the purchases that were held.
 */
export async function releaseLeasesOfEndedProcess(db: Database): Promise<string[]> {
  const released = await db
    .update(purchases)
    .set(TAKEN_OVER)
    .where(isNotNull(purchases.leaseOwner))
    .returning({ ref: purchases.ref });
  return released.map((row) => row.ref);
}

/**
 * Ends the leases held by processes whose presence on the database has ended (`Presence` in
 * db/client.ts): a lease owned `pg-backend-<pid>-<start µs>` whose backend is no longer there (the pid
 * is gone, or belongs to a backend started at another time). Their purchases are worked at once, not
 * when the lease runs out. Owners named otherwise are left to their lease. Safe to run from every
 * process: a live process's backend is always there, and taking a purchase over early is no less safe
 * than after its lease (every step is conditional on the state it finds). Answers the purchases freed.
 */
export async function releaseLeasesOfVanishedProcesses(db: Database): Promise<string[]> {
  const ownerPart = (index: number) =>
    sql`split_part(${purchases.leaseOwner}, '-', ${sql.raw(String(index))})`;
  const released = await db
    .update(purchases)
    .set(TAKEN_OVER)
    .where(
      and(
        isNotNull(purchases.dueAt),
        gte(purchases.leaseUntil, sql`now()`),
        like(purchases.leaseOwner, `${PRESENCE_ID_PREFIX}%`),
        sql`not exists (
          select 1 from pg_stat_activity a
          where a.pid::text = ${ownerPart(3)}
            and (a.backend_start is null or ${sql.raw(backendStartMicrosSql('a.backend_start'))} = ${ownerPart(4)}))`,
      ),
    )
    .returning({ ref: purchases.ref });
  return released.map((row) => row.ref);
}

/** Makes a purchase due now unless it is held (a manual refund, a repaired row). */
export async function markDueNow(db: Database, ref: string): Promise<void> {
  await db.execute(sql`update ${purchases} set due_at = now() where ref = ${ref} and lease_until is null`);
}

/** States whose purchase always owes a step; a row in one without `due_at` was left behind. */
const ALWAYS_DUE_STATES: PurchaseStatus[] = [
  'paid',
  'vending',
  'vend_failed',
  'refund_due',
  'refund_pending',
  'refund_failed',
];

/**
 * The sweep's safety net: a purchase in a state that owes a step but with no due time (written by an
 * older version, or by hand) becomes due. Rows already due or held are never touched, so nothing is
 * queued twice. Answers the references repaired.
 */
export async function repairMissingDueTimes(db: Database, limit: number): Promise<string[]> {
  const missing = db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(inArray(purchases.status, ALWAYS_DUE_STATES), isNull(purchases.dueAt)))
    .limit(limit);
  const rows = await db
    .update(purchases)
    .set({ dueAt: sql`now()`, workAttempts: 0 })
    .where(and(inArray(purchases.id, missing), isNull(purchases.dueAt)))
    .returning({ ref: purchases.ref });
  return rows.map((row) => row.ref);
}

export interface WorkStats {
  /** Purchases whose next step is due now and nobody holds. */
  due: number;
  /** Of those, due for longer than `overdueAfterSeconds`: the queue is stuck or far behind. */
  overdue: number;
  /** Seconds the oldest unheld due purchase has waited (0 when none). */
  oldestDueSeconds: number;
  /** Purchases held by now; `expiredLeases` were held by a worker that stopped renewing (a crash). */
  leased: number;
  expiredLeases: number;
  /** Refunds the payment provider refused; retried with back-off and shown to the operators. */
  refundsFailed: number;
  /** Refunds the provider took and has not confirmed for too long (`isRefundUnconfirmedTooLong`, decision 031). */
  refundsUnconfirmed: number;
}

export async function readWorkStats(
  db: Database,
  { overdueAfterSeconds }: { overdueAfterSeconds: number },
): Promise<WorkStats> {
  const isFree = sql`(${purchases.leaseUntil} is null or ${purchases.leaseUntil} < now())`;
  const [row] = await db
    .select({
      due: sql<string>`count(*) filter (where ${purchases.dueAt} <= now() and ${isFree})`,
      overdue: sql<string>`count(*) filter (where ${purchases.dueAt} < now() - make_interval(secs => ${overdueAfterSeconds}::float8) and ${isFree})`,
      oldestDueSeconds: sql<string>`coalesce(extract(epoch from now() - min(${purchases.dueAt}) filter (where ${purchases.dueAt} <= now() and ${isFree})), 0)`,
      leased: sql<string>`count(*) filter (where ${purchases.leaseUntil} >= now())`,
      expiredLeases: sql<string>`count(*) filter (where ${purchases.leaseUntil} < now())`,
      refundsFailed: sql<string>`count(*) filter (where ${purchases.status} = 'refund_failed')`,
      // Each is still due (its next check), so the due rows hold them all.
      refundsUnconfirmed: sql<string>`count(*) filter (where ${isRefundUnconfirmedTooLong})`,
    })
    .from(purchases)
    // Every held purchase is also due (a claim keeps `due_at`), so the partial index serves this.
    .where(isNotNull(purchases.dueAt));
  const toNumber = (value: string | number | null | undefined) => Math.round(Number(value ?? 0));
  return {
    due: toNumber(row?.due),
    overdue: toNumber(row?.overdue),
    oldestDueSeconds: toNumber(row?.oldestDueSeconds),
    leased: toNumber(row?.leased),
    expiredLeases: toNumber(row?.expiredLeases),
    refundsFailed: toNumber(row?.refundsFailed),
    refundsUnconfirmed: toNumber(row?.refundsUnconfirmed),
  };
}
