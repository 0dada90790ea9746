import { formatDateTime } from '@powerpay/shared/dates';
import { formatNaira } from '@powerpay/shared/money';
import { REFUND_UNCONFIRMED_AFTER_DAYS } from '@powerpay/shared/ops';
import { Link } from 'react-router';

import { Spinner } from '@/components/ui/spinner';

import { useToday } from '../api/get-today';
import { EmptyRow, OpsSection, Stat, StatusBadge } from './ops-ui';

const reasonText = {
  stuck: 'Stuck over 5 minutes',
  refund_failed: 'Refund failed',
  amount_mismatch: 'Amount mismatch',
  refund_due: 'Refund not started',
  refund_unconfirmed: `Refund unconfirmed after ${REFUND_UNCONFIRMED_AFTER_DAYS} days`,
} as const;

const seconds = (value: number | null) => (value === null ? '–' : `${value} s`);

/** Today: the day's figures and everything that needs a person. */
export function TodayPage() {
  const { data: today } = useToday();
  if (!today) return <Spinner />;

  return (
    <OpsSection title={`Today, ${today.date}`}>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat label="Purchases" value={today.purchases} />
        <Stat label="Amount collected" value={formatNaira(today.amount_collected)} />
        <Stat label="Fees collected" value={formatNaira(today.fees_collected)} />
        <Stat label="Delivered" value={today.delivered} />
        <Stat label="Pending" value={today.pending} />
        <Stat label="Failed" value={today.failed} tone={today.failed > 0 ? 'warn' : 'default'} />
        <Stat label="Refunds" value={today.refunds} />
        <Stat
          label="Payment → token"
          value={`${seconds(today.median_seconds_to_token)} / ${seconds(today.p95_seconds_to_token)}`}
        />
      </dl>
      <p className="text-xs text-gray-500">
        Payment → token: median / 95th percentile over today&apos;s delivered purchases.
      </p>

      <h2 className="pt-2 text-lg font-semibold text-ink">Needs a person ({today.needs_person.length})</h2>
      {today.needs_person.length === 0 ? (
        <EmptyRow>Nothing needs a person right now.</EmptyRow>
      ) : (
        <ul
          className="divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white"
          aria-label="Needs a person"
        >
          {today.needs_person.map((item) => (
            <li key={item.ref}>
              <Link
                to={`/ops/purchases/${encodeURIComponent(item.ref)}`}
                className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4 hover:bg-gray-50"
              >
                <span className="font-mono text-sm font-semibold text-brand-700">{item.ref}</span>
                <StatusBadge status={item.status} />
                <span className="text-sm font-medium text-red-700">{reasonText[item.reason]}</span>
                <span className="text-sm text-gray-600">
                  meter {item.meter_no} · {formatNaira(item.total)} · since {formatDateTime(item.since)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </OpsSection>
  );
}
