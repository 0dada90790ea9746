import type { Transaction } from '@powerpay/shared';
import { useEffect } from 'react';
import { Link } from 'react-router';

import { Button, buttonClasses } from '@/components/ui/button';
import { AlertTriangleIcon, BoltIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/toast';

import { usePurchase } from '../api/get-purchase';
import { forgetPendingCheckoutOf } from '../utils/pending-checkout';
import { describeStatus, isUnpaidFailure } from '../utils/token-state';
import { CompletePaymentButton, RetryActions, reportProblemPath } from './outcome-actions';
import { TransactionReceipt } from './transaction-receipt';

const HEADLINES = {
  success: {
    title: 'Your meter token is ready',
    description: 'Enter the token on your meter keypad. We have also sent it to you by SMS.',
  },
  pending: {
    title: 'Your purchase is being processed',
    description: 'This page updates by itself as soon as your token is issued.',
  },
  failed: {
    title: 'This purchase did not go through',
    description: 'See the details below for what happened and what to do next.',
  },
} as const;

/**
 * The guest receipt page after checkout (`/receipt/<ref>?key=<receipt key>`): the status, the token
 * in groups of four with a copy button, units and amounts; while pending, Refresh requeries.
 */
export function GuestReceipt({ reference, receiptKey }: { reference: string; receiptKey: string | null }) {
  // Without its key a receipt cannot be read: do not even ask.
  const purchase = usePurchase({ ref: reference, receiptKey, isEnabled: Boolean(receiptKey) });
  const isShown = Boolean(purchase.data);
  useEffect(() => {
    if (isShown) forgetPendingCheckoutOf(reference);
  }, [isShown, reference]);

  if (!receiptKey || purchase.isError) {
    return (
      <ReceiptFrame
        tone="failed"
        title="We could not find this receipt"
        description="Check that you opened the full link from your checkout or SMS."
      >
        <Link to={paths.findToken} className={buttonClasses({ size: 'lg', isFullWidth: true })}>
          Find my token
        </Link>
        <Link
          to={paths.buyElectricity}
          className={buttonClasses({ variant: 'outline', size: 'lg', isFullWidth: true })}
        >
          Buy Electricity
        </Link>
      </ReceiptFrame>
    );
  }

  if (!purchase.data) {
    return (
      <div className="flex justify-center py-24 text-brand-600">
        <Spinner className="size-8" label="Loading your receipt" />
      </div>
    );
  }

  const tone = describeStatus(purchase.data).tone;
  return (
    <ReceiptFrame tone={tone} {...HEADLINES[tone]}>
      <TransactionReceipt transaction={purchase.data} receiptKey={receiptKey} />
      <ReceiptActions transaction={purchase.data} receiptKey={receiptKey} />
    </ReceiptFrame>
  );
}

function ReceiptActions({ transaction, receiptKey }: { transaction: Transaction; receiptKey: string }) {
  if (isUnpaidFailure(transaction)) return <RetryActions transaction={transaction} isGuest />;
  if (transaction.can_complete_payment)
    return <CompletePaymentButton transaction={transaction} receiptKey={receiptKey} />;
  if (describeStatus(transaction).tone === 'failed') {
    return (
      <Link
        to={reportProblemPath(transaction.ref)}
        className={buttonClasses({ variant: 'outline', size: 'lg', isFullWidth: true })}
      >
        Report a problem
      </Link>
    );
  }
  return <KeepReceiptActions transaction={transaction} />;
}

function KeepReceiptActions({ transaction }: { transaction: Transaction }) {
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      notify.success('Receipt link copied');
    } catch {
      notify.error('Could not copy the link. Please copy it from the address bar.');
    }
  };

  return (
    <div className="flex flex-col gap-3 border-t border-gray-100 pt-5">
      <Link to={paths.buyElectricity} className={buttonClasses({ size: 'lg', isFullWidth: true })}>
        Buy More Electricity
      </Link>
      <Button variant="outline" size="lg" isFullWidth onClick={() => void copyLink()}>
        Copy receipt link
      </Button>
      <p className="text-center text-xs text-gray-600">
        Keep this link to see this receipt and its token again. Reference {transaction.ref}.
      </p>
    </div>
  );
}

function ReceiptFrame({
  tone,
  title,
  description,
  children,
}: {
  tone: 'success' | 'pending' | 'failed';
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-xl px-3 py-6 sm:px-4 sm:py-12">
      <div className="rounded-3xl border border-gray-200/80 bg-white p-4 shadow-card sm:p-8">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <span
            className={cn(
              'flex size-14 items-center justify-center rounded-2xl',
              tone === 'failed'
                ? 'bg-red-50 text-red-700'
                : tone === 'pending'
                  ? 'bg-accent-50 text-accent-700'
                  : 'bg-brand-50 text-brand-700',
            )}
          >
            {tone === 'failed' ? <AlertTriangleIcon className="size-7" /> : <BoltIcon className="size-7" />}
          </span>
          <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
          <p className="max-w-sm text-sm text-gray-600">{description}</p>
        </div>
        <div className="flex flex-col gap-5">{children}</div>
      </div>
    </div>
  );
}
