import { cn } from '@/lib/cn';

import { ChevronLeftIcon, ChevronRightIcon } from './app-icons';

export type PaginationProps = {
  page: number;
  onPrevious: () => void;
  onNext: () => void;
  /** History: Previous shows only above page 1 (docs/product.md §4). */
  isPreviousHidden?: boolean;
  /** History: Next hides when a page comes back with fewer rows than the page size. */
  isNextHidden?: boolean;
  /** Beneficiary list: Previous and Next are shown but inactive. */
  isPreviousDisabled?: boolean;
  isNextDisabled?: boolean;
  className?: string;
};

const stepButtonClasses =
  'inline-flex h-10 items-center gap-1 rounded-xl border border-gray-300 bg-white px-3.5 text-sm font-medium text-gray-800 hover:bg-gray-50 disabled:cursor-not-allowed disabled:border-gray-200 disabled:text-gray-400 disabled:hover:bg-white';

/** Previous / page number / Next. */
export function Pagination({
  page,
  onPrevious,
  onNext,
  isPreviousHidden = false,
  isNextHidden = false,
  isPreviousDisabled = false,
  isNextDisabled = false,
  className,
}: PaginationProps) {
  return (
    <nav aria-label="Pagination" className={cn('flex items-center justify-center gap-3', className)}>
      {isPreviousHidden ? null : (
        <button
          type="button"
          className={stepButtonClasses}
          onClick={onPrevious}
          disabled={isPreviousDisabled}
        >
          <ChevronLeftIcon className="size-4" />
          Previous
        </button>
      )}
      <span
        aria-current="page"
        className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-600 text-sm font-semibold text-white"
      >
        <span className="sr-only">Page </span>
        {page}
      </span>
      {isNextHidden ? null : (
        <button type="button" className={stepButtonClasses} onClick={onNext} disabled={isNextDisabled}>
          Next
          <ChevronRightIcon className="size-4" />
        </button>
      )}
    </nav>
  );
}
