import { formatNaira } from '@powerpay/shared/money';
import { describeUnitsEstimate, estimateUnits } from '@powerpay/shared/units-estimate';
import { useEffect, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { ArrowLeftIcon } from '@/components/ui/icons';

import { findProvider, useProviders } from '../api/get-providers';
import { FEE_NAIRA, totalWithFee, type PurchaseOrder } from '../utils/purchase-order';
import { OrderCard } from './order-card';

/** New Purchase, step 2/2: what will be bought and paid, with Proceed to Pay and Cancel. */
export function PurchaseSummary({
  order,
  isPaying,
  onBack,
  onProceedToPay,
  onCancel,
}: {
  order: PurchaseOrder;
  isPaying: boolean;
  onBack: () => void;
  onProceedToPay: () => void;
  onCancel: () => void;
}) {
  const providers = useProviders();
  const provider = findProvider(providers, order.provider);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The summary only ever follows Continue: the focus moves to it, so a keyboard or a screen reader
  // starts at its title rather than at the top of the page.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section aria-labelledby="purchase-summary-title" className="flex flex-col gap-5">
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={onBack}
          aria-label="Back to the purchase form"
          className="flex size-11 shrink-0 items-center justify-center rounded-full border border-gray-200 bg-white text-gray-700 hover:bg-gray-50 sm:size-9"
        >
          <ArrowLeftIcon className="size-4" />
        </button>
        <h2
          ref={headingRef}
          id="purchase-summary-title"
          tabIndex={-1}
          className="flex-1 text-lg font-bold text-ink focus:outline-none"
        >
          Summary
        </h2>
        <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
          <span className="sr-only">Step </span>
          2/2
        </span>
      </div>

      <OrderCard
        provider={provider}
        order={order}
        isNameVerified
        rows={[
          { label: 'Amount', value: formatNaira(order.amount) },
          { label: 'Fee', value: formatNaira(FEE_NAIRA) },
          { label: 'Total', value: formatNaira(totalWithFee(order.amount)), isEmphasised: true },
          { label: 'Estimated units', value: describeUnitsEstimate(estimateUnits(order.amount)) },
        ]}
      />
      <p className="-mt-2 text-xs text-gray-600">
        Estimate only, at the NERC tariff of the band shown: your DisCo deducts VAT and any debt on the meter,
        and its units replace this on your receipt.
      </p>

      <div className="flex flex-col gap-3">
        <Button size="lg" isFullWidth onClick={onProceedToPay} busy={isPaying}>
          Proceed to Pay
        </Button>
        <Button variant="ghost" isFullWidth onClick={onCancel} disabled={isPaying}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
