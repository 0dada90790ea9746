import type { Transaction } from '@powerpay/shared';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate, useSearchParams, type NavigateOptions } from 'react-router';

import { PageHeader } from '@/components/layouts/page-header';
import { Card, CardBody } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { pageDescriptions } from '@/config/page-descriptions';
import { pageTitles } from '@/config/paths';
import { AccountSignedOutPrompt } from '@/features/accounts/components/account-signed-out-prompt';
import { closeAuthDialogOpenedWith, openAuthDialog } from '@/features/accounts/components/auth-dialog-host';
import { PurchaseFlow } from '@/features/purchases/components/purchase-flow';
import { PurchaseTabs, type PurchaseTab } from '@/features/purchases/components/purchase-tabs';
import { useIdlePreload } from '@/hooks/use-idle-preload';
import { useMetaDescription } from '@/hooks/use-meta-description';
import { LANDING_METER_PARAM, readLandingMeter } from '@/lib/landing-meter';
import { useSession } from '@/lib/session';

/** What the prerendered page shows beyond this module: the purchase form (src/app/app-routes.tsx). */
export { preloadPurchaseForm as preloadFirstView } from '@/features/purchases/components/purchase-flow';

// The history (table, filters, paging) and a purchase's details (with its receipt) download when a
// signed-in customer's page is idle, or when the tab or a purchase is first opened.
const loadTransactionHistory = () => import('@/features/purchases/components/transaction-history');
const loadTransactionDetailsPanel = () => import('@/features/purchases/components/transaction-details-panel');
const TransactionHistory = lazy(() =>
  loadTransactionHistory().then((module) => ({ default: module.TransactionHistory })),
);
const TransactionDetailsPanel = lazy(() =>
  loadTransactionDetailsPanel().then((module) => ({ default: module.TransactionDetailsPanel })),
);
const preloadSignedInExtras = () => Promise.all([loadTransactionHistory(), loadTransactionDetailsPanel()]);
const preloadNothing = () => Promise.resolve();

// The picker brings the beneficiary list and its schemas; it shows inside the (lazy) purchase form.
const BeneficiaryPicker = lazy(() =>
  import('@/features/beneficiaries/components/beneficiary-picker').then((module) => ({
    default: module.BeneficiaryPicker,
  })),
);

const HISTORY_SIGNED_OUT_DESCRIPTION =
  'Sign in or create an account to see your purchases and get back any meter token.';

/**
 * /buy-electricity: New Purchase and Transaction History. `?tab=history` opens the history;
 * `?ref=` opens that purchase's details (where the checkout sends a signed-in buyer back).
 */
export function BuyElectricityRoute() {
  const { isSignedIn, user } = useSession();
  useMetaDescription(pageDescriptions.buyElectricity);
  useIdlePreload(isSignedIn ? preloadSignedInExtras : preloadNothing);
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // ?meter_no= is a landing-page box sent by the browser before the app had started (meter-entry-form.tsx).
  const [initialMeterNumber] = useState(() => searchParams.get(LANDING_METER_PARAM) ?? readLandingMeter());
  const [openedRow, setOpenedRow] = useState<Transaction | undefined>();
  const tab: PurchaseTab = searchParams.get('tab') === 'history' ? 'history' : 'new';
  const detailsRef = searchParams.get('ref');
  const [hasOpenedDetails, setHasOpenedDetails] = useState(detailsRef !== null);
  // Once opened the panel stays mounted, so it can animate closed and open again at once.
  if (detailsRef !== null && !hasOpenedDetails) setHasOpenedDetails(true);

  const updateParams = (changes: Record<string, string | null>, options?: NavigateOptions) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    }, options);

  // A tab starts afresh: the history's search and page (use-history-query.ts) stay in the entry Back returns to.
  const showTab = (next: PurchaseTab) => setSearchParams(next === 'history' ? { tab: 'history' } : {});

  const openTransaction = (transaction: Transaction) => {
    setOpenedRow(transaction);
    updateParams({ ref: transaction.ref }, { state: { isDetailsEntry: true } });
  };
  // Closing goes back through the entry opening added, so that Back afterwards does not open the purchase
  // again; a purchase opened by its address (the checkout's return) closes in place.
  const closeTransaction = () => {
    if ((location.state as { isDetailsEntry?: boolean } | null)?.isDetailsEntry) void navigate(-1);
    else updateParams({ ref: null }, { replace: true });
  };

  return (
    <>
      <PageHeader
        title={pageTitles.buyElectricity}
        description="Top up any prepaid meter in Nigeria and get your token in minutes."
      />
      <Card>
        <CardBody className="sm:py-6">
          <PurchaseTabs tab={tab} onTabChange={showTab}>
            {tab === 'new' ? (
              <PurchaseFlow
                profilePhone={user?.phone}
                isSignedIn={isSignedIn}
                initialMeterNumber={initialMeterNumber}
                onChoosePayer={(handlers) => {
                  openAuthDialog('pay', handlers);
                  return () => closeAuthDialogOpenedWith(handlers);
                }}
                renderBeneficiaryPicker={(fill) => (
                  <Suspense fallback={null}>
                    <BeneficiaryPicker onSelect={fill} />
                  </Suspense>
                )}
              />
            ) : isSignedIn ? (
              <Suspense
                fallback={
                  <Spinner
                    className="mx-auto my-16 size-8 text-brand-600"
                    label="Loading your transactions"
                  />
                }
              >
                <TransactionHistory
                  onOpenTransaction={openTransaction}
                  onBuyElectricity={() => showTab('new')}
                />
              </Suspense>
            ) : (
              <AccountSignedOutPrompt description={HISTORY_SIGNED_OUT_DESCRIPTION} />
            )}
          </PurchaseTabs>
        </CardBody>
      </Card>
      {isSignedIn && hasOpenedDetails ? (
        <Suspense fallback={null}>
          <TransactionDetailsPanel
            lookup={detailsRef ? { ref: detailsRef } : null}
            initialData={openedRow?.ref === detailsRef ? openedRow : undefined}
            onClose={closeTransaction}
          />
        </Suspense>
      ) : null}
    </>
  );
}
