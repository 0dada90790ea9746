import { formatDate, type AuditRecord } from '@powerpay/shared';

import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { ResponsivePanel } from '@/components/ui/responsive-panel';
import { energyAuditReportPath, FROM_ENERGY_AUDIT } from '@/config/paths';

import { auditTypeLabel, homeDetails, officeDetails } from '../utils/audit-details';

/** The read-only answers of one response: its type capitalised and creation date in the header (docs/product.md §2). */
export function AuditDetailPanel({
  record,
  open,
  onOpenChange,
}: {
  record: AuditRecord | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const sections = record ? (record.type === 'office' ? officeDetails(record) : homeDetails(record)) : [];

  return (
    <ResponsivePanel
      open={open && record !== null}
      onOpenChange={onOpenChange}
      title={record ? auditTypeLabel(record.type) : 'Response'}
      description={record ? `Submitted on ${formatDate(record.created_at)}` : undefined}
    >
      {/* Read-only text in a scrolling sheet: focusable so keyboard users can scroll it too. */}
      <div
        tabIndex={0}
        aria-label="Response details"
        role="group"
        className="flex flex-col gap-6 rounded-2xl focus-visible:outline-2"
      >
        {record ? (
          <Link
            to={energyAuditReportPath(record.id)}
            state={FROM_ENERGY_AUDIT}
            className={buttonClasses({ variant: 'primary', isFullWidth: true })}
          >
            View your solar energy report
          </Link>
        ) : null}
        {sections.map((section) => (
          <section
            key={section.title ?? 'answers'}
            aria-label={section.title ?? 'Answers'}
            className="flex flex-col gap-3"
          >
            {section.title ? (
              <h3 className="text-sm font-semibold uppercase tracking-wide text-brand-700">
                {section.title}
              </h3>
            ) : null}
            <dl className="divide-y divide-gray-100 rounded-2xl border border-gray-200/80 bg-white">
              {section.rows.map((row) => (
                <div
                  key={row.label}
                  className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
                >
                  <dt className="text-sm text-gray-600">{row.label}</dt>
                  <dd className="text-sm font-medium break-words text-ink sm:text-right">{row.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </ResponsivePanel>
  );
}
