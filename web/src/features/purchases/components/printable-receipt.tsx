import type { Transaction } from '@powerpay/shared';
import { receiptLines, receiptTokenText } from '@powerpay/shared/receipt';
import { createPortal } from 'react-dom';

import { useBrowserValue } from '@/hooks/use-browser-value';

/**
 * The receipt as paper shows it, a one-page "utility bill" for landlords and estate managers. It
 * sits directly under <body>, hidden on screen; the print stylesheet (styles.css) prints it alone.
 */
export function PrintableReceipt({ transaction }: { transaction: Transaction }) {
  const isInBrowser = useBrowserValue(() => true, false);
  if (!isInBrowser) return null;

  return createPortal(
    <section data-print-receipt className="hidden bg-white p-8 text-ink print:block">
      <header className="flex items-end justify-between border-b-2 border-brand-600 pb-3">
        <div>
          <p className="text-2xl font-bold text-brand-700">PowerPay</p>
          <p className="text-sm text-gray-700">Electricity purchase receipt</p>
        </div>
        <p className="text-sm text-gray-700">{transaction.ref}</p>
      </header>
      <div className="mt-6 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3">
        <p className="text-xs font-semibold tracking-wide text-gray-700 uppercase">Meter Token</p>
        <p className="mt-1 font-mono text-2xl font-bold">{receiptTokenText(transaction)}</p>
      </div>
      <dl className="mt-6 divide-y divide-gray-200 text-sm">
        {receiptLines(transaction).map(({ label, value }) => (
          <div key={label} className="flex justify-between gap-6 py-2">
            <dt className="text-gray-700">{label}</dt>
            <dd className={label === 'Total' ? 'font-bold' : 'font-medium'}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-8 text-center text-xs text-gray-600">
        Enter the token on your meter keypad. Keep this receipt as proof of payment.
      </p>
    </section>,
    document.body,
  );
}
