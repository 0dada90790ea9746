import type { Transaction } from '@powerpay/shared';
import { useState } from 'react';

import { lazyPanel } from '@/components/ui/lazy-panel';
import { useIdlePreload } from '@/hooks/use-idle-preload';

import { RecentPurchase } from './recent-purchase';

// Purchase Again validates its amount with the shared zod schemas: they download when the page is
// idle, or when the button is tapped, not before Most Recent Transaction paints.
const PurchaseAgainPanel = lazyPanel(() =>
  import('./purchase-again-panel').then((module) => module.PurchaseAgainPanel),
);

/** Most Recent Transaction with its Purchase Again panel (a closed panel keeps the amount typed). */
export function RecentPurchaseStep({
  transaction,
  onNewPurchase,
}: {
  transaction: Transaction;
  onNewPurchase: () => void;
}) {
  const [isPurchaseAgainOpen, setIsPurchaseAgainOpen] = useState(false);

  useIdlePreload(PurchaseAgainPanel.preload);

  return (
    <>
      <RecentPurchase
        transaction={transaction}
        onNewPurchase={onNewPurchase}
        onPurchaseAgain={() => setIsPurchaseAgainOpen(true)}
      />
      <PurchaseAgainPanel
        transaction={transaction}
        open={isPurchaseAgainOpen}
        onOpenChange={setIsPurchaseAgainOpen}
      />
    </>
  );
}
