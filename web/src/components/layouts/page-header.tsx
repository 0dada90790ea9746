import type { ReactNode } from 'react';

import { ArrowLeftIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

/** The h1 of a screen, with an optional description, back button and actions. */
export function PageHeader({
  title,
  description,
  actions,
  onBack,
  backLabel = 'Go back',
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  onBack?: () => void;
  backLabel?: string;
  className?: string;
}) {
  return (
    <div className={cn('mb-6 flex flex-wrap items-start justify-between gap-4', className)}>
      <div className="flex min-w-0 items-start gap-3">
        {onBack ? (
          <button
            type="button"
            onClick={onBack}
            aria-label={backLabel}
            className="mt-0.5 flex size-11 shrink-0 items-center justify-center rounded-full border border-gray-200 bg-white text-gray-700 hover:bg-gray-50 sm:size-9"
          >
            <ArrowLeftIcon className="size-4" />
          </button>
        ) : null}
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
          {description ? <p className="max-w-2xl text-sm text-gray-600 sm:text-base">{description}</p> : null}
        </div>
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
