import { count, desc, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/**
 * Paged lists at scale (decision 016). One query reads the ids of the page and of up to
 * COUNT_AHEAD_ROWS rows after it, newest first, from the (user_id, created_at desc, id desc) index
 * (index-only, however deep the offset); a second reads the page's rows by id. Nothing counts all of
 * a customer's 100,000 purchases: `total` is exact while the list ends within COUNT_AHEAD_ROWS after
 * the page, and otherwise reads `offset + limit + COUNT_AHEAD_ROWS`, "at least this many".
 * Kept small so that a search stays planned as a walk of the customer's index, not a sort of all matches.
 */
export const COUNT_AHEAD_ROWS = 20;

/** A table listed newest first by (created_at desc, id desc). */
type NewestFirstTable = PgTable & { id: PgColumn; createdAt: PgColumn };

/** One page of `table`'s rows matching `where`, newest first, with its total (see above). */
export async function listNewestFirst<Table extends NewestFirstTable>(
  db: Database,
  table: Table,
  { where, limit, offset }: { where: SQL | undefined; limit: number; offset: number },
): Promise<{ rows: Table['$inferSelect'][]; total: number }> {
  const newestFirst = [desc(table.createdAt), desc(table.id)];
  const ids = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit + COUNT_AHEAD_ROWS)
    .offset(offset);

  if (ids.length === 0) {
    // Past the end (or an empty list): the total is whatever lies before this page.
    if (offset === 0) return { rows: [], total: 0 };
    const before = db.select({ id: table.id }).from(table as PgTable).where(where).limit(offset).as('before');
    const [counted] = await db.select({ total: count() }).from(before);
    return { rows: [], total: counted?.total ?? 0 };
  }

  const pageIds = ids.slice(0, limit).map((row) => row.id);
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(inArray(table.id, pageIds))
    .orderBy(...newestFirst);
  return { rows: rows as Table['$inferSelect'][], total: offset + ids.length };
}
