import type { Transaction } from '@powerpay/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { PageHeader } from '@/components/layouts/page-header';
import { Card, CardBody } from '@/components/ui/card';
import { pageTitles } from '@/config/paths';
import { AccountSignedOutPrompt } from '@/features/accounts/components/account-signed-out-prompt';
import { openAuthDialog } from '@/features/accounts/components/auth-dialog-host';
import { PurchaseFlow } from '@/features/purchases/components/purchase-flow';
import { PurchaseTabs, type PurchaseTab } from '@/features/purchases/components/purchase-tabs';
import { TransactionDetailsPanel } from '@/features/purchases/components/transaction-details-panel';
import { TransactionHistory } from '@/features/purchases/components/transaction-history';
import { readLandingMeter } from '@/lib/landing-meter';
import { useSession } from '@/lib/session';

const HISTORY_SIGNED_OUT_DESCRIPTION = 'Sign in or create an account to see your purchases and get back any meter token.';

/**
 * /buy-electricity: New Purchase and Transaction History. `?tab=history` opens the history;
 * `?ref=` opens that purchase's details (where the checkout sends a signed-in buyer back).
 */
export function BuyElectricityRoute() {
  const { isSignedIn } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const [initialMeterNumber] = useState(readLandingMeter);
  const [openedRow, setOpenedRow] = useState<Transaction | undefined>();
  const tab: PurchaseTab = searchParams.get('tab') === 'history' ? 'history' : 'new';
  const detailsRef = searchParams.get('ref');

  const updateParams = (changes: Record<string, string | null>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  const openTransaction = (transaction: Transaction) => {
    setOpenedRow(transaction);
    updateParams({ ref: transaction.ref });
  };

  return (
    <>
      <PageHeader title={pageTitles.buyElectricity} description="Top up any prepaid meter in Nigeria and get your token in minutes." />
      <Card>
        <CardBody className="sm:py-6">
          <PurchaseTabs tab={tab} onTabChange={(next) => updateParams({ tab: next === 'history' ? 'history' : null })}>
            {tab === 'new' ? (
              <PurchaseFlow
                isSignedIn={isSignedIn}
                initialMeterNumber={initialMeterNumber}
                onChoosePayer={(handlers) => openAuthDialog('pay', handlers)}
              />
            ) : isSignedIn ? (
              <TransactionHistory onOpenTransaction={openTransaction} onBuyElectricity={() => updateParams({ tab: null })} />
            ) : (
              <AccountSignedOutPrompt description={HISTORY_SIGNED_OUT_DESCRIPTION} />
            )}
          </PurchaseTabs>
        </CardBody>
      </Card>
      {isSignedIn ? (
        <TransactionDetailsPanel
          lookup={detailsRef ? { ref: detailsRef } : null}
          initialData={openedRow?.ref === detailsRef ? openedRow : undefined}
          onClose={() => updateParams({ ref: null })}
        />
      ) : null}
    </>
  );
}
