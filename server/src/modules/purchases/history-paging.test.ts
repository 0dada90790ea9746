import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '@powerpay/shared';
import { COUNT_AHEAD_ROWS } from '../../db/paging.ts';
import { purchases } from '../../db/schema/index.ts';
import { createSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type ListBody = { data: Transaction[]; meta: { page: number; limit: number; total: number } };

const PURCHASES = COUNT_AHEAD_ROWS + 5;
let testApp: TestApp;
let headers: Record<string, string>;
/** Refs newest first. */
let refs: string[];

beforeAll(async () => {
  testApp = await createTestApp();
  const customer = await createSignedInUser(testApp.database.db);
  headers = customer.headers;
  refs = Array.from({ length: PURCHASES }, (_, index) => `PP-PAGING-${String(PURCHASES - index).padStart(3, '0')}`);
  // Pairs of purchases share a timestamp: the id breaks the tie, so no row is skipped or repeated between pages.
  await testApp.database.db.insert(purchases).values(
    refs.map((ref, index) => ({
      ref,
      userId: customer.user.id,
      provider: 'ikeja-electric',
      meterType: 'prepaid',
      meterNo: '45012345675',
      meterName: 'Ada Okafor',
      phone: '08031234567',
      amountKobo: 100_000,
      feeKobo: 10_000,
      totalKobo: 110_000,
      paymentProvider: 'sandbox',
      createdAt: new Date(Date.UTC(2025, 2, 1) - Math.floor(index / 2) * 60_000),
    })),
  );
});
afterAll(() => testApp.close());

async function page(query: string): Promise<ListBody> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/v1/purchase?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListBody>();
}

describe('GET /purchase paging at scale (decision 016)', () => {
  it('walks every purchase exactly once, newest first, one page at a time', async () => {
    const seen: string[] = [];
    for (let pageNumber = 1; pageNumber <= PURCHASES; pageNumber += 1) {
      seen.push(...(await page(`page=${pageNumber}&limit=1`)).data.map((item) => item.ref));
    }
    const newestFirst = await testApp.database.db
      .select({ ref: purchases.ref })
      .from(purchases)
      .orderBy(desc(purchases.createdAt), desc(purchases.id));
    expect(seen).toHaveLength(PURCHASES);
    expect(seen).toEqual(newestFirst.map((row) => row.ref));
  });

  it('counts the total only up to COUNT_AHEAD_ROWS past the page, exactly once the end is that near', async () => {
    // Far from the end: a lower bound that still says more pages follow.
    expect((await page('page=1&limit=1')).meta).toEqual({ page: 1, limit: 1, total: 1 + COUNT_AHEAD_ROWS });
    expect((await page('page=1&limit=1')).meta.total).toBeLessThan(PURCHASES);
    // Within COUNT_AHEAD_ROWS of the end: exact.
    expect((await page('page=6&limit=1')).meta.total).toBe(PURCHASES);
    expect((await page(`page=1&limit=${PURCHASES}`)).meta.total).toBe(PURCHASES);
    // Past the end: no rows, and the exact total of what lies before.
    expect(await page('page=9&limit=10')).toMatchObject({ data: [], meta: { page: 9, limit: 10, total: PURCHASES } });
  });

  it('has the trigram search indexes on this engine too (pg_trgm and btree_gin load on PGlite and PostgreSQL)', async () => {
    const result = await testApp.database.executor.executeSql(
      `select indexname from pg_indexes where indexname like '%trgm_idx' order by indexname`,
    );
    expect((result.rows as { indexname: string }[]).map((row) => row.indexname)).toEqual([
      'beneficiaries_user_meter_no_trgm_idx',
      'beneficiaries_user_name_trgm_idx',
      'purchases_meter_name_trgm_idx',
      'purchases_meter_no_trgm_idx',
    ]);
  });
});
