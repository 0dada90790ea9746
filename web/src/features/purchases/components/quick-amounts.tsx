import { formatNumber } from '@powerpay/shared/number-format';

/** The quick amounts under Amount (decision 020): a tap fills the amount; the one it equals shows chosen. */
export function QuickAmounts({
  amounts,
  chosen,
  onPick,
}: {
  amounts: readonly number[];
  chosen: number | null;
  onPick: (amount: number) => void;
}) {
  return (
    <div role="group" aria-label="Suggested top-ups" className="-mt-2 flex flex-wrap gap-2">
      {amounts.map((amount) => (
        <button
          key={amount}
          type="button"
          aria-pressed={chosen === amount}
          onClick={() => onPick(amount)}
          className="min-h-11 rounded-full border border-gray-300 bg-white px-3.5 py-1.5 text-sm font-semibold text-gray-800 tabular-nums hover:border-brand-400 hover:bg-brand-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 sm:min-h-0"
        >
          ₦{formatNumber(amount)}
        </button>
      ))}
    </div>
  );
}
