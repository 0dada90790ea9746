import type { Beneficiary } from '@powerpay/shared';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PlusIcon, UsersIcon } from '@/components/ui/app-icons';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useIsDesktop } from '@/hooks/use-media-query';

import { BENEFICIARY_PAGE_SIZE, useBeneficiaries } from '../api/get-beneficiaries';
import { useProviders } from '../api/get-providers';
import { BeneficiaryCards } from './beneficiary-cards';
import { BeneficiaryFormPanel, type BeneficiaryPanelTarget } from './beneficiary-form-panel';
import { BeneficiaryTable } from './beneficiary-table';
import { DeleteBeneficiaryDialog } from './delete-beneficiary-dialog';
import { SearchBox } from './search-box';

/**
 * The Beneficiary page for a signed-in customer: search, Add New Beneficiary, the table (desktop)
 * or cards (mobile), paging, and the add / edit / delete flows. Lists refresh in place after a change.
 */
export function BeneficiaryManager() {
  const isDesktop = useIsDesktop();
  const providers = useProviders();
  const [page, setPage] = useState(1);
  const [name, setName] = useState('');
  const { data, isPending, isError, refetch, isFetching } = useBeneficiaries({
    page,
    limit: BENEFICIARY_PAGE_SIZE,
    name,
  });
  const [panel, setPanel] = useState<{ target: BeneficiaryPanelTarget; key: number; open: boolean } | null>(
    null,
  );
  const [deleting, setDeleting] = useState<{ beneficiary: Beneficiary; open: boolean } | null>(null);

  const items = data?.items ?? [];
  const total = data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / BENEFICIARY_PAGE_SIZE));

  // Deleting the last entry of a page steps back to the page before it.
  if (data && !isFetching && data.page === page && items.length === 0 && page > 1) setPage(page - 1);

  const openPanel = (target: BeneficiaryPanelTarget) =>
    setPanel((current) => ({ target, key: (current?.key ?? 0) + 1, open: true }));
  const rowActions = {
    onEdit: (beneficiary: Beneficiary) => openPanel({ mode: 'edit', beneficiary }),
    onDelete: (beneficiary: Beneficiary) => setDeleting({ beneficiary, open: true }),
  };
  const onSearch = (text: string) => {
    setName(text);
    setPage(1);
  };

  const addButton = (
    <Button
      leftIcon={<PlusIcon className="size-4" />}
      onClick={() => openPanel({ mode: 'add' })}
      isFullWidth={!isDesktop}
    >
      Add New Beneficiary
    </Button>
  );

  let content;
  if (isPending) {
    content = (
      <div className="flex justify-center py-16 text-brand-600">
        <Spinner className="size-8" label="Loading beneficiaries" />
      </div>
    );
  } else if (isError) {
    content = (
      <EmptyState
        title="We could not load your beneficiaries"
        description="Check your connection, then try again."
        action={
          <Button variant="outline" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      />
    );
  } else if (items.length === 0) {
    content = name ? (
      <EmptyState
        title="No beneficiary found"
        description={`Nothing matches “${name}”. Try another name or meter number.`}
      />
    ) : (
      <EmptyState
        icon={<UsersIcon className="size-8" />}
        title="You have no beneficiaries yet"
        description="Save the meters you buy for (home, shop, family) and fill the purchase form in one tap."
      />
    );
  } else if (isDesktop) {
    content = <BeneficiaryTable beneficiaries={items} providers={providers} {...rowActions} />;
  } else {
    content = <BeneficiaryCards beneficiaries={items} providers={providers} {...rowActions} />;
  }

  const pagination =
    !isPending && !isError && total > 0 ? (
      <Pagination
        page={page}
        onPrevious={() => setPage((current) => Math.max(1, current - 1))}
        onNext={() => setPage((current) => Math.min(lastPage, current + 1))}
        isPreviousDisabled={page <= 1 || isFetching}
        isNextDisabled={page >= lastPage || isFetching}
        className="py-4"
      />
    ) : null;

  return (
    <>
      {isDesktop ? (
        <Card>
          <div className="flex items-center justify-between gap-4 border-b border-gray-100 px-5 py-4">
            <SearchBox
              label="Search by name"
              placeholder="Name or meter"
              onSearch={onSearch}
              className="max-w-sm"
            />
            {addButton}
          </div>
          {content}
          {pagination ? <div className="border-t border-gray-100">{pagination}</div> : null}
        </Card>
      ) : (
        <section aria-labelledby="select-beneficiary-heading" className="flex flex-col gap-4">
          <SearchBox label="Search by name" placeholder="Name or meter" onSearch={onSearch} />
          {addButton}
          <h2 id="select-beneficiary-heading" className="mt-2 text-base font-semibold text-ink">
            Select a beneficiary
          </h2>
          {content}
          {pagination}
        </section>
      )}

      {panel ? (
        <BeneficiaryFormPanel
          key={panel.key}
          target={panel.target}
          open={panel.open}
          onOpenChange={(open) => setPanel((current) => (current ? { ...current, open } : current))}
        />
      ) : null}
      <DeleteBeneficiaryDialog
        beneficiary={deleting?.beneficiary ?? null}
        open={deleting?.open ?? false}
        onOpenChange={(open) => setDeleting((current) => (current ? { ...current, open } : current))}
      />
    </>
  );
}
