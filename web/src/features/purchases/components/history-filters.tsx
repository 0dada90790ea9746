import { VALIDATION_MESSAGES } from '@powerpay/shared/messages';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';

/** The filters as typed: a name and a Start Date / End Date range (`YYYY-MM-DD`, empty means none). */
export type HistoryFilters = { name: string; from: string; to: string };

/** Search by name, and the Start Date / End Date filter with its Search button. */
export function HistoryFiltersForm({ initial, onSearch }: { initial: HistoryFilters; onSearch: (filters: HistoryFilters) => void }) {
  const [filters, setFilters] = useState(initial);
  const [dateError, setDateError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (filters.from && filters.to && filters.from > filters.to) {
      setDateError(VALIDATION_MESSAGES.invalidDateRange);
      return;
    }
    setDateError(undefined);
    onSearch({ name: filters.name.trim(), from: filters.from, to: filters.to });
  };

  const change = (field: keyof HistoryFilters) => (value: string) => setFilters((current) => ({ ...current, [field]: value }));

  return (
    <form role="search" aria-label="Filter transactions" noValidate onSubmit={submit} className="flex flex-col gap-4 lg:flex-row lg:items-end">
      <div className="relative lg:flex-1">
        <TextField
          label="Search by name"
          type="search"
          placeholder="Search by meter name"
          value={filters.name}
          onChange={(event) => change('name')(event.target.value)}
          className="pl-10"
        />
        <SearchIcon className="pointer-events-none absolute bottom-3.5 left-3 size-5 text-gray-400" />
      </div>
      <div className="grid grid-cols-2 gap-3 lg:w-[22rem]">
        <TextField
          label="Start Date"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          error={dateError}
          onChange={(event) => change('from')(event.target.value)}
        />
        <TextField
          label="End Date"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => change('to')(event.target.value)}
        />
      </div>
      <Button type="submit" size="md" className="h-12 lg:w-32" leftIcon={<SearchIcon className="size-4" />}>
        Search
      </Button>
    </form>
  );
}
