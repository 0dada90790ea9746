import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { loadEnv } from '../env.ts';
import { createTestDatabase } from '../test/test-app.ts';
import { defineJob } from './define-job.ts';

describe('job queue', () => {
  // Two app starts on an on-disk database: the limits only bound a hang on a loaded machine.
  it('works a job enqueued before a restart after the restart', { timeout: 120_000 }, async () => {
    const worked: number[] = [];
    const echo = defineJob({
      name: 'test.echo',
      payload: z.object({ value: z.number() }),
      handle: async ({ value }) => {
        worked.push(value);
      },
    });
    const env = loadEnv({ NODE_ENV: 'test' });
    const storage = await createTestDatabase({ onDisk: true });

    const first = await buildApp({ env, database: storage.database, jobs: { extraDefinitions: [echo] } });
    await first.ready();
    await first.ctx.queue.send('test.echo', { value: 42 });
    await first.close();
    await storage.database.close();
    expect(worked).toEqual([]);

    const reopened = await storage.reopen();
    const second = await buildApp({
      env,
      database: reopened,
      jobs: { work: true, pollingIntervalSeconds: 0.5, extraDefinitions: [echo] },
    });
    await second.ready();
    await expect.poll(() => worked, { timeout: 60_000, interval: 200 }).toEqual([42]);

    await second.close();
    await reopened.close();
    await storage.drop();
  });
});
