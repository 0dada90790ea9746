import type { PurchaseStatus } from '@powerpay/shared';
import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

const statusTone: Record<PurchaseStatus, string> = {
  awaiting_payment: 'bg-gray-100 text-gray-700',
  paid: 'bg-blue-100 text-blue-800',
  vending: 'bg-blue-100 text-blue-800',
  delivered: 'bg-green-100 text-green-800',
  payment_failed: 'bg-gray-100 text-gray-700',
  abandoned: 'bg-gray-100 text-gray-700',
  vend_failed: 'bg-red-100 text-red-800',
  refund_due: 'bg-amber-100 text-amber-900',
  refund_pending: 'bg-amber-100 text-amber-900',
  refunded: 'bg-violet-100 text-violet-800',
  refund_failed: 'bg-red-100 text-red-800',
};

/** A purchase status as a coloured chip; the text is the status itself, so it reads the same in tests and exports. */
export function StatusBadge({ status }: { status: PurchaseStatus }) {
  return (
    <span
      className={cn('inline-flex w-fit rounded-full px-2.5 py-0.5 text-xs font-semibold', statusTone[status])}
    >
      {status.replace(/_/g, ' ')}
    </span>
  );
}

export function Stat({
  label,
  value,
  tone = 'default',
}: {
  label: string;
  value: ReactNode;
  tone?: 'default' | 'warn';
}) {
  return (
    <div
      className={cn(
        'min-w-0 rounded-2xl border bg-white p-3 sm:p-4',
        tone === 'warn' ? 'border-amber-300' : 'border-gray-200',
      )}
    >
      <dt className="text-xs font-medium uppercase tracking-wide text-gray-500">{label}</dt>
      {/* A phone's half-width card holds "NGN 54,500.00" at this size; larger sums wrap after "NGN". */}
      <dd className="mt-1 text-lg leading-tight font-bold text-ink tabular-nums wrap-break-word sm:text-xl">
        {value}
      </dd>
    </div>
  );
}

export function OpsSection({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold text-ink lg:text-2xl">{title}</h1>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function EmptyRow({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-gray-300 p-6 text-center text-sm text-gray-500">
      {children}
    </p>
  );
}

/** Previous / Next for the console's lists. */
export function Pager({
  page,
  total,
  limit,
  onPage,
}: {
  page: number;
  total: number;
  limit: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm text-gray-600">
      <button
        type="button"
        className="rounded-lg border border-gray-300 px-3 py-1.5 disabled:opacity-40"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span>
        Page {page} of {pages} ({total} in all)
      </span>
      <button
        type="button"
        className="rounded-lg border border-gray-300 px-3 py-1.5 disabled:opacity-40"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
