import { RETENTION } from '@powerpay/shared/retention';
import { eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema/index.ts';
import { hashSecret } from '../auth/tokens.ts';

/** A counter's rule: `free` attempts per window; after them either none (`hard`) or one per growing wait. */
export interface AttemptRule {
  windowSeconds: number;
  free: number;
  /**
   * `hard`: refused until the window ends. `backoff`: each attempt beyond `free` waits 2^(n − free)
   * seconds after the previous one (1 s, 2 s, 4 s, …), never longer than the window (decision 041).
   */
  after: 'hard' | 'backoff';
}

export type AttemptOutcome = { isAllowed: true } | { isAllowed: false; retryAfterSeconds: number };

/** A counter key naming an action and who or what it counts, with the subject hashed (no e-mail or address is kept). */
export function counterKey(action: string, kind: string, subject: string): string {
  return `${action}:${kind}:${hashSecret(subject.trim().toLowerCase())}`;
}

/**
 * Counts one attempt when the rule allows it, in one statement: the row lock makes concurrent attempts on
 * any instance take their turns, so a burst in parallel gets no more through than one after another.
 * A refused attempt is not counted (it neither extends a wait nor uses the window).
 */
export async function takeAttempt(
  db: Database,
  key: string,
  rule: AttemptRule,
  at: Date = new Date(),
): Promise<AttemptOutcome> {
  const now = sql`${at.toISOString()}::timestamptz`;
  const isStillFree = sql`${rateLimitCounters.hits} < ${rule.free}`;
  const isWaitOver =
    rule.after === 'backoff'
      ? sql`${rateLimitCounters.lastHitAt} + ${backoffWait(rule)} <= ${now}`
      : sql`false`;
  const counted = await countHits(
    db,
    key,
    { hits: 1, windowSeconds: rule.windowSeconds, at },
    (isWindowOver) => sql`${isWindowOver} OR ${isStillFree} OR ${isWaitOver}`,
  );
  if (counted.length > 0) return { isAllowed: true };

  const [row] = await db
    .select({
      seconds: sql<number>`ceil(extract(epoch from ${
        rule.after === 'backoff'
          ? sql`least(${rateLimitCounters.windowEndsAt}, ${rateLimitCounters.lastHitAt} + ${backoffWait(rule)})`
          : rateLimitCounters.windowEndsAt
      } - ${now}))::int`,
    })
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, key));
  return { isAllowed: false, retryAfterSeconds: Math.max(1, row?.seconds ?? 1) };
}

/**
 * Adds `hits` to a key's count in one statement, starting a new window when the last one is over, and
 * answers the count and the window's end; `onlyWhen` (given the window-over condition) may refuse the
 * update, and then nothing is answered. The row lock makes concurrent callers on any instance take turns.
 */
export async function countHits(
  db: Database,
  key: string,
  { hits, windowSeconds, at }: { hits: number; windowSeconds: number; at: Date },
  onlyWhen?: (isWindowOver: SQL) => SQL,
): Promise<{ hits: number; windowEndsAt: Date }[]> {
  const now = sql`${at.toISOString()}::timestamptz`;
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const isWindowOver = sql`${rateLimitCounters.windowEndsAt} <= ${now}`;
  return db
    .insert(rateLimitCounters)
    .values({ key, hits, windowEndsAt: sql`${now} + ${window}`, lastHitAt: now })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`CASE WHEN ${isWindowOver} THEN ${hits} ELSE ${rateLimitCounters.hits} + ${hits} END`,
        windowEndsAt: sql`CASE WHEN ${isWindowOver} THEN ${now} + ${window} ELSE ${rateLimitCounters.windowEndsAt} END`,
        lastHitAt: now,
      },
      ...(onlyWhen ? { setWhere: onlyWhen(isWindowOver) } : {}),
    })
    .returning({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt });
}

/** The wait after the counter's last attempt: 2^(hits − free) seconds, capped at the window. */
function backoffWait(rule: AttemptRule) {
  return sql`make_interval(secs => least(${rule.windowSeconds}, power(2, greatest(0, ${rateLimitCounters.hits} - ${rule.free}))))`;
}

/** Gives back one attempt (the owner's own, once it proved right). */
export async function returnAttempt(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`greatest(0, ${rateLimitCounters.hits} - 1)` })
    .where(eq(rateLimitCounters.key, key));
}

export async function clearCounter(db: Database, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** Deletes counters whose window ended a day ago or more: they count nothing any more (decision 040). */
export async function deleteExpiredCounters(db: Database): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(
      lt(
        rateLimitCounters.windowEndsAt,
        sql`now() - make_interval(days => ${RETENTION.attemptCounterDays}::int)`,
      ),
    )
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}
