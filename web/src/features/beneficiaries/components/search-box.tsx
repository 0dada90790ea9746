import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import { SearchIcon } from '@/components/ui/app-icons';
import { cn } from '@/lib/cn';

/** A pause in typing before the list is asked again, so each keystroke does not cost a request. */
const TYPING_PAUSE_MS = 250;

/**
 * A search form: the list is asked again with `name` as the customer types (after a short pause), when
 * the Search button is pressed, or on Enter / the phone keyboard's search key. Clearing the box shows
 * everything again.
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
  // The last text searched for: only a change of text searches again (never a re-render, never paging).
  const searched = useRef('');
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  });

  const search = (text: string) => {
    if (text === searched.current) return;
    searched.current = text;
    latestOnSearch.current(text);
  };

  useEffect(() => {
    const text = value.trim();
    const timer = window.setTimeout(() => search(text), text === '' ? 0 : TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(value.trim());
  };

  return (
    <form role="search" aria-label={label} onSubmit={onSubmit} className={cn('flex w-full gap-2', className)}>
      <div className="relative flex-1">
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
          onChange={(event) => setValue(event.target.value)}
          className="h-12 w-full rounded-xl border border-gray-300 bg-white pl-12 pr-4 text-base text-ink placeholder:text-gray-500 hover:border-gray-400 focus:border-brand-600 focus:outline-none focus:ring-4 focus:ring-brand-100"
        />
      </div>
      <button
        type="submit"
        className="h-12 shrink-0 rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-100"
      >
        Search
      </button>
    </form>
  );
}
