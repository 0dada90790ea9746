import { describe, expect, it } from 'vitest';
import { REMEMBER_AT_MOST_MS, SessionCache } from './session-cache.ts';
import type { SessionUser, UserRow } from './session-store.ts';

const NOW = Date.parse('2026-11-26T12:00:00Z');

function session(userId: string, { expiresInMs = 24 * 60 * 60 * 1000 } = {}): SessionUser {
  return {
    user: { id: userId } as UserRow,
    sessionId: `session-of-${userId}`,
    expiresAt: new Date(NOW + expiresInMs),
  };
}

function hearingCache(): SessionCache {
  const cache = new SessionCache();
  cache.resume();
  return cache;
}

describe('SessionCache', () => {
  it('remembers a looked-up session while it hears changes', () => {
    const cache = hearingCache();
    cache.remember('hash-a', session('ada'), cache.generation, NOW);
    expect(cache.find('hash-a', NOW + 1000)?.sessionId).toBe('session-of-ada');
  });

  it('hands every request the same user, frozen, so one request cannot change it for the others', () => {
    const cache = hearingCache();
    cache.remember('hash-a', session('ada'), cache.generation, NOW);
    expect(Object.isFrozen(cache.find('hash-a', NOW)?.user)).toBe(true);
  });

  it('remembers nothing before it hears changes, and nothing while paused', () => {
    const cache = new SessionCache();
    cache.remember('hash-a', session('ada'), cache.generation, NOW);
    expect(cache.find('hash-a', NOW)).toBeUndefined();

    cache.resume();
    cache.remember('hash-a', session('ada'), cache.generation, NOW);
    cache.pause();
    expect(cache.find('hash-a', NOW)).toBeUndefined();
    cache.remember('hash-a', session('ada'), cache.generation, NOW);
    expect(cache.size).toBe(0);
  });

  it('starts empty when it hears changes again, since some may have been missed', () => {
    const cache = hearingCache();
    cache.remember('hash-a', session('ada'), cache.generation, NOW);
    cache.resume();
    expect(cache.find('hash-a', NOW)).toBeUndefined();
  });

  it("forgets every session of a changed user, and only that user's", () => {
    const cache = hearingCache();
    cache.remember('phone', session('ada'), cache.generation, NOW);
    cache.remember('laptop', session('ada'), cache.generation, NOW);
    cache.remember('other', session('chidi'), cache.generation, NOW);
    cache.forgetUser('ada');
    expect(cache.find('phone', NOW)).toBeUndefined();
    expect(cache.find('laptop', NOW)).toBeUndefined();
    expect(cache.find('other', NOW)?.user.id).toBe('chidi');
  });

  it('does not remember a lookup that was under way when a change was heard', () => {
    const cache = hearingCache();
    const generation = cache.generation;
    cache.forgetUser('ada');
    cache.remember('hash-a', session('ada'), generation, NOW);
    expect(cache.find('hash-a', NOW)).toBeUndefined();
  });

  it('asks the database again after REMEMBER_AT_MOST_MS, and never past the session expiry', () => {
    const cache = hearingCache();
    cache.remember('long', session('ada'), cache.generation, NOW);
    cache.remember('ending', session('chidi', { expiresInMs: 5000 }), cache.generation, NOW);
    expect(cache.find('ending', NOW + 4999)).toBeDefined();
    expect(cache.find('ending', NOW + 5000)).toBeUndefined();
    expect(cache.find('long', NOW + REMEMBER_AT_MOST_MS)).toBeDefined();
    expect(cache.find('long', NOW + REMEMBER_AT_MOST_MS + 1)).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
