import { historyQuerySchema } from '@powerpay/shared/envelopes';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

import type { PurchaseHistoryQuery } from '../api/query-keys';

const HISTORY_QUERY_KEYS = ['page', 'name', 'status', 'from', 'to'] as const;

/**
 * The history's page and filters as the address holds them (`?tab=history&name=ada&status=unpaid&page=2`),
 * read with the API's own schema. A value the API would refuse (a made-up status, page 0, a day that
 * does not exist) is left out, not shown as an error: the address may have been typed or cut short.
 */
export function readHistoryQuery(params: URLSearchParams): PurchaseHistoryQuery {
  const given = Object.fromEntries(
    HISTORY_QUERY_KEYS.flatMap((key) => (params.has(key) ? [[key, params.get(key)]] : [])),
  );
  let parsed = historyQuerySchema.safeParse(given);
  if (!parsed.success) {
    const refused = new Set(parsed.error.issues.map((issue) => issue.path[0]));
    parsed = historyQuerySchema.safeParse(
      Object.fromEntries(Object.entries(given).filter(([key]) => !refused.has(key))),
    );
  }
  const query = parsed.data ?? historyQuerySchema.parse({});
  return {
    page: query.page,
    name: query.name ?? '',
    status: query.status ?? '',
    from: query.from ?? '',
    to: query.to ?? '',
  };
}

/** `current` with `query` in place of the history's keys; page 1 and empty filters are left out. */
export function withHistoryQuery(current: URLSearchParams, query: PurchaseHistoryQuery): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of HISTORY_QUERY_KEYS) next.delete(key);
  for (const key of ['name', 'status', 'from', 'to'] as const) if (query[key]) next.set(key, query[key]);
  if (query.page > 1) next.set('page', String(query.page));
  return next;
}

/**
 * The history's query, kept in the address (decision 020): a reload, Back and Forward, and a link keep the
 * customer's search and page. Each search or page is its own history entry, so Back returns to the last one.
 */
export function useHistoryQuery(): [PurchaseHistoryQuery, (query: PurchaseHistoryQuery) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => readHistoryQuery(searchParams), [searchParams]);
  return [query, (next) => setSearchParams((current) => withHistoryQuery(current, next))];
}
