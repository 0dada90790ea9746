import { DISCOS, PURCHASE_STATUSES } from '@powerpay/shared/constants';
import { formatDateTime } from '@powerpay/shared/dates';
import { discoName } from '@powerpay/shared/display';
import { formatNaira } from '@powerpay/shared/money';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';

import { useOpsPurchases, type OpsPurchaseFilters } from '../api/get-ops-purchases';
import { EmptyRow, OpsSection, Pager, StatusBadge } from './ops-ui';

const FILTER_KEYS = ['q', 'status', 'provider', 'from', 'to'] as const;
const statusOptions = PURCHASE_STATUSES.map((status) => ({
  value: status,
  label: status.replace(/_/g, ' '),
}));
const discoOptions = DISCOS.map((disco) => ({ value: disco.serviceID, label: disco.name }));

function readFilters(params: URLSearchParams): OpsPurchaseFilters {
  const filters = { page: Math.max(1, Number(params.get('page')) || 1) } as OpsPurchaseFilters;
  for (const key of FILTER_KEYS) filters[key] = params.get(key) ?? '';
  return filters;
}

/** Purchases: search by reference, meter, phone or e-mail; filter by status, DisCo and dates; paged. */
export function PurchasesPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const [draft, setDraft] = useState(filters);
  const { data, isFetching } = useOpsPurchases(filters);

  const apply = (next: OpsPurchaseFilters) => {
    const search = new URLSearchParams();
    for (const key of FILTER_KEYS) if (next[key]) search.set(key, next[key]);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply({ ...draft, page: 1 });
  };
  const field = (key: (typeof FILTER_KEYS)[number]) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });

  return (
    <OpsSection title="Purchases">
      <form
        onSubmit={onSubmit}
        className="grid grid-cols-2 gap-3 rounded-2xl border border-gray-200 bg-white p-4 md:grid-cols-3 lg:grid-cols-6"
        role="search"
      >
        <TextField
          label="Reference, meter, phone or e-mail"
          containerClassName="col-span-2 md:col-span-3 lg:col-span-2"
          {...field('q')}
        />
        <SelectField label="Status" placeholder="Any status" options={statusOptions} {...field('status')} />
        <SelectField label="DisCo" placeholder="Any DisCo" options={discoOptions} {...field('provider')} />
        <TextField label="From" type="date" {...field('from')} />
        <TextField label="To" type="date" {...field('to')} />
        <div className="col-span-2 md:col-span-3 lg:col-span-6">
          <Button type="submit" busy={isFetching} busyLabel="Searching...">
            Search
          </Button>
        </div>
      </form>

      {data && data.purchases.length === 0 && <EmptyRow>No purchase matches.</EmptyRow>}
      {data && data.purchases.length > 0 && (
        <ul
          className="divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white"
          aria-label="Purchases found"
        >
          {data.purchases.map((purchase) => (
            <li key={purchase.ref}>
              <Link
                to={`/ops/purchases/${encodeURIComponent(purchase.ref)}`}
                className="grid gap-1 p-4 hover:bg-gray-50 lg:grid-cols-[1.4fr_1fr_1fr_0.8fr_0.8fr_1fr] lg:items-center lg:gap-4"
              >
                <span className="font-mono text-sm font-semibold text-brand-700">{purchase.ref}</span>
                <span className="text-sm text-gray-700">
                  meter {purchase.meter_no} · {discoName(purchase.provider)}
                </span>
                <span className="text-sm text-gray-700">{purchase.phone}</span>
                <span className="text-sm font-medium text-ink">{formatNaira(purchase.total)}</span>
                <StatusBadge status={purchase.status} />
                <span className="text-xs text-gray-500">{formatDateTime(purchase.created_at)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {data?.meta && (
        <Pager
          page={filters.page}
          total={data.meta.total}
          limit={data.meta.limit}
          onPage={(page) => apply({ ...filters, page })}
        />
      )}
    </OpsSection>
  );
}
