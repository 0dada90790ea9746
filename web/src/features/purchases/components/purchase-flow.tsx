import { lazy, Suspense, useState } from 'react';

import { Spinner } from '@/components/ui/spinner';

import { useCreateGuestPurchase } from '../api/create-guest-purchase';
import { useRecentPurchase } from '../api/get-recent-purchase';
import { emptyPurchaseForm, toFormText, type PurchaseFormText, type PurchaseOrder } from '../utils/purchase-order';
import { CancelOrderDialog } from './cancel-order-dialog';
import { PaySummaryDialog } from './pay-summary-dialog';
import { PurchaseAgainPanel } from './purchase-again-panel';
import type { RenderBeneficiaryPicker } from './purchase-form';
import { PurchaseSummary } from './purchase-summary';
import { RecentPurchase } from './recent-purchase';

// The form carries react-hook-form and the shared zod schemas: its own chunk, so the page paints first.
const PurchaseForm = lazy(() => import('./purchase-form').then((module) => ({ default: module.PurchaseForm })));

/** What Proceed to Pay offers a signed-out buyer: sign in (or register), or pay as a guest. */
export type PayerChoiceHandlers = { onSignedIn: () => void; onContinueAsGuest: () => void };

type View = { name: 'recent' } | { name: 'form'; values: PurchaseFormText } | { name: 'summary'; order: PurchaseOrder };

/**
 * The New Purchase tab (SPEC.md section 4, purchase flow): Most Recent Transaction for a
 * signed-in customer with a purchase, the form (1/2), the summary (2/2), then payment.
 */
export function PurchaseFlow({
  isSignedIn,
  initialMeterNumber,
  profilePhone,
  renderBeneficiaryPicker,
  onChoosePayer,
}: {
  isSignedIn: boolean;
  /** A signed-in customer's phone: the form starts with it (issue 16 item 14). */
  profilePhone?: string;
  /** The meter number the landing page stored. */
  initialMeterNumber?: string | null;
  renderBeneficiaryPicker?: RenderBeneficiaryPicker;
  /** Signed out: the route opens the "Create an account to pay" dialog with these handlers. */
  onChoosePayer: (handlers: PayerChoiceHandlers) => void;
}) {
  const recent = useRecentPurchase();
  const guestPurchase = useCreateGuestPurchase();
  const [chosenView, setView] = useState<View | null>(null);
  const [isPaySummaryOpen, setIsPaySummaryOpen] = useState(false);
  const [isPurchaseAgainOpen, setIsPurchaseAgainOpen] = useState(false);
  const [isCancelOpen, setIsCancelOpen] = useState(false);

  const startingPhone = isSignedIn ? (profilePhone ?? '') : '';
  const newForm = (): View => ({ name: 'form', values: emptyPurchaseForm({ meterNumber: initialMeterNumber ?? '', phone: startingPhone }) });
  const recentTransaction = isSignedIn ? recent.data : null;
  const view = chosenView ?? (recentTransaction ? { name: 'recent' } : newForm());

  if (chosenView === null && isSignedIn && recent.isLoading) {
    return (
      <div className="flex justify-center py-16 text-brand-600">
        <Spinner className="size-8" label="Loading your last purchase" />
      </div>
    );
  }

  if (view.name === 'recent' && recentTransaction) {
    return (
      <>
        <RecentPurchase
          transaction={recentTransaction}
          onNewPurchase={() => setView(newForm())}
          onPurchaseAgain={() => setIsPurchaseAgainOpen(true)}
        />
        <PurchaseAgainPanel transaction={recentTransaction} open={isPurchaseAgainOpen} onOpenChange={setIsPurchaseAgainOpen} />
      </>
    );
  }

  if (view.name === 'summary') {
    const { order } = view;
    const proceedToPay = () => {
      if (isSignedIn) {
        setIsPaySummaryOpen(true);
        return;
      }
      onChoosePayer({
        onSignedIn: () => setIsPaySummaryOpen(true),
        onContinueAsGuest: () => guestPurchase.mutate({ ...order, beneficiary: false }),
      });
    };

    return (
      <>
        <PurchaseSummary
          order={order}
          isPaying={guestPurchase.isPending || guestPurchase.isSuccess}
          onBack={() => setView({ name: 'form', values: toFormText(order) })}
          onProceedToPay={proceedToPay}
          onCancel={() => setIsCancelOpen(true)}
        />
        <PaySummaryDialog order={order} open={isPaySummaryOpen} onOpenChange={setIsPaySummaryOpen} />
        <CancelOrderDialog open={isCancelOpen} onOpenChange={setIsCancelOpen} />
      </>
    );
  }

  const formValues = view.name === 'form' ? view.values : emptyPurchaseForm({ phone: startingPhone });
  return (
    <section aria-labelledby="new-purchase-title" className="flex flex-col gap-5">
      <StepHeading title="New Purchase" step="1/2" />
      <Suspense fallback={<FormPlaceholder />}>
        <PurchaseForm
          defaultValues={formValues}
          isSignedIn={isSignedIn}
          renderBeneficiaryPicker={renderBeneficiaryPicker}
          onVerified={(order) => setView({ name: 'summary', order })}
        />
      </Suspense>
    </section>
  );
}

/** A step title with its position, e.g. New Purchase 1/2. */
export function StepHeading({ title, step, id = 'new-purchase-title' }: { title: string; step: string; id?: string }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <h2 id={id} className="text-lg font-bold text-ink">
        {title}
      </h2>
      <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
        <span className="sr-only">Step </span>
        {step}
      </span>
    </div>
  );
}

function FormPlaceholder() {
  return (
    <div className="flex flex-col gap-5" aria-hidden="true">
      {['meter', 'provider', 'type', 'amount', 'phone'].map((field) => (
        <div key={field} className="flex flex-col gap-2">
          <div className="h-4 w-28 rounded bg-gray-100" />
          <div className="h-12 rounded-xl bg-gray-100" />
        </div>
      ))}
    </div>
  );
}
