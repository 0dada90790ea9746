import type { Transaction } from '@powerpay/shared';
import { HISTORY_PAGE_SIZE } from '@powerpay/shared/constants';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useIsDesktop } from '@/hooks/use-media-query';

import { useProviders } from '../api/get-providers';
import { usePurchases } from '../api/get-purchases';
import { useHistoryQuery } from '../hooks/use-history-query';
import { HistoryFiltersForm } from './history-filters';
import { HistoryList, HistoryTable } from './history-rows';

/**
 * Transaction History for a signed-in customer: search by name, status, Start Date / End Date, a table on
 * desktop and a list on mobile, and Previous / page / Next (docs/product.md §4; `page` is sent). The search and
 * the page live in the address (use-history-query.ts).
 */
export function TransactionHistory({
  onOpenTransaction,
  onBuyElectricity,
}: {
  onOpenTransaction: (transaction: Transaction) => void;
  onBuyElectricity: () => void;
}) {
  const isDesktop = useIsDesktop();
  const providers = useProviders();
  const [query, setQuery] = useHistoryQuery();
  const history = usePurchases({ query, isEnabled: true });
  const transactions = history.data?.transactions ?? [];
  const hasFilters = Boolean(query.name || query.from || query.to || query.status);
  // A customer who has never bought has nothing to search: the empty state alone says what to do.
  const hasNoHistory = Boolean(history.data) && transactions.length === 0 && query.page === 1 && !hasFilters;

  const goToPage = (page: number) => setQuery({ ...query, page });
  // A search refused for its dates leaves the address (and so the list's query) as it was: the rows of
  // the last search would show under filters that are not theirs. Until the next search (or Back), none show.
  const [refusedQuery, setRefusedQuery] = useState<typeof query | null>(null);
  const isSearchRefused = refusedQuery === query;

  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-5">
      <h2 id="history-title" className="text-lg font-bold text-ink">
        Transaction History
      </h2>
      {hasNoHistory ? null : (
        <HistoryFiltersForm
          applied={query}
          onSearch={(filters) => {
            setRefusedQuery(null);
            setQuery({ page: 1, ...filters });
          }}
          onRefused={() => setRefusedQuery(query)}
        />
      )}

      {isSearchRefused ? (
        <p
          role="status"
          className="rounded-2xl border border-gray-200 px-4 py-10 text-center text-sm text-gray-600"
        >
          Correct the dates above and press Search to see your transactions.
        </p>
      ) : history.isPending ? (
        <div className="flex justify-center py-16 text-brand-600">
          <Spinner className="size-8" label="Loading your transactions" />
        </div>
      ) : transactions.length === 0 && query.page === 1 ? (
        <EmptyState
          title={hasFilters ? 'No matching transactions' : 'No Transaction history'}
          description={
            hasFilters
              ? 'No purchase matches this name, status or these dates. Try another search.'
              : 'Click on the button below to purchase electricity'
          }
          action={hasFilters ? undefined : <Button onClick={onBuyElectricity}>Buy Electricity</Button>}
        />
      ) : (
        <div
          className={history.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          aria-busy={history.isFetching}
        >
          {transactions.length === 0 ? (
            <p className="rounded-2xl border border-gray-200 px-4 py-10 text-center text-sm text-gray-600">
              There are no more transactions.
            </p>
          ) : isDesktop ? (
            <HistoryTable transactions={transactions} providers={providers} onOpen={onOpenTransaction} />
          ) : (
            <HistoryList transactions={transactions} providers={providers} onOpen={onOpenTransaction} />
          )}
        </div>
      )}

      {history.data && !isSearchRefused && !(transactions.length === 0 && query.page === 1) ? (
        <Pagination
          page={query.page}
          onPrevious={() => goToPage(query.page - 1)}
          onNext={() => goToPage(query.page + 1)}
          isPreviousHidden={query.page <= 1}
          isNextHidden={transactions.length < HISTORY_PAGE_SIZE}
          isPreviousDisabled={history.isFetching}
          isNextDisabled={history.isFetching}
        />
      ) : null}
    </section>
  );
}
