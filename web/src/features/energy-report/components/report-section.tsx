import { REPORT_SECTIONS, type ReportSectionId } from '@powerpay/shared/solar-report-text';
import type { ReactNode } from 'react';

import { AlertTriangleIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

const SECTION_FRAME = 'scroll-mt-20 rounded-2xl border border-gray-200/80 bg-white p-5 shadow-card sm:p-6';

/** One numbered section of the report, titled in the report's order (as in the PDF). */
export function ReportSection({
  id,
  children,
  className,
}: {
  id: ReportSectionId;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn(SECTION_FRAME, className)}>
      <SectionTitle id={id} titleId={`${id}-title`} />
      <div className="flex flex-col gap-5">{children}</div>
    </section>
  );
}

/**
 * A section not drawn yet (the reader has not come near it): its numbered title in its frame, holding
 * its place. Neither a region nor an anchor: those belong to the drawn section.
 */
export function ReportSectionToDraw({ id }: { id: ReportSectionId }) {
  return (
    <div className={SECTION_FRAME}>
      <SectionTitle id={id} />
      <div className="h-48" />
    </div>
  );
}

function SectionTitle({ id, titleId }: { id: ReportSectionId; titleId?: string }) {
  const index = REPORT_SECTIONS.findIndex((section) => section.id === id);
  const title = REPORT_SECTIONS[index]?.title ?? id;
  return (
    <h2 id={titleId} className="mb-4 flex items-center gap-3 text-lg font-bold text-ink sm:text-xl">
      <span
        aria-hidden="true"
        className="flex size-7 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-sm font-bold text-brand-700"
      >
        {/* The summary card above is not numbered: the numbered sections start at 1 (the PDF alike). */}
        {index}
      </span>
      {title}
    </h2>
  );
}

export function Fact({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-xl border border-gray-200 bg-surface/60 px-4 py-3">
      <dt className="text-xs font-semibold uppercase tracking-wide text-gray-600">{label}</dt>
      <dd className="text-base font-bold break-words text-ink tabular-nums">{value}</dd>
      {note ? <dd className="text-xs text-gray-600">{note}</dd> : null}
    </div>
  );
}

export function Facts({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3', className)}>
      {children}
    </dl>
  );
}

export function Warning({ children }: { children: ReactNode }) {
  return (
    <p className="flex gap-3 rounded-xl border border-accent-200 bg-accent-50 px-4 py-3 text-sm text-accent-900">
      <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

export function BasisTag({ basis }: { basis: 'answered' | 'assumed' | 'override' | 'none' }) {
  const label = basis === 'answered' ? 'your answer' : basis === 'override' ? 'your choice' : 'assumed';
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-[11px] font-semibold',
        basis === 'answered' ? 'bg-brand-50 text-brand-800' : 'bg-gray-100 text-gray-700',
      )}
    >
      {label}
    </span>
  );
}
