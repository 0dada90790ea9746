import type { Transaction } from '@powerpay/shared';
import { formatNaira } from '@powerpay/shared/money';

import { Button } from '@/components/ui/button';

import { findProvider, useProviders } from '../api/get-providers';
import { OrderCard } from './order-card';

/** Most Recent Transaction: the signed-in customer's last order, with New Purchase and Purchase Again. */
export function RecentPurchase({
  transaction,
  onNewPurchase,
  onPurchaseAgain,
}: {
  transaction: Transaction;
  onNewPurchase: () => void;
  onPurchaseAgain: () => void;
}) {
  const providers = useProviders();

  return (
    <section aria-labelledby="recent-purchase-title" className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id="recent-purchase-title" className="text-lg font-bold text-ink">
          Most Recent Transaction
        </h2>
        <p className="text-sm text-gray-600">
          Buy for the same meter again in one step, or start a new purchase.
        </p>
      </div>

      <OrderCard
        provider={findProvider(providers, transaction.provider)}
        order={transaction}
        rows={[{ label: 'Amount', value: formatNaira(transaction.amount), isEmphasised: true }]}
      />

      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="outline" size="lg" className="sm:flex-1" onClick={onNewPurchase}>
          New Purchase
        </Button>
        <Button size="lg" className="sm:flex-1" onClick={onPurchaseAgain}>
          Purchase Again
        </Button>
      </div>
    </section>
  );
}
