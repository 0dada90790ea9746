import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { receiptKeyFor } from '../modules/purchases/purchase-keys.ts';
import { purchaseBody, startPurchase } from '../modules/purchases/purchases.test-support.ts';
import { createTestDatabase, loadTestEnv, type TestApp, type TestDatabase } from '../test/test-app.ts';

/** Decision 038: a secret the operator did not set is this installation's own, kept in its database. */
const PUBLISHED_RECEIPT_KEY_SECRET = 'powerpay-development-receipt-key-secret';

let testDatabase: TestDatabase;
let first: TestApp;
let second: FastifyInstance;

/** An app as an operator starts it: no RECEIPT_KEY_SECRET, no SANDBOX_WEBHOOK_SECRET. */
async function startWithoutSecrets(database: TestDatabase['database']) {
  const { SANDBOX_WEBHOOK_SECRET: _known, ...settings } = loadTestEnv();
  const app = await buildApp({ env: settings, database });
  await app.ready();
  return app;
}

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  const app = await startWithoutSecrets(testDatabase.database);
  first = { app, database: testDatabase.database, close: () => app.close() };
  second = await startWithoutSecrets(testDatabase.database);
});
afterAll(async () => {
  await second.close();
  await first.close();
  await testDatabase.database.close();
  await testDatabase.drop();
});

describe('secrets nobody set', () => {
  it('are drawn at random, one of each, and shared by every instance on the database', () => {
    const { RECEIPT_KEY_SECRET, SANDBOX_WEBHOOK_SECRET } = first.app.ctx.env;
    expect(RECEIPT_KEY_SECRET).toMatch(/^[\w-]{43}$/);
    expect(SANDBOX_WEBHOOK_SECRET).toMatch(/^[\w-]{43}$/);
    expect(RECEIPT_KEY_SECRET).not.toBe(SANDBOX_WEBHOOK_SECRET);
    expect(second.ctx.env.RECEIPT_KEY_SECRET).toBe(RECEIPT_KEY_SECRET);
    expect(second.ctx.env.SANDBOX_WEBHOOK_SECRET).toBe(SANDBOX_WEBHOOK_SECRET);
  });

  it('differ from one installation to the next', async () => {
    const other = await createTestDatabase();
    const app = await startWithoutSecrets(other.database);
    try {
      expect(app.ctx.env.RECEIPT_KEY_SECRET).not.toBe(first.app.ctx.env.RECEIPT_KEY_SECRET);
      expect(app.ctx.env.SANDBOX_WEBHOOK_SECRET).not.toBe(first.app.ctx.env.SANDBOX_WEBHOOK_SECRET);
    } finally {
      await app.close();
      await other.database.close();
      await other.drop();
    }
  });

  it('open no guest receipt with a key computed under the once-published constant', async () => {
    const { ref, receiptKey } = await startPurchase(first, { body: purchaseBody() });
    const open = (key: string) =>
      first.app.inject({ method: 'GET', url: `/api/v1/purchase/${ref}?key=${encodeURIComponent(key)}` });

    expect((await open(receiptKey ?? '')).statusCode).toBe(200);
    const forged = receiptKeyFor({ ref, secret: PUBLISHED_RECEIPT_KEY_SECRET });
    expect(forged).not.toBe(receiptKey);
    const response = await open(forged);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(ref);
  });

  it('are kept when the operator sets them', async () => {
    const chosen = 'an-operator-chosen-secret-of-enough-length';
    const app = await buildApp({
      env: loadTestEnv({ RECEIPT_KEY_SECRET: chosen, SANDBOX_WEBHOOK_SECRET: chosen }),
      database: testDatabase.database,
    });
    try {
      expect(app.ctx.env.RECEIPT_KEY_SECRET).toBe(chosen);
      expect(app.ctx.env.SANDBOX_WEBHOOK_SECRET).toBe(chosen);
    } finally {
      await app.close();
    }
  });
});
