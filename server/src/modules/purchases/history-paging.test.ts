import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '@powerpay/shared';
import { COUNT_AHEAD_ROWS } from '../../db/paging.ts';
import { purchases } from '../../db/schema/index.ts';
import { createSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type ListBody = { data: Transaction[]; meta: { page: number; limit: number; total: number } };

const PURCHASES = 2 * COUNT_AHEAD_ROWS + 10;
let testApp: TestApp;
let headers: Record<string, string>;
let userId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const customer = await createSignedInUser(testApp.database.db);
  headers = customer.headers;
  userId = customer.user.id;
  const refs = Array.from(
    { length: PURCHASES },
    (_, index) => `PP-PAGING-${String(PURCHASES - index).padStart(3, '0')}`,
  );
  // Pairs of purchases share a timestamp: the id breaks the tie, so no row is skipped or repeated between pages.
  // One in ten is someone else's meter, and one in five already delivered: the filtered lists are not the whole list.
  await testApp.database.db.insert(purchases).values(
    refs.map((ref, index) => ({
      ref,
      userId: customer.user.id,
      provider: 'ikeja-electric',
      meterType: 'prepaid',
      meterNo: '45012345675',
      meterName: index % 10 === 3 ? 'Bola Bello' : 'Ada Okafor',
      phone: '08031234567',
      amountKobo: 100_000,
      feeKobo: 10_000,
      totalKobo: 110_000,
      paymentProvider: 'sandbox',
      ...(index % 5 === 1 ? { status: 'delivered' } : {}),
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

/** The refs a list should show, newest first, read straight from the table. */
async function expectedRefs(filter: SQL | undefined): Promise<string[]> {
  const rows = await testApp.database.db
    .select({ ref: purchases.ref })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), filter))
    .orderBy(desc(purchases.createdAt), desc(purchases.id));
  return rows.map((row) => row.ref);
}

// The unfiltered list pages through the index's ids; a name search and a status filter page through whole rows.
describe.each([
  { list: 'every purchase', query: '', filter: undefined },
  { list: 'a name search', query: 'name=okafor', filter: ilike(purchases.meterName, '%okafor%') },
  { list: 'a status filter', query: 'status=unpaid', filter: eq(purchases.status, 'awaiting_payment') },
])('GET /purchase paging at scale, $list (decision 016)', ({ query, filter }) => {
  it('walks every purchase of the list exactly once, newest first, one page at a time', async () => {
    const expected = await expectedRefs(filter);
    expect(expected.length).toBeGreaterThan(COUNT_AHEAD_ROWS + 2);
    const seen: string[] = [];
    for (let pageNumber = 1; pageNumber <= expected.length; pageNumber += 1) {
      seen.push(...(await page(`${query}&page=${pageNumber}&limit=1`)).data.map((item) => item.ref));
    }
    expect(seen).toEqual(expected);
    expect((await page(`${query}&page=2&limit=3`)).data.map((item) => item.ref)).toEqual(
      expected.slice(3, 6),
    );
  });

  it('counts the total only up to COUNT_AHEAD_ROWS past the page, exactly once the end is that near', async () => {
    const total = (await expectedRefs(filter)).length;
    // Far from the end: a lower bound that still says more pages follow.
    expect((await page(`${query}&page=1&limit=1`)).meta).toEqual({
      page: 1,
      limit: 1,
      total: 1 + COUNT_AHEAD_ROWS,
    });
    expect((await page(`${query}&page=2&limit=1`)).meta.total).toBe(2 + COUNT_AHEAD_ROWS);
    // Within COUNT_AHEAD_ROWS of the end: exact.
    expect((await page(`${query}&page=${total - COUNT_AHEAD_ROWS}&limit=1`)).meta.total).toBe(total);
    expect((await page(`${query}&page=1&limit=${total}`)).meta.total).toBe(total);
    // Past the end: no rows, and the exact total of what lies before.
    expect(await page(`${query}&page=9&limit=10`)).toMatchObject({
      data: [],
      meta: { page: 9, limit: 10, total },
    });
  });
});

describe('the history search indexes (decision 016)', () => {
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
