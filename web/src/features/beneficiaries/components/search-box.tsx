import { useId, useState, type FormEvent } from 'react';

import { SearchIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

/**
 * A search form: the list is asked again with `name` when it is submitted (Enter, or the search
 * key on a phone keyboard). Clearing the box shows everything again.
 */
export function SearchBox({
  label,
  placeholder,
  onSearch,
  className,
}: {
  label: string;
  placeholder: string;
  onSearch: (name: string) => void;
  className?: string;
}) {
  const inputId = useId();
  const [value, setValue] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(value.trim());
  };

  return (
    <form role="search" aria-label={label} onSubmit={onSubmit} className={cn('relative w-full', className)}>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-gray-500" />
      <input
        id={inputId}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        onChange={(event) => {
          setValue(event.target.value);
          if (event.target.value === '') onSearch('');
        }}
        className="h-12 w-full rounded-xl border border-gray-300 bg-white pl-12 pr-4 text-base text-ink placeholder:text-gray-500 hover:border-gray-400 focus:border-brand-600 focus:outline-none focus:ring-4 focus:ring-brand-100"
      />
    </form>
  );
}
