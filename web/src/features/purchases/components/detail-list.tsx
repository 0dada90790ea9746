import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

/** One labelled value of a summary or receipt. */
export type DetailItem = { label: string; value: ReactNode; isEmphasised?: boolean };

/** Label / value rows (a description list), used by the summary, the details panel and the receipt. */
export function DetailList({ items, className }: { items: DetailItem[]; className?: string }) {
  return (
    <dl className={cn('divide-y divide-gray-100', className)}>
      {items.map((item) => (
        <div key={item.label} className="flex items-start justify-between gap-4 py-3">
          <dt className="shrink-0 text-sm text-gray-600">{item.label}</dt>
          <dd
            className={cn(
              'min-w-0 text-right text-sm break-words text-ink',
              item.isEmphasised ? 'text-base font-bold' : 'font-medium',
            )}
          >
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
