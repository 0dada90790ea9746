import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { databaseUrl, withAdminClient } from '../test/databases.ts';
import { loadTestEnv } from '../test/test-app.ts';

vi.setConfig({ testTimeout: 300_000 });

const INSTANCES = 3;
const ROUNDS = 10;

/** Three servers started at once on a database nobody has migrated: every one of them comes up (decision 044). */
async function startTogether(name: string): Promise<PromiseSettledResult<FastifyInstance>[]> {
  const env = loadTestEnv({
    DATABASE_URL: databaseUrl(name),
    MIGRATE_ON_START: '1',
    DATABASE_POOL_SIZE: '3',
  });
  return Promise.allSettled(
    Array.from({ length: INSTANCES }, async () => {
      const app = await buildApp({ env, webDistDir: '/nonexistent' });
      await app.ready();
      return app;
    }),
  );
}

// The embedded database is one process's alone (decision 002): only PostgreSQL has several instances.
describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('instances started together (PostgreSQL)', () => {
  it(`brings up ${INSTANCES} instances on a fresh database, ${ROUNDS} times out of ${ROUNDS}`, async () => {
    const failures: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const name = `powerpay_start_${randomBytes(4).toString('hex')}`;
      await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
      try {
        const started = await startTogether(name);
        for (const result of started) {
          if (result.status === 'rejected') failures.push(`round ${round + 1}: ${String(result.reason)}`);
        }
        await Promise.all(
          started.map((result) => (result.status === 'fulfilled' ? result.value.close() : undefined)),
        );
      } finally {
        await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      }
    }
    expect(failures).toEqual([]);
  });
});
