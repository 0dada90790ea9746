import { count, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { arrayStatement, runArrayStatement, type DecodedRow } from './array-rows.ts';
import type { Database } from './client.ts';

/**
 * Paged lists at scale (decision 016). One statement reads the ids of the page and of up to
 * COUNT_AHEAD_ROWS rows after it, newest first, from the (user_id, created_at desc, id desc) index
 * (index-only, however deep the offset), then the page's rows by id, each carrying the window's size.
 * Nothing counts all of a customer's 100,000 purchases: `total` is exact while the list ends within
 * COUNT_AHEAD_ROWS after the page, and otherwise reads `offset + limit + COUNT_AHEAD_ROWS`, "at least
 * this many". Kept small so that a search stays planned as a walk of the customer's index, not a sort
 * of all matches.
 */
export const COUNT_AHEAD_ROWS = 20;

/** The `ILIKE` pattern of a list's search: rows holding `term`, its `%`, `_` and `\` taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Meter numbers are stored as digits only (shared/src/fields.ts), so a search term holding anything
 * else can match only a name: its statement leaves the meter-number search out (one index fewer to
 * plan and scan).
 */
export function canMatchMeterNumber(term: string): boolean {
  return /^\d+$/.test(term);
}

/** A table listed newest first by (created_at desc, id desc). */
type NewestFirstTable = PgTable & { id: PgColumn; createdAt: PgColumn };

/**
 * The statements of one shape of list (which filters are present), built once: `where` carries its
 * values as placeholders, filled with each page's values. The page's rows are decoded by array-rows.ts
 * (decision 017, "List pages"). `name` '' leaves the page an unnamed statement, planned for its values on
 * each run: a named one may get a generic plan, which suits an unfiltered list but not a search.
 *
 * `window` says what the window reads. 'ids' when the (user_id, created_at desc, id desc, …) index
 * alone answers `where` (the owner, a date range, and for beneficiaries a search of the name and meter
 * number the index also holds): the window is index-only however deep the offset, and only the page's
 * own rows are read from the table. 'rows' when `where` must read each row to decide (a history
 * search, a status): every row of the window is read from the table anyway, so the window keeps it
 * whole and the page is its first `limit` rows, with no second lookup (decision 016).
 *
 * `firstPageFromIndex` (with 'ids') reads page 1 straight from the index, re-walking it for the page's
 * rows: right when every entry the walk reaches is in the list (the owner, a date range). A search
 * passes false: re-walking would test the entries again, each read from the table, and where the
 * planner estimates the term rare it runs the trigram bitmap a second time; its page 1 reads the
 * page's rows by id from the window like any deeper page (decision 016, "One statement a page").
 *
 * `firstPageOn` 'pipeline' for an unfiltered list: its first page, a named statement that reads at most
 * `limit + COUNT_AHEAD_ROWS` entries of the index however long the list, is sent on the pipelined
 * connection (pipelined-reads.ts). A filtered list keeps the pool: a search may read all of the owner's
 * entries to find a few, and a date range's first page, planned on each run, answered slower on the
 * pipeline's one backend than on the pool's several (decision 017, "List pages").
 */
export function newestFirstStatements<Columns extends Record<string, PgColumn>>(
  db: Database,
  table: NewestFirstTable,
  {
    columns,
    where,
    name,
    window: reads,
    firstPageFromIndex: fromIndex = true,
    firstPageOn = 'pool',
  }: {
    columns: Columns;
    where: SQL | undefined;
    name: string;
    window: 'ids' | 'rows';
    firstPageFromIndex?: boolean;
    firstPageOn?: 'pool' | 'pipeline';
  },
) {
  // How many rows lie before `offset` (at most `offset`): the total of a page past the end.
  const before = db
    .select({ id: table.id })
    .from(table)
    .where(where)
    .limit(sql.placeholder('offset'))
    .as('before');
  const countBefore = db.select({ total: count() }).from(before).prepare('');
  const page =
    reads === 'ids' ? pageThroughIds(db, table, columns, where) : pageFromRows(db, table, columns, where);
  const firstPage =
    reads === 'ids' && fromIndex
      ? arrayStatement(firstPageFromIndex(db, table, columns, where), columns, name && `${name}_first`)
      : undefined;
  return { page: arrayStatement(page, columns, name), firstPage, countBefore, firstPageOn };
}

/**
 * The first page, which nearly every visit asks for: its rows straight from the index, and the window's
 * size counted from the index alone. PostgreSQL spends about half the CPU on it that pageThroughIds
 * needs (decision 017, "List pages"). A deeper page still needs pageThroughIds: with an OFFSET here, every
 * skipped row would be read from the table.
 */
function firstPageFromIndex(
  db: Database,
  table: NewestFirstTable,
  columns: Record<string, PgColumn>,
  where: SQL | undefined,
) {
  const window = db
    .$with('page_window')
    .as(
      db
        .select({ id: table.id })
        .from(table)
        .where(where)
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(sql.placeholder('windowSize')),
    );
  return db
    .with(window)
    .select({ ...columns, windowSize: sql<number>`(select count(*) from ${window})::int` })
    .from(table)
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(sql.placeholder('limit'));
}

/** The window's ids and times from the index, then the page's rows by id, each with the window's size. */
function pageThroughIds(
  db: Database,
  table: NewestFirstTable,
  columns: Record<string, PgColumn>,
  where: SQL | undefined,
) {
  const window = db
    .$with('page_window')
    .as(
      db
        .select({ id: table.id, createdAt: table.createdAt })
        .from(table)
        .where(where)
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(sql.placeholder('windowSize'))
        .offset(sql.placeholder('offset')),
    );
  const pageIds = db
    .select({ id: window.id })
    .from(window)
    .orderBy(desc(window.createdAt), desc(window.id))
    .limit(sql.placeholder('limit'));
  return db
    .with(window)
    .select({ ...columns, windowSize: sql<number>`(select count(*) from ${window})::int` })
    .from(table)
    .where(inArray(table.id, pageIds))
    .orderBy(desc(table.createdAt), desc(table.id));
}

/** The window's whole rows, then its first `limit` of them, each with the window's size. */
function pageFromRows(
  db: Database,
  table: NewestFirstTable,
  columns: Record<string, PgColumn>,
  where: SQL | undefined,
) {
  const window = db
    .select({ ...columns, id: table.id, createdAt: table.createdAt })
    .from(table)
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(sql.placeholder('windowSize'))
    .offset(sql.placeholder('offset'))
    .as('page_window');
  const fields = Object.fromEntries(Object.keys(columns).map((key) => [key, window[key as 'id']]));
  return db
    .select({ ...fields, windowSize: sql<number>`(count(*) over ())::int` })
    .from(window)
    .orderBy(desc(window.createdAt), desc(window.id))
    .limit(sql.placeholder('limit'));
}

export type NewestFirstStatements<Columns extends Record<string, PgColumn>> = ReturnType<
  typeof newestFirstStatements<Columns>
>;

/**
 * One page with its total (see above); `values` fill the placeholders of the shape's `where`. The
 * paging values come first in each object of values: V8 adds a property after a spread (`{ ...values,
 * limit }`) on a slow path, about 1 µs each time (decision 017, "List pages").
 */
export async function readNewestFirstPage<Columns extends Record<string, PgColumn>>(
  db: Database,
  { page: deeperPage, firstPage, countBefore, firstPageOn }: NewestFirstStatements<Columns>,
  { limit, offset }: { limit: number; offset: number },
  values: Record<string, unknown>,
): Promise<{ rows: DecodedRow<Columns>[]; total: number }> {
  const page = offset === 0 && firstPage ? firstPage : deeperPage;
  const found = await runArrayStatement(
    db,
    page,
    { windowSize: limit + COUNT_AHEAD_ROWS, offset, limit, ...values },
    { connection: page === firstPage ? firstPageOn : 'pool' },
  );
  if (found.length > 0) {
    const windowSize = Number(found[0]?.[Object.keys(page.columns).length]);
    return { rows: found.map((row) => page.decode(row)), total: offset + windowSize };
  }
  if (offset === 0) return { rows: [], total: 0 };

  // Past the end (or an empty list): the total is whatever lies before this page.
  const [counted] = await countBefore.execute({ offset, ...values });
  return { rows: [], total: counted?.total ?? 0 };
}
