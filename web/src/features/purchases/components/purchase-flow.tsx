import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

import { Spinner } from '@/components/ui/spinner';
import { useBrowserValue } from '@/hooks/use-browser-value';
import { useIdlePreload } from '@/hooks/use-idle-preload';
import { lazyComponent } from '@/lib/lazy-route';

import { useRecentPurchase } from '../api/get-recent-purchase';
import { useSummaryHistoryEntry } from '../hooks/use-summary-history-entry';
import { readPendingCheckout } from '../utils/pending-checkout';
import { readPurchaseDraft } from '../utils/purchase-draft';
import {
  emptyPurchaseForm,
  toFormText,
  type PurchaseFormText,
  type PurchaseOrder,
} from '../utils/purchase-order';
import type { RenderBeneficiaryPicker } from './purchase-form';
import type { PayerChoiceHandlers } from './purchase-summary-step';

// The form carries react-hook-form: its own chunk, so a page drawn by the app paints first. The
// prerendered page shows it in its HTML and loads it before hydrating (app-routes.tsx).
const PurchaseForm = lazyComponent(() => import('./purchase-form').then((module) => module.PurchaseForm));
export const preloadPurchaseForm = PurchaseForm.preload;

// The steps before and after the form are not part of its first paint: the summary (with its pay and
// cancel dialogs) downloads when the page is idle, Most Recent Transaction while it is being fetched.
const loadSummaryStep = () => import('./purchase-summary-step');
const loadRecentStep = () => import('./recent-purchase-step');
const PurchaseSummaryStep = lazy(() =>
  loadSummaryStep().then((module) => ({ default: module.PurchaseSummaryStep })),
);
const RecentPurchaseStep = lazy(() =>
  loadRecentStep().then((module) => ({ default: module.RecentPurchaseStep })),
);
// Only a tab that went to a payment page and came Back has an order to show (decision 030).
const PendingOrderNotice = lazy(() =>
  import('./pending-order-notice').then((module) => ({ default: module.PendingOrderNotice })),
);

const FORM_TITLE_ID = 'new-purchase-title';

type View =
  { name: 'recent' } | { name: 'form'; values: PurchaseFormText } | { name: 'summary'; order: PurchaseOrder };

