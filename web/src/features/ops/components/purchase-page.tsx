import type { OpsPurchase } from '@powerpay/shared/ops';
import { formatDateTime } from '@powerpay/shared/dates';
import { discoName } from '@powerpay/shared/display';
import { formatNaira } from '@powerpay/shared/money';
import { Link, useParams } from 'react-router';

import { Spinner } from '@/components/ui/spinner';

import { useOpsPurchase } from '../api/get-ops-purchase';
import { OpsSection, StatusBadge } from './ops-ui';
import { PurchaseActions } from './purchase-actions';
import { PurchaseTimeline } from './purchase-timeline';

/** A refund the provider took is followed until it says the money arrived (decision 031). */
function refundArrival(purchase: OpsPurchase): string {
  if (purchase.refund_confirmed_at) return formatDateTime(purchase.refund_confirmed_at);
  return purchase.status === 'refunded' ? 'Not yet confirmed by the payment provider' : '–';
}

function facts(purchase: OpsPurchase): [string, string][] {
  const when = (value: string | null) => (value ? formatDateTime(value) : '–');
  return [
    ['Meter', `${purchase.meter_no} (${purchase.meter_name})`],
    ['DisCo', discoName(purchase.provider)],
    ['Phone', purchase.phone],
    ['E-mail', purchase.email ?? '–'],
    ['Customer', purchase.is_guest ? 'Guest' : 'Signed in'],
    ['Amount', formatNaira(purchase.amount)],
    ['Fee', formatNaira(purchase.fee)],
    ['Total', formatNaira(purchase.total)],
    ['Paid', purchase.paid_amount === null ? '–' : formatNaira(purchase.paid_amount)],
    ['Payment provider', purchase.payment_provider],
    ['Provider request id', purchase.vend_request_id ?? '–'],
    ['Receipt number', purchase.receipt_no ?? '–'],
    ['Failure', purchase.failure_reason ?? '–'],
    [
      'Refund',
      purchase.refund_reason
        ? `${purchase.refund_reason} (asked by ${purchase.refund_requested_by ?? 'system'})`
        : '–',
    ],
    ['Refund error', purchase.refund_error ?? '–'],
    ['Created', when(purchase.created_at)],
    ['Paid at', when(purchase.paid_at)],
    ['Delivered at', when(purchase.delivered_at)],
    ['Token sent', when(purchase.token_sent_at)],
    ['Refunded at', when(purchase.refunded_at)],
    ['Refund reached the customer', refundArrival(purchase)],
    ['Closed', purchase.closed_at ? `${when(purchase.closed_at)}: ${purchase.close_note ?? ''}` : '–'],
  ];
}

/** One purchase: its facts, its timeline and the staff actions that apply. */
export function PurchasePage() {
  const { ref = '' } = useParams();
  const { data: detail } = useOpsPurchase(ref);
  if (!detail) return <Spinner />;
  const { purchase } = detail;

  return (
    <OpsSection title={`Purchase ${purchase.ref}`} actions={<StatusBadge status={purchase.status} />}>
      <Link to="/ops/purchases" className="text-sm text-brand-700 underline-offset-4 hover:underline">
        ← Purchases
      </Link>
      <div className="grid gap-6 lg:grid-cols-[1fr_1fr]">
        <div className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4">
          <h2 className="font-semibold text-ink">Actions</h2>
          <PurchaseActions detail={detail} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            {facts(purchase).map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-gray-500">{label}</dt>
                <dd className="text-ink wrap-anywhere">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="rounded-2xl border border-gray-200 bg-white p-4">
          <h2 className="mb-3 font-semibold text-ink">Timeline</h2>
          <PurchaseTimeline events={detail.events} />
        </div>
      </div>
    </OpsSection>
  );
}
