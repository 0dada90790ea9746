import type { Provider, Transaction } from '@powerpay/shared';
import { METER_TYPE_LABELS } from '@powerpay/shared/constants';
import { formatDate, formatTime } from '@powerpay/shared/dates';
import { discoName } from '@powerpay/shared/display';
import { formatNaira } from '@powerpay/shared/money';

import { useCompletePayment } from '../api/complete-payment';
import { findProvider } from '../api/get-providers';
import { ProviderLogo } from './provider-logo';
import { StatusBadge } from './transaction-receipt';

type RowsProps = {
  transactions: Transaction[];
  providers: Provider[];
  onOpen: (transaction: Transaction) => void;
};

const headerCell = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase';
const cell = 'px-3 py-3.5 text-sm text-ink';
/**
 * Status and actions stay at the table's right edge while the other columns scroll beneath them: with
 * the sidebar open a desktop's card is narrower than the table, and View is how a customer reaches a
 * token. Opaque (on hover, the row's tint mixed onto white) so nothing shows through; its left edge is
 * a shadow because a collapsed table's borders do not stick.
 */
const stickyCell = 'sticky right-0 text-right shadow-[inset_1px_0_0_var(--color-gray-200)]';

/**
 * Desktop: Date, Electricity Provider, Meter Type, Meter Number, Meter Name, Amount, then Status with
 * the actions under it (View; Complete payment on an unpaid order whose payment page is still open).
 */
export function HistoryTable({ transactions, providers, onOpen }: RowsProps) {
  const completePayment = useCompletePayment();

  return (
    <div className="overflow-x-auto rounded-2xl border border-gray-200">
      <table className="w-full min-w-[760px] border-collapse">
        <caption className="sr-only">Your electricity purchases</caption>
        <thead className="bg-surface">
          <tr>
            <th scope="col" className={headerCell}>
              Date
            </th>
            <th scope="col" className={headerCell}>
              Electricity Provider
            </th>
            <th scope="col" className={headerCell}>
              Meter Type
            </th>
            <th scope="col" className={headerCell}>
              Meter Number
            </th>
            <th scope="col" className={headerCell}>
              Meter Name
            </th>
            <th scope="col" className={`${headerCell} text-right`}>
              Amount
            </th>
            <th scope="col" className={`${headerCell} ${stickyCell} bg-surface`}>
              Status<span className="sr-only"> and actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">
          {transactions.map((transaction) => (
            <tr key={transaction.ref} className="group hover:bg-brand-50/40">
              {/* Two orders of one day differ by their time (Lagos), under the date as in the audit history. */}
              <td className={`${cell} whitespace-nowrap`}>
                {formatDate(transaction.created_at)}
                <span className="block text-xs text-gray-600 tabular-nums">
                  {formatTime(transaction.created_at)}
                </span>
              </td>
              <td className={cell}>
                <span className="flex items-center gap-2">
                  <ProviderLogo
                    provider={findProvider(providers, transaction.provider)}
                    className="size-7 shrink-0 rounded-lg text-[10px]"
                  />
                  {discoName(transaction.provider)}
                </span>
              </td>
              <td className={cell}>{METER_TYPE_LABELS[transaction.meter_type]}</td>
              <td className={`${cell} font-mono tabular-nums`}>{transaction.meter_no}</td>
              <td className={cell}>{transaction.meter_name}</td>
              <td className={`${cell} text-right font-semibold whitespace-nowrap tabular-nums`}>
                {formatNaira(transaction.amount)}
              </td>
              <td
                className={`${cell} ${stickyCell} bg-white group-hover:bg-[color-mix(in_oklab,var(--color-brand-50)_40%,white)]`}
              >
                <div className="flex flex-col items-end gap-1 whitespace-nowrap">
                  <StatusBadge transaction={transaction} />
                  {transaction.can_complete_payment ? (
                    <button
                      type="button"
                      onClick={() => completePayment.mutate({ ref: transaction.ref })}
                      disabled={completePayment.isPending || completePayment.isSuccess}
                      aria-label={`Complete payment of ${transaction.ref}`}
                      className="rounded-lg px-3 py-1.5 text-sm font-semibold text-accent-800 hover:bg-accent-50 disabled:opacity-60"
                    >
                      Complete payment
                    </button>
                  ) : null}
                  <button
                    type="button"
                    onClick={() => onOpen(transaction)}
                    aria-label={`View details of ${transaction.ref}`}
                    className="rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    View
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Mobile: one tappable row per purchase (Complete payment is in its details). */
export function HistoryList({ transactions, providers, onOpen }: RowsProps) {
  return (
    <ul className="divide-y divide-gray-100 overflow-hidden rounded-2xl border border-gray-200 bg-white">
      {transactions.map((transaction) => (
        <li key={transaction.ref}>
          <button
            type="button"
            onClick={() => onOpen(transaction)}
            className="flex w-full items-start gap-3 px-4 py-3.5 text-left hover:bg-brand-50/40"
          >
            <ProviderLogo
              provider={findProvider(providers, transaction.provider)}
              className="mt-0.5 size-9"
            />
            <span className="flex min-w-0 flex-1 flex-col gap-1">
              {/* The amount goes under a name too long to share its line: on a 360 px phone, truncating it
                  beside a six-figure amount kept four letters of the name. */}
              <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                <span className="min-w-0 text-sm font-semibold break-words text-ink">
                  {transaction.meter_name}
                </span>
                <span className="text-sm font-bold whitespace-nowrap text-ink tabular-nums">
                  {formatNaira(transaction.amount)}
                </span>
              </span>
              <span className="text-xs text-gray-600 tabular-nums">
                {transaction.meter_no} · {METER_TYPE_LABELS[transaction.meter_type]} ·{' '}
                {discoName(transaction.provider)}
              </span>
              <span className="flex items-center justify-between gap-2">
                <span className="text-xs text-gray-600 tabular-nums">
                  {formatDate(transaction.created_at)}, {formatTime(transaction.created_at)}
                </span>
                <StatusBadge transaction={transaction} />
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
