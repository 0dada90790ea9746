import type { SessionUser } from './session-store.ts';

interface Remembered extends SessionUser {
  rememberedAt: number;
}

/** At most this long between database checks, whatever else happens (a missed notice, a clock). */
export const REMEMBER_AT_MOST_MS = 60_000;
const MAX_ENTRIES = 20_000;

/**
 * The sessions a process has checked lately, keyed by token hash, so a signed-in read skips one query
 * (decision 017, "Signed-in reads remember the session"). The rules that keep a revoked session from working:
 * - only reads use it (`plugin.ts`); a write and a staff page always ask the database;
 * - `forgetUser` runs in this process after it changes a user or their sessions, and in every process
 *   when the database announces such a change (migration 0009, `follow-session-changes.ts`);
 * - it remembers nothing while it cannot hear those announcements (`pause`), and forgets everything
 *   when it starts hearing them again;
 * - a lookup that was under way when a change was announced is not remembered (`generation`);
 * - an entry lives at most REMEMBER_AT_MOST_MS, and never past its session's expiry.
 */
export class SessionCache {
  #entries = new Map<string, Remembered>();
  #tokenHashesByUser = new Map<string, Set<string>>();
  #isHearingChanges = false;
  #generation = 0;

  /** A session remembered for this token hash, if it is still live. */
  find(tokenHash: string, now: number): SessionUser | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (now - entry.rememberedAt > REMEMBER_AT_MOST_MS || entry.expiresAt.getTime() <= now) {
      this.#forget(tokenHash);
      return undefined;
    }
    return entry;
  }

  /** Taken before a database lookup and handed to `remember` after it. */
  get generation(): number {
    return this.#generation;
  }

  /** Keeps a looked-up session, unless a change was announced since `generation` was taken. */
  remember(tokenHash: string, found: SessionUser, generation: number, now: number): void {
    if (!this.#isHearingChanges || generation !== this.#generation) return;
    if (this.#entries.size >= MAX_ENTRIES) {
      // Map order is insertion order: the first key is the oldest entry.
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#forget(oldest.value);
    }
    // Shared by every request that finds it: frozen, so no handler can change it for the others.
    this.#entries.set(tokenHash, { ...found, user: Object.freeze({ ...found.user }), rememberedAt: now });
    const userId = found.user.id;
    const tokenHashes = this.#tokenHashesByUser.get(userId) ?? new Set<string>();
    tokenHashes.add(tokenHash);
    this.#tokenHashesByUser.set(userId, tokenHashes);
  }

  forgetUser(userId: string): void {
    this.#generation += 1;
    for (const tokenHash of this.#tokenHashesByUser.get(userId) ?? []) this.#entries.delete(tokenHash);
    this.#tokenHashesByUser.delete(userId);
  }

  /** Changes are heard (again): whatever changed while they were not is unknown, so start empty. */
  resume(): void {
    this.#forgetAll();
    this.#isHearingChanges = true;
  }

  /** Changes can no longer be heard: remember nothing until `resume`. */
  pause(): void {
    this.#isHearingChanges = false;
    this.#forgetAll();
  }

  get isRemembering(): boolean {
    return this.#isHearingChanges;
  }

  get size(): number {
    return this.#entries.size;
  }

  #forget(tokenHash: string): void {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return;
    this.#entries.delete(tokenHash);
    const tokenHashes = this.#tokenHashesByUser.get(entry.user.id);
    tokenHashes?.delete(tokenHash);
    if (tokenHashes?.size === 0) this.#tokenHashesByUser.delete(entry.user.id);
  }

  #forgetAll(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#tokenHashesByUser.clear();
  }
}
