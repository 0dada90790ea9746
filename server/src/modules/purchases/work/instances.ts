import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import { backendStartMicrosSql, PRESENCE_ID_PREFIX, type Database } from '../../../db/client.ts';
import { purchases, workerInstances } from '../../../db/schema/index.ts';
import { TAKEN_OVER } from './work.repository.ts';

/**
 * Instances on one database (decision 044): each worker beats in `worker_instances`; a live one takes
 * over an instance that stopped beating or whose presence ended. The row is deleted by the one taker,
 * so an ended instance is taken over once, by one instance.
 */

/** Records that `id` is alive now, with the presence its leases carry (null while it has none). */
export async function beat(db: Database, { id, presence }: { id: string; presence: string | null }) {
  await db
    .insert(workerInstances)
    .values({ id, presence })
    .onConflictDoUpdate({ target: workerInstances.id, set: { presence, beatAt: sql`now()` } });
}

/** A clean stop: nothing to take over. */
export async function forget(db: Database, id: string): Promise<void> {
  await db.delete(workerInstances).where(sql`${workerInstances.id} = ${id}`);
}

export interface EndedInstance {
  id: string;
  presence: string | null;
}

/**
 * Deletes and answers the instances that ended: no beat for `silentAfterMs` (a hung or killed process,
 * or one whose presence could not be told), or a presence whose backend is no longer on the database
 * (a killed process, told at once). `except` (the caller) is never taken.
 */
export async function claimEndedInstances(
  db: Database,
  { silentAfterMs, except }: { silentAfterMs: number; except: string },
): Promise<EndedInstance[]> {
  const part = (index: number) =>
    sql`split_part(${workerInstances.presence}, '-', ${sql.raw(String(index))})`;
  const isEnded = sql`${workerInstances.id} <> ${except}
    and (${workerInstances.beatAt} < now() - make_interval(secs => ${silentAfterMs / 1000}::float8)
      or (${workerInstances.presence} like ${`${PRESENCE_ID_PREFIX}%`} and not exists (
        select 1 from pg_stat_activity a
        where a.pid::text = ${part(3)}
          and (a.backend_start is null or ${sql.raw(backendStartMicrosSql('a.backend_start'))} = ${part(4)}))))`;
  return db
    .delete(workerInstances)
    .where(isEnded)
    .returning({ id: workerInstances.id, presence: workerInstances.presence });
}

/** Frees every purchase an ended instance held (under either of its names); answers their references. */
export async function releaseLeasesOf(db: Database, instance: EndedInstance): Promise<string[]> {
  const owners = [instance.id, ...(instance.presence ? [instance.presence] : [])];
  const released = await db
    .update(purchases)
    .set(TAKEN_OVER)
    .where(and(isNotNull(purchases.dueAt), inArray(purchases.leaseOwner, owners)))
    .returning({ ref: purchases.ref });
  return released.map((row) => row.ref);
}
