import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

/** One labelled value of a summary or receipt. */
export type DetailItem = {
  label: string;
  value: ReactNode;
  isEmphasised?: boolean;
  /** A value that must stay on one line (a phone number): on a narrow phone its label wraps instead. */
  isUnbroken?: boolean;
};

/** Label / value rows (a description list), used by the summary, the details panel and the receipt. */
export function DetailList({ items, className }: { items: DetailItem[]; className?: string }) {
  return (
    <dl className={cn('divide-y divide-gray-100', className)}>
      {items.map((item) => (
        <div key={item.label} className="flex items-start justify-between gap-4 py-3">
          <dt className={cn('text-sm text-gray-600', item.isUnbroken ? 'min-w-0' : 'shrink-0')}>
            {item.label}
          </dt>
          <dd
            className={cn(
              'text-right text-sm break-words text-ink',
              item.isUnbroken ? 'shrink-0 whitespace-nowrap' : 'min-w-0',
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
