import { HISTORY_STATUS_FILTER_LABELS, HISTORY_STATUS_FILTER_NAMES } from '@powerpay/shared/constants';
import { dayMonthYearToIso, isoToDayMonthYear } from '@powerpay/shared/dates';
import { VALIDATION_MESSAGES } from '@powerpay/shared/messages';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/app-icons';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';

/** The filters as the API takes them: a name, a status group and a `YYYY-MM-DD` range (empty means none). */
export type HistoryFilters = { name: string; from: string; to: string; status: string };

const STATUS_OPTIONS = HISTORY_STATUS_FILTER_NAMES.map((name) => ({
  value: name,
  label: HISTORY_STATUS_FILTER_LABELS[name],
}));

/** What the form shows for the filters the list applies: the days as typed, DD/MM/YYYY. */
function typedFilters({ name, status, from, to }: HistoryFilters): HistoryFilters {
  return { name, status, from: isoToDayMonthYear(from), to: isoToDayMonthYear(to) };
}

const sameFilters = (a: HistoryFilters, b: HistoryFilters) =>
  a.name === b.name && a.status === b.status && a.from === b.from && a.to === b.to;

/**
 * Search by name, a Status filter, and Start Date / End Date typed day/month/year (DD/MM/YYYY, decision
 * 020), with the Search button. `applied` are the filters the list shows: when they change from outside
 * (Back, Forward, a link), the form shows them again.
 */
export function HistoryFiltersForm({
  applied,
  onSearch,
  onRefused,
}: {
  applied: HistoryFilters;
  onSearch: (filters: HistoryFilters) => void;
  /** Search was pressed with dates that cannot be searched: the list must not pass for their results. */
  onRefused: () => void;
}) {
  const [filters, setFilters] = useState(() => typedFilters(applied));
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const [shown, setShown] = useState(applied);
  if (!sameFilters(shown, applied)) {
    setShown(applied);
    setFilters(typedFilters(applied));
    setErrors({});
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const from = dayMonthYearToIso(filters.from);
    const to = dayMonthYearToIso(filters.to);
    if (from === null || to === null) {
      setErrors({
        from: from === null ? VALIDATION_MESSAGES.invalidDate : undefined,
        to: to === null ? VALIDATION_MESSAGES.invalidDate : undefined,
      });
      onRefused();
      return;
    }
    if (from && to && from > to) {
      setErrors({ from: VALIDATION_MESSAGES.invalidDateRange });
      onRefused();
      return;
    }
    setErrors({});
    onSearch({ name: filters.name.trim(), status: filters.status, from, to });
  };

  const change = (field: keyof HistoryFilters) => (value: string) =>
    setFilters((current) => ({ ...current, [field]: value }));

  return (
    <form
      role="search"
      aria-label="Filter transactions"
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4 xl:flex-row xl:items-start"
    >
      <div className="relative xl:flex-1">
        <TextField
          label="Search by name"
          type="search"
          placeholder="Meter name"
          value={filters.name}
          onChange={(event) => change('name')(event.target.value)}
          className="pl-10"
        />
        <SearchIcon className="pointer-events-none absolute top-[2.6rem] left-3 size-5 text-gray-400" />
      </div>
      <SelectField
        label="Status"
        placeholder="All statuses"
        options={STATUS_OPTIONS}
        value={filters.status}
        onChange={(event) => change('status')(event.target.value)}
        containerClassName="xl:w-48"
      />
      <div className="grid grid-cols-2 gap-3 xl:w-[20rem]">
        <TextField
          label="Start Date"
          inputMode="numeric"
          placeholder="DD/MM/YYYY"
          autoComplete="off"
          value={filters.from}
          error={errors.from}
          onChange={(event) => change('from')(event.target.value)}
        />
        <TextField
          label="End Date"
          inputMode="numeric"
          placeholder="DD/MM/YYYY"
          autoComplete="off"
          value={filters.to}
          error={errors.to}
          onChange={(event) => change('to')(event.target.value)}
        />
      </div>
      <Button
        type="submit"
        size="md"
        className="h-12 xl:mt-7 xl:w-32"
        leftIcon={<SearchIcon className="size-4" />}
      >
        Search
      </Button>
    </form>
  );
}
