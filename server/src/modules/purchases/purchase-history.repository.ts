import { and, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PurchaseStatus } from '@powerpay/shared';
import type { Database } from '../../db/client.ts';
import { builtOnce } from '../../db/built-once.ts';
import {
  canMatchMeterNumber,
  containsPattern,
  newestFirstStatements,
  readNewestFirstPage,
} from '../../db/paging.ts';
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

/**
 * A search term that is one of our references (`PP-20250105-K7Q2M9XD4T`, purchase-keys.ts), in capitals;
 * else null. A reference is found whole, by its unique index, however it was typed (docs/product.md §4).
 */
export function searchedReference(term: string): string | null {
  const reference = term.trim().toUpperCase();
  return /^PP-\d{8}-[A-Z0-9]+$/.test(reference) ? reference : null;
}

/** Which columns a search term is looked for in. */
function searchKind(term: string): 'ref' | 'search' | 'name' {
  if (searchedReference(term)) return 'ref';
  return canMatchMeterNumber(term) ? 'search' : 'name';
}

/**
 * The conditions of a history query, with its values as placeholders. Which filters are present
 * (and the status filter's statuses, a handful of fixed lists) decide the statement's text.
 */
function historyWhere({ search, from, until, statuses }: Omit<HistoryFilter, 'userId'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(purchases.userId, sql.placeholder('userId'))];
  if (search && searchKind(search) === 'ref') conditions.push(eq(purchases.ref, sql.placeholder('ref')));
  else if (search) {
    const pattern = sql.placeholder('pattern');
    const byName = ilike(purchases.meterName, pattern);
    conditions.push(canMatchMeterNumber(search) ? or(byName, ilike(purchases.meterNo, pattern)) : byName);
  }
  if (from) conditions.push(gte(purchases.createdAt, sql.placeholder('from')));
  if (until) conditions.push(lt(purchases.createdAt, sql.placeholder('until')));
  if (statuses) conditions.push(inArray(purchases.status, [...statuses]));
  return and(...conditions);
}

/**
 * The customer's purchases, newest first, one page with its total (decision 016): `total` is exact
 * while the list ends within COUNT_AHEAD_ROWS after the page, and otherwise "at least this many".
 */
export function listHistoryPage(
  db: Database,
  filter: HistoryFilter & { limit: number; offset: number },
): Promise<{ rows: TransactionRow[]; total: number }> {
  const shape = [
    filter.search ? searchKind(filter.search) : '',
    filter.from ? 'from' : '',
    filter.until ? 'until' : '',
    filter.statuses?.join('.') ?? '',
  ].join(':');
  const values = {
    userId: filter.userId,
    pattern: filter.search ? containsPattern(filter.search) : undefined,
    ref: filter.search ? searchedReference(filter.search) : undefined,
    from: filter.from,
    until: filter.until,
  };

  // Built once per shape. Only the unfiltered page (every visit's first) is a named statement, which
  // PostgreSQL may run with a generic plan; a filtered one stays unnamed and is planned for its values
  // each time (named, a name search of a 100,000-purchase customer ran 4x slower: history-scale bench).
  const isFiltered = Boolean(filter.search || filter.from || filter.until || filter.statuses);
  const statements = builtOnce(db, `history:${shape}`, () =>
    newestFirstStatements(db, purchases, {
      columns: transactionColumns,
      where: historyWhere(filter),
      name: isFiltered ? '' : 'history_page',
      // A name or a status is read from the row; the owner and a date range from the index alone.
      window: filter.search || filter.statuses ? 'rows' : 'ids',
      firstPageOn: isFiltered ? 'pool' : 'pipeline',
    }),
  );
  return readNewestFirstPage(db, statements, filter, values);
}
