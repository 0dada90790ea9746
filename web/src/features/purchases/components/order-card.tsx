import type { MeterType, Provider } from '@powerpay/shared';
import { METER_TYPE_LABELS } from '@powerpay/shared/constants';
import { SUCCESS_MESSAGES } from '@powerpay/shared/messages';
import { formatPhone } from '@powerpay/shared/display';

import { CheckIcon } from '@/components/ui/icons';

import { DetailList, type DetailItem } from './detail-list';
import { ProviderBadge } from './provider-logo';

/** The meter and contact an order is for, whatever state it is in. */
export type OrderMeter = { meter_type: MeterType; meter_no: string; meter_name: string; phone: string };

/**
 * An order as the summary, Most Recent Transaction, Purchase Again and the receipt show it: the
 * DisCo's badge, the meter rows, then the rows that differ (amounts, receipt number).
 */
export function OrderCard({
  provider,
  order,
  rows,
  isNameVerified = false,
}: {
  provider: Provider;
  order: OrderMeter;
  rows: DetailItem[];
  /** The summary right after Continue: the name is the DisCo's answer, and says so in place of a toast. */
  isNameVerified?: boolean;
}) {
  return (
    <div className="rounded-2xl border border-gray-200 bg-surface/60 px-4 py-2">
      <div className="border-b border-gray-100 py-3">
        <ProviderBadge provider={provider} />
      </div>
      <DetailList
        items={[
          { label: 'Meter Type', value: METER_TYPE_LABELS[order.meter_type] },
          { label: 'Meter Number', value: order.meter_no },
          {
            label: 'Meter Name',
            value: isNameVerified ? (
              <span className="flex flex-col items-end gap-1">
                {order.meter_name}
                <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                  <CheckIcon className="size-3.5" aria-hidden="true" />
                  {SUCCESS_MESSAGES.verified}
                </span>
              </span>
            ) : (
              order.meter_name
            ),
          },
          { label: 'Phone Number', value: formatPhone(order.phone), isUnbroken: true },
          ...rows,
        ]}
      />
    </div>
  );
}
