import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema/index.ts';
import { createTestDatabase, loadTestEnv, type TestDatabase } from '../../test/test-app.ts';

/** Small limits, so a test can spend them: the /api-wide one a minute, Find my token's per 10 minutes. */
const API_MAX = 10;
const LOOKUP_MAX = 3;
const CONTACT_MAX = 5;
const env = { RATE_LIMIT_MAX: String(API_MAX), LOOKUP_RATE_LIMIT_PER_IP: String(LOOKUP_MAX) };
const TOO_MANY = /^Too many requests\. Please try again in \d+ seconds\.$/;

let testDatabase: TestDatabase;
/** The second instance's connection: its own pool on PostgreSQL, as a second server process has. */
let secondHandle: DatabaseHandle;
let instanceA: FastifyInstance;
let instanceB: FastifyInstance;
const isPostgres = process.env.TEST_DB_ENGINE === 'postgres';

async function startInstance(database: DatabaseHandle) {
  const app = await buildApp({ env: loadTestEnv(env), database });
  await app.ready();
  return app;
}

/** Two instances on one database (the embedded one is opened once per process: both apps share it). */
async function startInstances() {
  secondHandle = isPostgres ? await testDatabase.reopen() : testDatabase.database;
  instanceA = await startInstance(testDatabase.database);
  instanceB = await startInstance(secondHandle);
}

async function stopInstances() {
  await instanceA.close();
  await instanceB.close();
  if (isPostgres) await secondHandle.close();
  await testDatabase.database.close();
}

beforeAll(async () => {
  testDatabase = await createTestDatabase({ onDisk: true });
  await startInstances();
});

afterAll(async () => {
  await stopInstances();
  await testDatabase.drop();
});

let nextAddress = 1;
const newAddress = () => `203.0.113.${nextAddress++}`;

const health = (app: FastifyInstance, address: string) =>
  app.inject({ method: 'GET', url: '/api/v1/health', remoteAddress: address });

/** `times` requests from `address`, taking turns between the two instances, A first. */
async function alternate(times: number, send: (app: FastifyInstance) => ReturnType<typeof health>) {
  const statuses: number[] = [];
  for (let index = 0; index < times; index++)
    statuses.push((await send(index % 2 === 0 ? instanceA : instanceB)).statusCode);
  return statuses;
}

describe('per-address limits shared by every instance (decision 057)', () => {
  it('counts requests spread over two instances as one allowance', async () => {
    const address = newAddress();
    expect(await alternate(API_MAX, (app) => health(app, address))).toEqual(Array(API_MAX).fill(200));

    for (const app of [instanceA, instanceB]) {
      const refused = await health(app, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ msg: expect.stringMatching(TOO_MANY) });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await health(instanceB, newAddress())).statusCode).toBe(200);
  });

  it('shares Find my token and contact limits, each apart from the /api-wide one', async () => {
    const address = newAddress();
    const find = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/purchase/find',
        payload: { ref: 'PP-20250101-GUESS1', phone: '08031234567' },
        remoteAddress: address,
      });
    expect(await alternate(LOOKUP_MAX + 1, find)).toEqual([...Array(LOOKUP_MAX).fill(404), 429]);
    expect((await find(instanceA)).json().msg).toMatch(TOO_MANY);

    const contact = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        payload: { email: 'visitor@example.com', phone: '07012345678', message: 'Is this thing on?' },
        remoteAddress: address,
      });
    expect(await alternate(CONTACT_MAX + 2, contact)).toEqual([...Array(CONTACT_MAX).fill(200), 429, 429]);
    expect((await health(instanceB, address)).statusCode).toBe(200);
  });

  it('keeps no address in its counters', async () => {
    const address = newAddress();
    await health(instanceA, address);
    const keys = (await instanceA.ctx.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map(
      (row) => row.key,
    );
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).not.toMatch(/203\.0\.113\./);
  });

  it('still refuses after a restart of every instance', async () => {
    const address = newAddress();
    expect(await alternate(API_MAX + 1, (app) => health(app, address))).toEqual([
      ...Array(API_MAX).fill(200),
      429,
    ]);

    await stopInstances();
    testDatabase.database = await testDatabase.reopen();
    await startInstances();

    expect((await health(instanceA, address)).statusCode).toBe(429);
    expect((await health(instanceB, address)).statusCode).toBe(429);
    expect((await health(instanceA, newAddress())).statusCode).toBe(200);
  });
});
