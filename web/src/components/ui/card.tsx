import type { HTMLAttributes, ReactNode } from 'react';

import { cn } from '@/lib/cn';

/** A white rounded surface for grouping content. */
export function Card({ className, children, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn('rounded-2xl border border-gray-200/80 bg-white shadow-card', className)} {...props}>
      {children}
    </div>
  );
}

/** Card heading row: title, optional description and actions on the right. */
export function CardHeader({
  title,
  description,
  actions,
  className,
  headingLevel = 2,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <div
      className={cn(
        'flex flex-wrap items-start justify-between gap-3 border-b border-gray-100 px-5 py-4 sm:px-6',
        className,
      )}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <Heading className="text-base font-semibold text-ink">{title}</Heading>
        {description ? <p className="text-sm text-gray-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
    </div>
  );
}

/** Padded card content. */
export function CardBody({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('px-5 py-5 sm:px-6', className)}>{children}</div>;
}
