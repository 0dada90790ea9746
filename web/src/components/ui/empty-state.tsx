import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { InboxIcon } from './app-icons';

/** What a list shows when it has nothing in it, e.g. "No Transaction history". */
export function EmptyState({
  title,
  description,
  icon,
  action,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center gap-3 px-6 py-12 text-center', className)}>
      <div className="mb-1 flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
        {icon ?? <InboxIcon className="size-8" />}
      </div>
      <p className="text-lg font-semibold text-ink">{title}</p>
      {description ? <p className="max-w-sm text-sm text-gray-600">{description}</p> : null}
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}
