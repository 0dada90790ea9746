import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PurchaseStatus } from '@powerpay/shared';
import { arrayStatement, runArrayStatement } from '../../db/array-rows.ts';
import type { Database } from '../../db/client.ts';
import { COUNT_AHEAD_ROWS } from '../../db/paging.ts';
import { purchases } from '../../db/schema/index.ts';
import type { PurchaseRow } from './purchases.repository.ts';

export interface HistoryFilter {
  userId: string;
  search?: string;
  from?: Date;
  /** Exclusive upper bound. */
  until?: Date;
  statuses?: readonly PurchaseStatus[];
}

/** The columns a history row shows (purchase-presenter.ts): a page reads these, not all of a purchase's. */
const transactionColumns = {
  ref: purchases.ref,
  createdAt: purchases.createdAt,
  provider: purchases.provider,
  meterType: purchases.meterType,
  meterNo: purchases.meterNo,
  meterName: purchases.meterName,
  phone: purchases.phone,
  amountKobo: purchases.amountKobo,
  feeKobo: purchases.feeKobo,
  totalKobo: purchases.totalKobo,
  status: purchases.status,
  token: purchases.token,
  units: purchases.units,
  receiptNo: purchases.receiptNo,
  paidAt: purchases.paidAt,
  checkoutUrl: purchases.checkoutUrl,
};

/** What a history page reads of each purchase. */
export type TransactionRow = Pick<PurchaseRow, keyof typeof transactionColumns>;
const TRANSACTION_COLUMN_COUNT = Object.keys(transactionColumns).length;

/** `%`, `_` and `\` typed into the search box are searched for literally. */
function escapeLikePattern(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The conditions of a history query, with its values as placeholders. Which filters are present
 * (and the status filter's statuses, a handful of fixed lists) decide the statement's text.
 */
function historyWhere({ search, from, until, statuses }: Omit<HistoryFilter, 'userId'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(purchases.userId, sql.placeholder('userId'))];
  if (search) {
    const pattern = sql.placeholder('pattern');
    conditions.push(or(ilike(purchases.meterName, pattern), ilike(purchases.meterNo, pattern)));
  }
  if (from) conditions.push(gte(purchases.createdAt, sql.placeholder('from')));
  if (until) conditions.push(lt(purchases.createdAt, sql.placeholder('until')));
  if (statuses) conditions.push(inArray(purchases.status, [...statuses]));
  return and(...conditions);
}

/**
 * One statement for a page (decision 016's two queries, joined): the window reads the ids of the page
 * and of up to COUNT_AHEAD_ROWS rows after it from the (user_id, created_at desc, id desc) index; the
 * page's rows are read by id, each carrying the window's size, from which the total follows. Its rows
 * are decoded by array-rows.ts (decision 017, update 4): every signed-in history page runs it.
 * `name` '' leaves it an unnamed statement, planned for its values on each run.
 */
function preparePage(db: Database, filter: Omit<HistoryFilter, 'userId'>, name: string) {
  const window = db
    .$with('history_window')
    .as(
      db
        .select({ id: purchases.id, createdAt: purchases.createdAt })
        .from(purchases)
        .where(historyWhere(filter))
        .orderBy(desc(purchases.createdAt), desc(purchases.id))
        .limit(sql.placeholder('windowSize'))
        .offset(sql.placeholder('offset')),
    );
  const pageIds = db
    .select({ id: window.id })
    .from(window)
    .orderBy(desc(window.createdAt), desc(window.id))
    .limit(sql.placeholder('limit'));
  const query = db
    .with(window)
    .select({ ...transactionColumns, windowSize: sql<number>`(select count(*) from ${window})::int` })
    .from(purchases)
    .where(inArray(purchases.id, pageIds))
    .orderBy(desc(purchases.createdAt), desc(purchases.id));
  return arrayStatement(query, transactionColumns, name);
}

/** Statements built once per database and shape: every signed-in history page runs one. */
const preparedStatements = new WeakMap<Database, Map<string, unknown>>();

function preparedOnce<Statement>(db: Database, name: string, prepare: () => Statement): Statement {
  let statements = preparedStatements.get(db);
  if (!statements) {
    statements = new Map();
    preparedStatements.set(db, statements);
  }
  if (!statements.has(name)) statements.set(name, prepare());
  return statements.get(name) as Statement;
}

/** How many rows lie before `offset` (at most `offset`): the total of a page past the end. */
function prepareCountBefore(db: Database, filter: Omit<HistoryFilter, 'userId'>) {
  const before = db
    .select({ id: purchases.id })
    .from(purchases)
    .where(historyWhere(filter))
    .limit(sql.placeholder('offset'))
    .as('before');
  // Unnamed: planned for its values each time.
  return db.select({ total: count() }).from(before).prepare('');
}

/**
 * The customer's purchases, newest first, one page with its total (decision 016): `total` is exact
 * while the list ends within COUNT_AHEAD_ROWS after the page, and otherwise "at least this many".
 */
export async function listHistoryPage(
  db: Database,
  { limit, offset, ...filter }: HistoryFilter & { limit: number; offset: number },
): Promise<{ rows: TransactionRow[]; total: number }> {
  const shape = [
    filter.search ? 'search' : '',
    filter.from ? 'from' : '',
    filter.until ? 'until' : '',
    filter.statuses?.join('.') ?? '',
  ].join(':');
  const values = {
    userId: filter.userId,
    pattern: filter.search ? `%${escapeLikePattern(filter.search)}%` : undefined,
    from: filter.from,
    until: filter.until,
    windowSize: limit + COUNT_AHEAD_ROWS,
    offset,
    limit,
  };

  // Built once per shape. Only the unfiltered page (every visit's first) is a named statement, which
  // PostgreSQL may run with a generic plan; a filtered one stays unnamed and is planned for its values
  // each time (named, a name search of a 100,000-purchase customer ran 4x slower: history-scale bench).
  const isFiltered = Boolean(filter.search || filter.from || filter.until || filter.statuses);
  const page = preparedOnce(db, `history_page:${shape}`, () =>
    preparePage(db, filter, isFiltered ? '' : 'history_page'),
  );
  const found = await runArrayStatement(db, page, values);
  if (found.length > 0) {
    const windowSize = Number(found[0]?.[TRANSACTION_COLUMN_COUNT]);
    return { rows: found.map((row) => page.decode(row)), total: offset + windowSize };
  }
  if (offset === 0) return { rows: [], total: 0 };

  // Past the end (or an empty list): the total is whatever lies before this page.
  const countBefore = preparedOnce(db, `history_count:${shape}`, () => prepareCountBefore(db, filter));
  const [counted] = await countBefore.execute(values);
  return { rows: [], total: counted?.total ?? 0 };
}
