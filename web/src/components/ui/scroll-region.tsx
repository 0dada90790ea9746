import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

/**
 * A box that scrolls a wide table sideways on a phone. Focusable and named, so a keyboard user can
 * scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      {children}
    </div>
  );
}
