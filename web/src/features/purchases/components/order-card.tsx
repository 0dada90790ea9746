import type { MeterType, Provider } from '@powerpay/shared';
import { METER_TYPE_LABELS } from '@powerpay/shared/constants';
import { formatPhone } from '@powerpay/shared/display';

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
}: {
  provider: Provider;
  order: OrderMeter;
  rows: DetailItem[];
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
          { label: 'Meter Name', value: order.meter_name },
          // One number, never broken over two lines on a narrow phone.
          {
            label: 'Phone Number',
            value: <span className="whitespace-nowrap">{formatPhone(order.phone)}</span>,
          },
          ...rows,
        ]}
      />
    </div>
  );
}
