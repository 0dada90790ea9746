import { formatDate, type AuditRecord } from '@powerpay/shared';
import type { EnergyReport } from '@powerpay/shared/solar-core';
import {
  co2AvoidedText,
  confidenceText,
  costRangeText,
  formatPercent,
  paybackText,
  siteLine,
} from '@powerpay/shared/solar-report-text';
import type { ReactNode } from 'react';

import { BoltIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

function SummaryFact({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5 rounded-xl bg-white/10 px-4 py-3', className)}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-brand-100">{label}</dt>
      <dd className="text-lg font-bold break-words text-white tabular-nums">{children}</dd>
    </div>
  );
}

/** Section 1: the site, the recommended system in one line and the numbers a customer looks for first. */
export function ReportSummary({
  record,
  report,
  actions,
}: {
  record: AuditRecord;
  report: EnergyReport;
  actions: ReactNode;
}) {
  return (
    <section
      id="summary"
      aria-labelledby="summary-title"
      className="overflow-hidden rounded-2xl bg-brand-900 text-white shadow-card"
    >
      <div className="flex flex-col gap-5 p-5 sm:p-7">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="flex min-w-0 flex-col gap-1">
            {/* An address typed as one long word must wrap rather than run off a phone's screen. */}
            <p className="text-xs font-semibold uppercase tracking-widest break-words text-brand-200">
              Summary · {siteLine(record)}
            </p>
            <p className="text-sm break-words text-brand-100">
              {record.name} · submitted {formatDate(record.created_at)}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">{actions}</div>
        </div>
        <div className="flex items-start gap-3">
          <span className="mt-1 flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-400 text-ink">
            <BoltIcon className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id="summary-title" className="text-sm font-semibold text-brand-200">
              Recommended system
            </h2>
            <p className="text-xl font-bold leading-snug sm:text-2xl" data-testid="recommended-system">
              {report.summary}
            </p>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          <SummaryFact label="Cost range">{costRangeText(report)}</SummaryFact>
          <SummaryFact label="Payback">{paybackText(report.economics)}</SummaryFact>
          <SummaryFact label="Solar share">{formatPercent(report.production.solarFraction)}</SummaryFact>
          <SummaryFact label="CO₂ avoided">
            {/* Words where the figure would be, at the size the Confidence tile's words take. */}
            <span className={report.environment.basis === 'none' ? 'text-base' : undefined}>
              {co2AvoidedText(report, 't/yr')}
            </span>
          </SummaryFact>
          <SummaryFact label="Confidence" className="col-span-2 lg:col-span-1">
            <span className="text-base">{confidenceText(report)}</span>
          </SummaryFact>
        </dl>
      </div>
    </section>
  );
}
