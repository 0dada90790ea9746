import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { loadEnv } from '../../env.ts';
import { createSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, registerThroughApi } from '../../modules/accounts/accounts.test-support.ts';
import { SESSION_EXPIRED_MESSAGE } from './plugin.ts';
import { hashSecret } from './tokens.ts';

// Waiting for a state (a notice to arrive, a connection to come back), never for a length of time.
const UNTIL = { timeout: 20_000, interval: 20 };

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const readProfile = (app: FastifyInstance, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/v1/user', headers });
const statusOfRead = async (app: FastifyInstance, headers: Record<string, string>) =>
  (await readProfile(app, headers)).statusCode;
const profile = (firstName: string) => ({ first_name: firstName, last_name: 'Okafor', phone: '08031234567' });
const isRemembered = (app: FastifyInstance, token: string) =>
  app.ctx.sessionCache.find(hashSecret(token), Date.now()) !== undefined;

/** A customer whose session this server has checked once and now remembers. */
async function rememberedCustomer(app: FastifyInstance = testApp.app) {
  const customer = await registerThroughApi(testApp.app);
  expect(await statusOfRead(app, customer.headers)).toBe(200);
  expect(isRemembered(app, customer.token)).toBe(true);
  return customer;
}

describe('remembered sessions (decision 017)', () => {
  it('serve reads only: a write and a staff route ask the database', async () => {
    // A session only this server's memory holds: the database has never seen its token.
    const staff = await createSignedInUser(testApp.database.db, { role: 'staff' });
    const madeUpToken = `made-up-${randomUUID()}`;
    const cache = testApp.app.ctx.sessionCache;
    const inMemoryOnly = {
      user: staff.user,
      sessionId: randomUUID(),
      expiresAt: new Date(Date.now() + 60_000),
    };
    cache.remember(hashSecret(madeUpToken), inMemoryOnly, cache.generation, Date.now());
    const headers = bearer(madeUpToken);

    expect(await statusOfRead(testApp.app, headers)).toBe(200);
    const write = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/v1/user',
      headers,
      payload: profile('Ghost'),
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().msg).toBe(SESSION_EXPIRED_MESSAGE);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/ops/me', headers })).statusCode).toBe(
      403,
    );
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/v1/ops/me', headers: staff.headers })).statusCode,
    ).toBe(200);
  });

  it('end at once on this server when the customer signs out', async () => {
    const { headers } = await rememberedCustomer();
    expect(
      (await testApp.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers })).statusCode,
    ).toBe(200);

    const after = await readProfile(testApp.app, headers);
    expect(after.statusCode).toBe(403);
    expect(after.json().msg).toBe(SESSION_EXPIRED_MESSAGE);
  });

  it("show the customer's own profile change on their next read", async () => {
    const { headers } = await rememberedCustomer();
    const change = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/v1/user',
      headers,
      payload: profile('Chidinma'),
    });
    expect(change.statusCode, change.body).toBe(200);

    expect((await readProfile(testApp.app, headers)).json().data.first_name).toBe('Chidinma');
  });

  it('end once the database announces a revocation made elsewhere (an operator, another process)', async () => {
    const { token, headers } = await rememberedCustomer();
    await testApp.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashSecret(token)));

    await expect.poll(() => statusOfRead(testApp.app, headers), UNTIL).toBe(403);
  });

  it('reflect a change to the user made elsewhere once it is announced', async () => {
    const { token, headers } = await rememberedCustomer();
    const userId = testApp.app.ctx.sessionCache.find(hashSecret(token), Date.now())!.user.id;
    await testApp.database.db.update(users).set({ firstName: 'Ngozi' }).where(eq(users.id, userId));

    await expect
      .poll(async () => (await readProfile(testApp.app, headers)).json().data.first_name, UNTIL)
      .toBe('Ngozi');
  });

  it('end on a second server when the customer signs out on the first', async () => {
    const second = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', RATE_LIMIT_MAX: '10000' }),
      database: testApp.database,
    });
    await second.ready();
    try {
      const { token, headers } = await rememberedCustomer(second);
      expect(
        (await testApp.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers })).statusCode,
      ).toBe(200);

      await expect.poll(() => statusOfRead(second, headers), UNTIL).toBe(403);
      expect(isRemembered(second, token)).toBe(false);
    } finally {
      await second.close();
    }
  });

  // PGlite runs inside this process and hears its own notices: it has no listening connection to lose.
  it.runIf(process.env.TEST_DB_ENGINE === 'postgres')(
    'are not kept while the listening connection is lost, and are kept again once it is back',
    async () => {
      const cache = testApp.app.ctx.sessionCache;
      const { token, headers } = await rememberedCustomer();
      await testApp.database.executor.executeSql(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = 'powerpay session_changes listener'`,
      );
      await expect.poll(() => cache.isRemembering, UNTIL).toBe(false);
      expect(cache.size).toBe(0);

      // Nothing is remembered, so a revocation nobody announces to this server still ends the session.
      expect(await statusOfRead(testApp.app, headers)).toBe(200);
      expect(isRemembered(testApp.app, token)).toBe(false);
      await testApp.database.db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.tokenHash, hashSecret(token)));
      expect(await statusOfRead(testApp.app, headers)).toBe(403);

      await expect.poll(() => cache.isRemembering, UNTIL).toBe(true);
      await rememberedCustomer();
    },
  );
});
