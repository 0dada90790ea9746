import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase, loadTestEnv, type TestDatabase } from '../../test/test-app.ts';
import { PASSWORD, registration } from './accounts.test-support.ts';
import { DEVICE_COOKIE } from './sign-in-devices.ts';

/** The defaults' shape, smaller where a test must exceed them: ten per account and address. */
const PER_ACCOUNT_AND_ADDRESS = 10;
const PER_ACCOUNT = 15;
const env = {
  AUTH_RATE_LIMIT_PER_EMAIL: String(PER_ACCOUNT_AND_ADDRESS),
  AUTH_RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT),
};

let testDatabase: TestDatabase;
let secondHandle: DatabaseHandle;
let instanceA: FastifyInstance;
let instanceB: FastifyInstance;
/** Instances share a database only on PostgreSQL: the embedded one belongs to one process (its folder is locked). */
const isPostgres = process.env.TEST_DB_ENGINE === 'postgres';

/** An app instance on the shared database, as a second server process would be. */
async function startInstance(database: DatabaseHandle) {
  const app = await buildApp({ env: loadTestEnv(env), database });
  await app.ready();
  return app;
}

beforeAll(async () => {
  testDatabase = await createTestDatabase({ onDisk: true });
  await startInstances();
});

async function startInstances() {
  secondHandle = isPostgres ? await testDatabase.reopen() : testDatabase.database;
  instanceA = await startInstance(testDatabase.database);
  instanceB = isPostgres ? await startInstance(secondHandle) : instanceA;
}

async function stopInstances() {
  await instanceA.close();
  if (isPostgres) {
    await instanceB.close();
    await secondHandle.close();
  }
  await testDatabase.database.close();
}

afterAll(async () => {
  await stopInstances();
  await testDatabase.drop();
});

let nextAddress = 1;
const newAddress = () => `198.51.100.${nextAddress++}`;

function logIn(
  app: FastifyInstance,
  { email, password, ip, cookie }: { email: string; password: string; ip: string; cookie?: string },
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });
}

/** Registers an account from the owner's usual browser and returns its device cookie. */
async function registerOwner() {
  const owner = registration();
  const response = await instanceA.inject({ method: 'POST', url: '/api/v1/auth/register', payload: owner });
  expect(response.statusCode).toBe(201);
  const setCookie = String(response.headers['set-cookie']);
  expect(setCookie).toMatch(
    new RegExp(`^${DEVICE_COOKIE}=[\\w-]{43}; Path=/api/v1/auth; Max-Age=\\d+; HttpOnly; SameSite=Strict`),
  );
  return { email: owner.email, deviceCookie: setCookie.split(';')[0] };
}

async function guessWrong(app: FastifyInstance, email: string, ip: string, times: number) {
  const statuses: number[] = [];
  for (let guess = 0; guess < times; guess++)
    statuses.push((await logIn(app, { email, password: `Wrong!guess${guess}`, ip })).statusCode);
  return statuses;
}

describe('sign-in throttling (decision 041)', () => {
  it('ten wrong guesses from one address stop that address, not the owner from another', async () => {
    const { email } = await registerOwner();
    const attacker = newAddress();
    expect(await guessWrong(instanceA, email, attacker, PER_ACCOUNT_AND_ADDRESS)).toEqual(
      Array(PER_ACCOUNT_AND_ADDRESS).fill(400),
    );

    const refused = await logIn(instanceA, { email, password: PASSWORD, ip: attacker });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toMatch(/^Too many attempts\. Please try again in (14|15) minutes\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);

    expect((await logIn(instanceA, { email, password: PASSWORD, ip: newAddress() })).statusCode).toBe(200);
  });

  it('the device cookie lets the owner in from the attacked address itself', async () => {
    const { email, deviceCookie } = await registerOwner();
    const sharedAddress = newAddress();
    await guessWrong(instanceA, email, sharedAddress, PER_ACCOUNT_AND_ADDRESS);
    expect((await logIn(instanceA, { email, password: PASSWORD, ip: sharedAddress })).statusCode).toBe(429);

    const owner = await logIn(instanceA, {
      email,
      password: PASSWORD,
      ip: sharedAddress,
      cookie: deviceCookie,
    });
    expect(owner.statusCode).toBe(200);
    // The known device is not issued a new cookie; another account's cookie counts for nothing.
    expect(owner.headers['set-cookie']).toBeUndefined();
    const stranger = await registerOwner();
    const borrowed = await logIn(instanceA, {
      email,
      password: PASSWORD,
      ip: sharedAddress,
      cookie: stranger.deviceCookie,
    });
    expect(borrowed.statusCode).toBe(429);
  });

  // How long each further attempt waits is proven on the counters themselves (attempt-counters.test.ts).
  it('guesses from many addresses do not keep the owner out of their usual device', async () => {
    const { email, deviceCookie } = await registerOwner();
    for (let guess = 0; guess < PER_ACCOUNT; guess++)
      expect((await guessWrong(instanceA, email, newAddress(), 1))[0]).toBe(400);
    const parallel = await Promise.all(
      [1, 2, 3].map(() => logIn(instanceA, { email, password: 'Wrong!again1', ip: newAddress() })),
    );
    expect(parallel.filter((response) => response.statusCode === 429).length).toBeGreaterThanOrEqual(2);

    const owner = await logIn(instanceA, {
      email,
      password: PASSWORD,
      ip: newAddress(),
      cookie: deviceCookie,
    });
    expect(owner.statusCode).toBe(200);
  });

  it.runIf(isPostgres)('counts guesses spread over two instances on one database as one count', async () => {
    const { email } = await registerOwner();
    const attacker = newAddress();
    for (let guess = 0; guess < PER_ACCOUNT_AND_ADDRESS; guess++) {
      const instance = guess % 2 === 0 ? instanceA : instanceB;
      expect((await guessWrong(instance, email, attacker, 1))[0]).toBe(400);
    }
    expect((await guessWrong(instanceA, email, attacker, 1))[0]).toBe(429);
    expect((await guessWrong(instanceB, email, attacker, 1))[0]).toBe(429);
  });

  it('lets no more through in parallel, on one instance or two, than one after another', async () => {
    const { email } = await registerOwner();
    const attacker = newAddress();
    const responses = await Promise.all(
      Array.from({ length: 2 * PER_ACCOUNT_AND_ADDRESS }, (_, guess) =>
        logIn(guess % 2 === 0 ? instanceA : instanceB, {
          email,
          password: `Wrong!guess${guess}`,
          ip: attacker,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(PER_ACCOUNT_AND_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(PER_ACCOUNT_AND_ADDRESS);
  });

  it('keeps its counts over a restart', async () => {
    const { email } = await registerOwner();
    const attacker = newAddress();
    await guessWrong(instanceA, email, attacker, PER_ACCOUNT_AND_ADDRESS);

    await stopInstances();
    testDatabase.database = await testDatabase.reopen();
    await startInstances();

    expect((await logIn(instanceA, { email, password: PASSWORD, ip: attacker })).statusCode).toBe(429);
    expect((await logIn(instanceA, { email, password: PASSWORD, ip: newAddress() })).statusCode).toBe(200);
  });

  it('keeps no e-mail or address in its counters', async () => {
    const { email } = await registerOwner();
    await guessWrong(instanceA, email, '198.51.100.250', 1);
    const { rows } = await testDatabase.database.executor.executeSql('SELECT key FROM rate_limit_counters');
    const keys = (rows as { key: string }[]).map((row) => row.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join('\n')).not.toContain(email.split('@')[0]);
    expect(keys.join('\n')).not.toContain('198.51.100');
  });
});
