import { formatDate, formatTime, type AuditRecord } from '@powerpay/shared';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';

import { ChevronDownIcon } from '@/components/ui/icons';
import { BuildingIcon, ChevronRightIcon, ClipboardListIcon, HomeIcon } from '@/components/ui/app-icons';
import { Pagination } from '@/components/ui/pagination';
import { energyAuditReportPath, FROM_ENERGY_AUDIT } from '@/config/paths';
import { cn } from '@/lib/cn';

import { auditTypeLabel } from '../utils/audit-details';

const headerCellClasses =
  'px-3 py-3 text-left sm:px-5 text-xs font-semibold uppercase tracking-wide text-gray-600';

/**
 * "View your response history" (docs/product.md §2): collapsible, Type of space and Date; every row
 * opens the read-only detail panel. The parent shows it only when at least one response exists.
 */
export function ResponseHistory({
  records,
  page,
  hasNextPage,
  onPageChange,
  selectedId,
  onOpenRecord,
}: {
  records: AuditRecord[];
  /** The response the detail panel shows (the first one until another is chosen). */
  selectedId: string | null;
  page: number;
  hasNextPage: boolean;
  onPageChange: (page: number) => void;
  onOpenRecord: (record: AuditRecord) => void;
}) {
  const regionId = useId();
  const [isExpanded, setIsExpanded] = useState(false);
  const hasPages = page > 1 || hasNextPage;

  return (
    <section className="rounded-2xl border border-gray-200/80 bg-white shadow-card">
      <h2>
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={regionId}
          onClick={() => setIsExpanded((expanded) => !expanded)}
          className="flex w-full items-center gap-3 rounded-2xl px-5 py-4 text-left sm:px-6"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
            <ClipboardListIcon />
          </span>
          <span className="flex-1 text-base font-semibold text-ink">View your response history</span>
          <ChevronDownIcon
            className={cn('size-5 text-gray-500 transition-transform', isExpanded && 'rotate-180')}
          />
        </button>
      </h2>
      <div id={regionId} hidden={!isExpanded} className="border-t border-gray-100">
        {/* Fits a 360 px phone; a wider font or a zoomed page scrolls it inside the card, not past it. */}
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">Your energy audit responses</caption>
            <thead className="bg-gray-50">
              <tr>
                <th scope="col" className={headerCellClasses}>
                  Type of space
                </th>
                <th scope="col" className={cn(headerCellClasses, 'max-sm:px-2')}>
                  Date
                </th>
                <th scope="col" className={headerCellClasses}>
                  <span className="sr-only">Report</span>
                </th>
                <th scope="col" className={cn(headerCellClasses, 'w-11 sm:w-14')}>
                  <span className="sr-only">Details</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {records.map((record) => (
                <HistoryRow
                  key={record.id}
                  record={record}
                  isSelected={record.id === selectedId}
                  onOpen={() => onOpenRecord(record)}
                />
              ))}
            </tbody>
          </table>
        </div>
        {hasPages ? (
          <Pagination
            className="border-t border-gray-100 py-4"
            page={page}
            onPrevious={() => onPageChange(page - 1)}
            onNext={() => onPageChange(page + 1)}
            isPreviousHidden={page === 1}
            isNextHidden={!hasNextPage}
          />
        ) : null}
      </div>
    </section>
  );
}

function HistoryRow({
  record,
  isSelected,
  onOpen,
}: {
  record: AuditRecord;
  isSelected: boolean;
  onOpen: () => void;
}) {
  const type = auditTypeLabel(record.type);
  const date = formatDate(record.created_at);
  const time = formatTime(record.created_at);
  // Two responses of one day are told apart by their time and the site's address.
  const when = `${date}, ${time}`;
  const TypeIcon = record.type === 'office' ? BuildingIcon : HomeIcon;
  const viewButton = useRef<HTMLButtonElement>(null);

  return (
    <tr
      aria-current={isSelected || undefined}
      className={cn(
        'cursor-pointer hover:bg-gray-50/70',
        isSelected && 'bg-brand-50/50 hover:bg-brand-50/70',
      )}
      onClick={() => {
        // A row is not focusable: the panel would give focus back to the page's body when it closes.
        viewButton.current?.focus({ preventScroll: true });
        onOpen();
      }}
    >
      <td className="px-3 py-4 sm:px-5">
        <span className="flex items-start gap-3">
          <TypeIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <span className="min-w-0">
            <span className="block font-medium text-ink">{type}</span>
            {/* From 640 px: a phone's column is too narrow to show an address, and the time tells rows apart. */}
            <span className="line-clamp-2 text-xs break-words text-gray-600 max-sm:hidden">
              {record.address}
            </span>
          </span>
        </span>
      </td>
      <td className="px-2 py-4 tabular-nums text-gray-700 sm:px-5">
        <span className="block whitespace-nowrap">{date}</span>
        <span className="block text-xs whitespace-nowrap text-gray-500">{time}</span>
      </td>
      <td className="px-0.5 py-2 text-right sm:px-2">
        <Link
          to={energyAuditReportPath(record.id)}
          state={FROM_ENERGY_AUDIT}
          onClick={(event) => event.stopPropagation()}
          aria-label={`Report of the ${type} response of ${when}`}
          className="inline-flex h-11 items-center rounded-full px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:h-9 sm:px-3"
        >
          Report
        </Link>
      </td>
      <td className="px-1 py-2 text-right sm:px-3">
        <button
          ref={viewButton}
          type="button"
          onClick={(event) => {
            event.stopPropagation();
            onOpen();
          }}
          aria-label={`View ${type} response of ${when}`}
          className="inline-flex size-11 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100 hover:text-ink sm:size-9"
        >
          <ChevronRightIcon className="size-5" />
        </button>
      </td>
    </tr>
  );
}
