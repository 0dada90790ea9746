import { formatNaira } from '@powerpay/shared/money';
import { formatDateTime, toLagosIsoDate } from '@powerpay/shared/dates';
import { discoName } from '@powerpay/shared/display';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

import { saveReconciliationCsv, useReconciliation } from '../api/reconciliation';
import { EmptyRow, OpsSection, Stat, StatusBadge } from './ops-ui';

const HEADINGS = [
  'Payment ref',
  'Provider request id',
  'Meter',
  'DisCo',
  'Amount',
  'Fee',
  'Paid',
  'Refunded',
  'Status',
];

/** Reconciliation: a day's payments, their totals and the CSV to match against the provider's settlement. */
export function ReconciliationPage() {
  const [date, setDate] = useState(() => toLagosIsoDate(new Date()));
  const { data } = useReconciliation(date);

  return (
    <OpsSection
      title="Reconciliation"
      actions={
        <div className="flex items-end gap-3">
          <TextField label="Day" type="date" value={date} onChange={(event) => setDate(event.target.value)} />
          <Button variant="outline" disabled={!data} onClick={() => data && saveReconciliationCsv(data)}>
            Export CSV
          </Button>
        </div>
      }
    >
      {data && (
        <>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-5" aria-label="Totals">
            <Stat label="Purchases" value={data.totals.purchases} />
            <Stat label="Paid (not refunded)" value={formatNaira(data.totals.paid)} />
            <Stat label="Amount" value={formatNaira(data.totals.amount)} />
            <Stat label="Fees" value={formatNaira(data.totals.fee)} />
            <Stat label="Refunded" value={formatNaira(data.totals.refunded)} />
          </dl>
          {data.rows.length === 0 ? (
            <EmptyRow>No payment on this day.</EmptyRow>
          ) : (
            <div className="overflow-x-auto rounded-2xl border border-gray-200 bg-white">
              <table className="w-full min-w-[60rem] text-left text-sm">
                <thead className="bg-gray-50 text-xs uppercase text-gray-500">
                  <tr>
                    {HEADINGS.map((heading) => (
                      <th key={heading} scope="col" className="px-3 py-2 font-medium">
                        {heading}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100">
                  {data.rows.map((row) => (
                    <tr key={row.ref}>
                      <td className="px-3 py-2 font-mono whitespace-nowrap">{row.ref}</td>
                      <td className="px-3 py-2 font-mono text-xs">{row.vend_request_id ?? '–'}</td>
                      <td className="px-3 py-2 font-mono">{row.meter_no}</td>
                      <td className="px-3 py-2">{discoName(row.provider)}</td>
                      <td className="px-3 py-2">{formatNaira(row.amount)}</td>
                      <td className="px-3 py-2">{formatNaira(row.fee)}</td>
                      <td className="px-3 py-2">
                        {row.paid_amount === null ? '–' : formatNaira(row.paid_amount)}
                      </td>
                      <td className="px-3 py-2">
                        {row.refund_amount === null || row.refunded_at === null
                          ? '–'
                          : `${formatNaira(row.refund_amount)} on ${formatDateTime(row.refunded_at)}`}
                      </td>
                      <td className="px-3 py-2">
                        <StatusBadge status={row.status} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </OpsSection>
  );
}
