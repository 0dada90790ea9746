import Fastify from 'fastify';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema/index.ts';
import { createLogCapture } from '../../test/log-capture.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.ts';
import { registerErrorHandling } from '../error-handler.ts';
import { counterKey } from './attempt-counters.ts';
import { ALLOWANCE_SHARE, RequestAllowances } from './request-allowances.ts';
import { COUNTERS_UNREACHABLE_MESSAGE, registerSharedRateLimit } from './shared-rate-limit.ts';

let testDatabase: TestDatabase;
const quiet = pino({ level: 'silent' });
const MINUTE = 60_000;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
});
afterAll(async () => {
  await testDatabase.database.close();
  await testDatabase.drop();
});

/** A clock the test moves: windows end when it says, never when the machine gets round to it. */
function testClock(start = Date.parse('2026-12-05T12:00:00Z')) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

let nextAddress = 1;
const newAddress = () => `192.0.2.${nextAddress++}`;

async function countTimes(allowances: RequestAllowances[], address: string, times: number, max: number) {
  const answers = [];
  for (let index = 0; index < times; index++)
    answers.push(await allowances[index % allowances.length]!.count('test', address, MINUTE, max));
  return answers.map((answer) => ('current' in answer && answer.current <= max ? 'allowed' : 'refused'));
}

describe('RequestAllowances (decision 057)', () => {
  it('starts a new window once the last one is over', async () => {
    const clock = testClock();
    const allowances = new RequestAllowances(testDatabase.database.db, quiet, clock.now);
    const address = newAddress();
    expect(await countTimes([allowances], address, 3, 2)).toEqual(['allowed', 'allowed', 'refused']);
    // Refused here without asking the database again until the window ends.
    expect(await allowances.count('test', address, MINUTE, 2)).toEqual({ current: 3, ttl: MINUTE });

    clock.advance(MINUTE - 1);
    expect(await countTimes([allowances], address, 1, 2)).toEqual(['refused']);
    clock.advance(1);
    expect(await allowances.count('test', address, MINUTE, 2)).toEqual({ current: 1, ttl: MINUTE });
  });

  it('takes a share of the allowance at once, so a client far below its limit is not a write per request', async () => {
    const clock = testClock();
    const instanceA = new RequestAllowances(testDatabase.database.db, quiet, clock.now);
    const instanceB = new RequestAllowances(testDatabase.database.db, quiet, clock.now);
    const address = newAddress();
    const max = 100;
    expect(await instanceA.count('test', address, MINUTE, max)).toMatchObject({ current: 1 });
    const stored = async () =>
      (
        await testDatabase.database.db
          .select()
          .from(rateLimitCounters)
          .where(eq(rateLimitCounters.key, counterKey('test', 'address', address)))
      )[0]?.hits;
    expect(await stored()).toBe(max / ALLOWANCE_SHARE);
    for (let request = 2; request <= max / ALLOWANCE_SHARE; request++)
      expect(await instanceA.count('test', address, MINUTE, max)).toMatchObject({ current: request });
    expect(await stored()).toBe(max / ALLOWANCE_SHARE);

    // The other instance's numbers follow: none is handed out twice.
    expect(await instanceB.count('test', address, MINUTE, max)).toMatchObject({
      current: max / ALLOWANCE_SHARE + 1,
    });
  });

  it('lets two instances taking turns through exactly the limit, the shares smaller as it nears', async () => {
    const clock = testClock();
    const instances = [0, 1].map(() => new RequestAllowances(testDatabase.database.db, quiet, clock.now));
    const answers = await countTimes(instances, newAddress(), 40, 25);
    expect(answers.filter((answer) => answer === 'allowed')).toHaveLength(25);
    expect(answers.slice(25)).toEqual(Array(15).fill('refused'));
  });

  it('never lets more than the limit through a burst in parallel on two instances', async () => {
    const clock = testClock();
    const instances = [0, 1].map(() => new RequestAllowances(testDatabase.database.db, quiet, clock.now));
    const address = newAddress();
    const max = 25;
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) => instances[index % 2]!.count('test', address, MINUTE, max)),
    );
    const allowed = answers.filter((answer) => 'current' in answer && answer.current <= max);
    // At most one share per instance may be held and never handed out (here the shares are 2 or less).
    expect(allowed.length).toBeLessThanOrEqual(max);
    expect(allowed.length).toBeGreaterThanOrEqual(max - 2 * 2);
  });
});

describe('when the counters cannot be reached', () => {
  let unreachable: DatabaseHandle;
  beforeAll(async () => {
    // Nothing listens on port 1: every connection is refused at once.
    unreachable = await openDatabase({ engine: 'postgres', connectionString: 'postgres://127.0.0.1:1/none' });
  });
  afterAll(() => unreachable.close());

  it('lets reads through, refuses writes with 503, and logs it without the address', async () => {
    const logs = createLogCapture();
    const app = Fastify({ logger: { level: 'info', stream: logs.stream }, disableRequestLogging: true });
    registerErrorHandling(app);
    await app.register(async (api) => {
      await registerSharedRateLimit(api, {
        allowances: new RequestAllowances(unreachable.db, app.log),
        max: 5,
      });
      api.get('/read', async () => ({ msg: 'read' }));
      api.post('/write', async () => ({ msg: 'written' }));
    });
    const address = '198.51.100.77';

    const read = await app.inject({ method: 'GET', url: '/read', remoteAddress: address });
    expect(read.statusCode).toBe(200);
    const write = await app.inject({ method: 'POST', url: '/write', remoteAddress: address });
    expect(write.statusCode).toBe(503);
    expect(write.json()).toEqual({ msg: COUNTERS_UNREACHABLE_MESSAGE });

    expect(logs.lines.some((line) => /request counters unreachable/.test(line.msg ?? ''))).toBe(true);
    expect(logs.text()).not.toContain(address);
    await app.close();
  });
});