/**
 * The New Purchase tab (docs/product.md §4, purchase flow): Most Recent Transaction for a
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
  /** A signed-in customer's phone: the form starts with it (decision 020). */
  profilePhone?: string;
  /** The meter number the landing page stored. */
  initialMeterNumber?: string | null;
  renderBeneficiaryPicker?: RenderBeneficiaryPicker;
  /** Signed out: the route opens the "Create an account to pay" dialog with these handlers; answers how to close it. */
  onChoosePayer: (handlers: PayerChoiceHandlers) => () => void;
}) {
  const recent = useRecentPurchase();
  const startingPhone = isSignedIn ? (profilePhone ?? '') : '';
  // A purchase this tab was part-way through (a reload, a tab the phone discarded) comes back as it was typed.
  const [chosenView, setView] = useState<View | null>(() => {
    const draft = readPurchaseDraft();
    return draft
      ? { name: 'form', values: { ...emptyPurchaseForm({ phone: startingPhone }), ...draft } }
      : null;
  });

  const newForm = (): View => ({
    name: 'form',
    values: emptyPurchaseForm({ meterNumber: initialMeterNumber ?? '', phone: startingPhone }),
  });
  const recentTransaction = isSignedIn ? recent.data : null;
  const view = chosenView ?? (recentTransaction ? { name: 'recent' } : newForm());
  const isFormTitleToFocus = useRef(false);
  const backToForm = useCallback(() => {
    setView((current) =>
      current?.name === 'summary' ? { name: 'form', values: toFormText(current.order) } : current,
    );
    isFormTitleToFocus.current = true;
  }, []);
  const summaryEntry = useSummaryHistoryEntry(backToForm, view.name === 'summary');
  // The prerendered page and the hydrating render show no order; the running app reads this tab's.
  const isRunning = useBrowserValue(() => true, false);
  const [isPendingDismissed, setPendingDismissed] = useState(false);
  const pending = useMemo(
    () => (isRunning && !isPendingDismissed ? readPendingCheckout() : null),
    [isRunning, isPendingDismissed],
  );
  const dismissPending = useCallback(() => setPendingDismissed(true), []);
  // Change details: the form, remounted with the waiting order's meter and amount.
  const [formKey, setFormKey] = useState(0);
  const changeOrderDetails = useCallback((values: PurchaseFormText) => {
    setPendingDismissed(true);
    setView({ name: 'form', values });
    setFormKey((key) => key + 1);
    isFormTitleToFocus.current = true;
  }, []);

  // Back from the summary, the focus returns to the form's title rather than to the top of the page.
  useEffect(() => {
    if (!isFormTitleToFocus.current || view.name !== 'form') return;
    isFormTitleToFocus.current = false;
    document.getElementById(FORM_TITLE_ID)?.focus();
  }, [view.name, formKey]);

  useIdlePreload(loadSummaryStep);
  // Fetched alongside the last purchase, so the card does not wait for its code after the data.
  useEffect(() => {
    if (isSignedIn) void loadRecentStep().catch(() => undefined);
  }, [isSignedIn]);

  // One wrapper whether or not an order shows, so the step below is never remounted when it appears.
  const withPendingOrder = (step: ReactNode) => (
    <div className="flex flex-col gap-6">
      {pending ? (
        <Suspense fallback={null}>
          <PendingOrderNotice
            pending={pending}
            onChangeDetails={changeOrderDetails}
            onDismiss={dismissPending}
          />
        </Suspense>
      ) : null}
      {step}
    </div>
  );

  if (chosenView === null && isSignedIn && recent.isLoading) {
    return withPendingOrder(<StepLoading label="Loading your last purchase" />);
  }

  if (view.name === 'recent' && recentTransaction) {
    return withPendingOrder(
      <Suspense fallback={<StepLoading label="Loading your last purchase" />}>
        <RecentPurchaseStep transaction={recentTransaction} onNewPurchase={() => setView(newForm())} />
      </Suspense>,
    );
  }

  if (view.name === 'summary' && summaryEntry.isAtSummary) {
    const { order } = view;

    return (
      <Suspense fallback={<StepLoading label="Loading the purchase summary" />}>
        <PurchaseSummaryStep
          order={order}
          isSignedIn={isSignedIn}
          onBack={summaryEntry.close}
          onChoosePayer={onChoosePayer}
        />
      </Suspense>
    );
  }

  // Between Continue and the summary's entry, and after Back until the view follows, the form stays.
  const formValues =
    view.name === 'form'
      ? view.values
      : view.name === 'summary'
        ? toFormText(view.order)
        : emptyPurchaseForm({ phone: startingPhone });
  return withPendingOrder(
    // The prerendered page shows a visitor's form; a signed-in customer, whose Most Recent Transaction
    // may take its place, does not see it until the app runs (public/session-hint.js, styles.css).
    <section
      aria-labelledby={FORM_TITLE_ID}
      className="flex flex-col gap-5"
      data-signed-out-only={isSignedIn ? undefined : ''}
    >
      <StepHeading title="New Purchase" step="1/2" />
      <Suspense fallback={<FormPlaceholder />}>
        <PurchaseForm
          key={formKey}
          defaultValues={formValues}
          isSignedIn={isSignedIn}
          renderBeneficiaryPicker={renderBeneficiaryPicker}
          onVerified={(order) => {
            setView({ name: 'summary', order });
            summaryEntry.open();
          }}
        />
      </Suspense>
    </section>,
  );
}

/** A step title with its position, e.g. New Purchase 1/2. */
export function StepHeading({
  title,
  step,
  id = FORM_TITLE_ID,
}: {
  title: string;
  step: string;
  id?: string;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <h2 id={id} tabIndex={-1} className="text-lg font-bold text-ink focus:outline-none">
        {title}
      </h2>
      <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
        <span className="sr-only">Step </span>
        {step}
      </span>
    </div>
  );
}

function StepLoading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-16 text-brand-600">
      <Spinner className="size-8" label={label} />
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
