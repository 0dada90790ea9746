import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.ts';
import { takeAttempt, type AttemptOutcome, type AttemptRule } from './attempt-counters.ts';

let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
});
afterAll(async () => {
  await testDatabase.database.close();
  await testDatabase.drop();
});

const start = new Date('2026-01-05T08:00:00Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
const allowed: AttemptOutcome = { isAllowed: true };
const refused = (retryAfterSeconds: number): AttemptOutcome => ({ isAllowed: false, retryAfterSeconds });

let nextKey = 0;
/** Attempts on a fresh counter at the given second offsets, in order. */
async function attemptsAt(rule: AttemptRule, seconds: number[]) {
  const key = `test:counter:${nextKey++}`;
  const outcomes: AttemptOutcome[] = [];
  for (const second of seconds)
    outcomes.push(await takeAttempt(testDatabase.database.db, key, rule, at(second)));
  return outcomes;
}

describe('attempt counters (decision 041)', () => {
  it('a hard limit refuses until its window ends, without counting what it refused', async () => {
    const rule: AttemptRule = { windowSeconds: 60, free: 2, after: 'hard' };
    expect(await attemptsAt(rule, [0, 10, 20, 59, 60, 61, 62])).toEqual([
      allowed,
      allowed,
      refused(40),
      refused(1),
      allowed,
      allowed,
      refused(58),
    ]);
  });

  it('a backoff limit lets one attempt through after each wait, the wait doubling up to the window', async () => {
    const rule: AttemptRule = { windowSeconds: 900, free: 2, after: 'backoff' };
    // Waits after the allowance: 1 s, 2 s, 4 s, 8 s, measured from the last attempt let through.
    expect(await attemptsAt(rule, [0, 0, 0, 1, 2, 3, 5, 7, 14, 15])).toEqual([
      allowed,
      allowed,
      refused(1),
      allowed,
      refused(1),
      allowed,
      refused(2),
      allowed,
      refused(1),
      allowed,
    ]);
  });

  it('a backoff wait never outlasts the window', async () => {
    const rule: AttemptRule = { windowSeconds: 4, free: 1, after: 'backoff' };
    // 1 s, 2 s, then 4 s would pass the window's end at 4 s: the window's end comes first.
    expect(await attemptsAt(rule, [0, 1, 3, 3.5, 4])).toEqual([
      allowed,
      allowed,
      allowed,
      refused(1),
      allowed,
    ]);
  });
});
