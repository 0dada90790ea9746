import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { counterKey, countHits } from './attempt-counters.ts';

/**
 * An instance asks the database for this share of what it last saw left of a window's allowance at once
 * (at least one request), so a client far below its limit costs a database write per tenth of it, not per
 * request, and one near its limit a write per request (decision 057).
 */
export const ALLOWANCE_SHARE = 10;

/** Keys whose allowance this process holds; beyond this many the oldest is forgotten (asked for again). */
const HELD_KEYS_AT_MOST = 10_000;

/** While the counters cannot be reached, the outage is logged once per this many milliseconds. */
const OUTAGE_LOG_EVERY_MS = 60_000;

/** Numbered places in a key's window: this process may hand out `next` … `last` (a place above the limit is a refusal). */
interface HeldPlaces {
  windowEndsAtMs: number;
  next: number;
  last: number;
  asking?: Promise<void>;
}

export type Counted = { current: number; ttl: number } | { isUnreachable: true };

/**
 * Per-address request counts shared by every instance on the database and kept over restarts (decision
 * 057). Each request of a window gets a number: the database hands an instance a run of numbers at once,
 * and a request is allowed when its number is within the limit. No number is handed out twice on any
 * instance, so spread over instances a client gets no more than `max`; numbers an instance holds and never
 * hands out make a client get fewer, at most one share per instance.
 */
export class RequestAllowances {
  private readonly held = new Map<string, HeldPlaces>();
  private lastOutageLoggedAt = -Infinity;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts one request of `address` on `counter`: its number and the rest of the window. Answered at once
   * while this process holds numbers (or knows the window is spent), else after asking the database.
   */
  count(counter: string, address: string, windowMs: number, max: number): Counted | Promise<Counted> {
    // Held in this process's memory only; the database's key holds the address hashed (counterKey).
    const key = `${counter} ${address}`;
    return (
      this.countHeld(key, max) ??
      this.countAfterAsking(key, counterKey(counter, 'address', address), windowMs, max)
    );
  }

  private countHeld(key: string, max: number) {
    const now = this.now();
    const places = this.held.get(key);
    if (!places || places.windowEndsAtMs <= now) return undefined;
    const ttl = places.windowEndsAtMs - now;
    if (places.next <= places.last) return { current: places.next++, ttl };
    // Every number after the last one seen is above the limit too: refused here until the window ends.
    if (places.last >= max) return { current: places.last + 1, ttl };
    return undefined;
  }

  private async countAfterAsking(
    key: string,
    storedKey: string,
    windowMs: number,
    max: number,
  ): Promise<Counted> {
    for (;;) {
      const places = this.held.get(key);
      if (places?.asking) await places.asking;
      else if (!(await this.ask(key, storedKey, windowMs, max, places))) return { isUnreachable: true };
      const counted = this.countHeld(key, max);
      if (counted) return counted;
    }
  }

  /** Takes the next run of numbers from the database; false when it cannot be reached. */
  private async ask(
    key: string,
    storedKey: string,
    windowMs: number,
    max: number,
    seen: HeldPlaces | undefined,
  ) {
    const at = this.now();
    const seenLast = seen && seen.windowEndsAtMs > at ? seen.last : 0;
    const share = Math.max(1, Math.floor((max - seenLast) / ALLOWANCE_SHARE));
    const waiting: HeldPlaces = seen ?? { windowEndsAtMs: 0, next: 1, last: 0 };
    let isCounted = true;
    waiting.asking = countHits(this.db, storedKey, {
      hits: share,
      windowSeconds: windowMs / 1000,
      at: new Date(at),
    })
      .then(([row]) => {
        if (!row) throw new Error('the counter upsert answered no row');
        this.hold(key, {
          windowEndsAtMs: row.windowEndsAt.getTime(),
          next: row.hits - share + 1,
          last: row.hits,
        });
      })
      .catch((error: unknown) => {
        isCounted = false;
        this.logOutage(error, at);
      })
      .finally(() => {
        waiting.asking = undefined;
      });
    if (!seen) this.held.set(key, waiting);
    await waiting.asking;
    return isCounted;
  }

  private hold(key: string, places: HeldPlaces) {
    this.held.delete(key);
    if (this.held.size >= HELD_KEYS_AT_MOST) {
      const oldest = this.held.keys().next().value;
      if (oldest !== undefined) this.held.delete(oldest);
    }
    this.held.set(key, places);
  }

  /** The error's own words only: the statement's parameters are hashed keys, but nothing else is needed. */
  private logOutage(error: unknown, at: number) {
    if (at - this.lastOutageLoggedAt < OUTAGE_LOG_EVERY_MS) return;
    this.lastOutageLoggedAt = at;
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    this.log.error(
      { reason: cause instanceof Error ? cause.message : String(cause) },
      'request counters unreachable: reads are let through, writes refused (decision 057)',
    );
  }
}
