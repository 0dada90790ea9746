import type { Transaction } from '@powerpay/shared';
import { formatToken } from '@powerpay/shared/dates';

import { Button } from '@/components/ui/button';
import { AlertTriangleIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/toast';

import { useRequeryPurchase } from '../api/requery-purchase';
import { describeMissingToken, stillMissingMessage } from '../utils/token-state';

/**
 * The Meter Token in groups of four with a copy button, or, while it is missing, what is going on
 * and a Refresh button that asks the server to requery the provider (docs/product.md §12).
 */
export function MeterToken({
  transaction,
  receiptKey,
}: {
  transaction: Transaction;
  receiptKey?: string | null;
}) {
  if (transaction.token) return <IssuedToken token={transaction.token} units={transaction.units} />;

  return <MissingToken transaction={transaction} receiptKey={receiptKey} />;
}

function IssuedToken({ token, units }: { token: string; units: string | null }) {
  const digits = token.replace(/[\s-]/g, '');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(digits);
      notify.success('Token copied');
    } catch {
      notify.error('Could not copy the token. Please select it and copy it by hand.');
    }
  };

  return (
    <div className="rounded-2xl border border-brand-200 bg-brand-50 px-4 py-4">
      <div className="flex items-center justify-between gap-3">
        <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">Meter Token</p>
        <Button variant="outline" size="sm" onClick={() => void copy()} aria-label="Copy token">
          Copy
        </Button>
      </div>
      <p
        data-testid="meter-token"
        className="mt-2 font-mono text-lg leading-tight font-bold whitespace-nowrap text-ink tabular-nums min-[420px]:text-xl sm:text-2xl sm:tracking-wide"
      >
        {formatToken(digits)}
      </p>
      {units ? <p className="mt-2 text-sm text-gray-700">Units: {formatUnits(units)}</p> : null}
    </div>
  );
}

/** Units as the provider states them; a bare number is kWh. */
function formatUnits(units: string): string {
  return /^\d+(\.\d+)?$/.test(units.trim()) ? `${units.trim()} kWh` : units;
}

function MissingToken({ transaction, receiptKey }: { transaction: Transaction; receiptKey?: string | null }) {
  const requery = useRequeryPurchase({ ref: transaction.ref, receiptKey });
  const state = describeMissingToken(transaction);

  const refresh = async () => {
    const updated = await requery.mutateAsync().catch(() => null);
    if (updated && !updated.token && describeMissingToken(updated).canRefresh)
      notify.info(stillMissingMessage(updated));
  };

  return (
    <div
      role="status"
      className={cn(
        'rounded-2xl border px-4 py-4',
        state.tone === 'failed' ? 'border-red-200 bg-red-50' : 'border-accent-200 bg-accent-50',
      )}
    >
      <p className="text-xs font-semibold tracking-wide text-gray-700 uppercase">Meter Token</p>
      <div className="mt-2 flex items-start gap-3">
        {state.tone === 'failed' ? (
          <AlertTriangleIcon className="mt-0.5 size-5 shrink-0 text-red-700" />
        ) : (
          <Spinner className="mt-0.5 size-5 shrink-0 text-accent-700" />
        )}
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-semibold text-ink">{state.title}</p>
          <p className="text-sm text-gray-700">{state.description}</p>
        </div>
      </div>
      {state.canRefresh ? (
        <Button
          variant="outline"
          className="mt-4"
          isFullWidth
          busy={requery.isPending}
          busyLabel="Refreshing..."
          onClick={() => void refresh()}
        >
          Refresh
        </Button>
      ) : null}
    </div>
  );
}
