import { useId, useState, type ReactNode } from 'react';

import { ChevronDownIcon, SunIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

export const IMPROVE_REPORT_TITLE = 'Improve your report (optional)';

/**
 * The optional questions, collapsed by default so the form's own questions read as before. It opens itself when
 * one of its answers needs fixing, so a message is never hidden. Closed, its fields stay mounted (only
 * hidden), so their answers are kept and still sent. It starts open when it holds answers kept from
 * before a reload (`startsOpen`), so the customer sees them.
 */
export function ImproveReportSection({
  hasError,
  startsOpen = false,
  children,
}: {
  hasError: boolean;
  startsOpen?: boolean;
  children: ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(startsOpen);
  const contentId = useId();
  const isShown = isOpen || hasError;

  return (
    <section className="rounded-2xl border border-brand-100 bg-brand-50/50">
      <button
        type="button"
        aria-expanded={isShown}
        aria-controls={contentId}
        onClick={() => setIsOpen(!isShown)}
        className="flex w-full items-center gap-3 rounded-2xl px-4 py-3.5 text-left focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <SunIcon className="size-5 shrink-0 text-brand-700" />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="text-sm font-semibold text-ink">{IMPROVE_REPORT_TITLE}</span>
          <span className="text-xs text-gray-600">
            A few more answers make the sizing and savings sharper. Skip any you are not sure of.
          </span>
        </span>
        <ChevronDownIcon
          className={cn('size-5 shrink-0 text-gray-500 transition-transform', isShown && 'rotate-180')}
        />
      </button>
      <div
        id={contentId}
        hidden={!isShown}
        className="flex flex-col gap-5 border-t border-brand-100 px-4 pb-5 pt-4"
      >
        {children}
      </div>
    </section>
  );
}

/** A small heading inside the section. */
export function ExtrasGroupTitle({ children }: { children: ReactNode }) {
  return <p className="-mb-2 text-xs font-semibold uppercase tracking-wide text-brand-700">{children}</p>;
}
