import type { PurchaseStatus, Transaction } from '@powerpay/shared';
import { formatNaira } from '@powerpay/shared/money';
import { discoName } from '@powerpay/shared/receipt';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

import { Button, buttonClasses } from '@/components/ui/button';
import { AlertTriangleIcon, CheckIcon, CloseIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

import { getPurchase } from '../api/get-purchase';
import { purchaseKeys } from '../api/query-keys';
import { forgetPendingCheckout, type PendingCheckout } from '../utils/pending-checkout';
import { toFormText, type PurchaseFormText } from '../utils/purchase-order';
import { CompletePaymentButton } from './outcome-actions';

/** How often a waiting order is read again, so a payment made meanwhile shows (about two minutes). */
const POLL_INTERVAL_MS = 5000;
const MAX_POLLS = 24;
/** States in which nothing was paid and nothing can be: the notice goes away. */
const CLOSED_STATES: ReadonlySet<PurchaseStatus> = new Set(['payment_failed', 'abandoned']);

const TITLE_ID = 'pending-order-title';

/**
 * The order this tab last sent to a payment page, shown above the New Purchase step when the customer
 * comes Back from that page (decision 030): still waiting, with Complete payment and Change details; or
 * paid meanwhile, with the way to its token. A closed order, or one this browser may no longer read,
 * is forgotten and shows nothing.
 */
export function PendingOrderNotice({
  pending,
  onChangeDetails,
  onDismiss,
}: {
  pending: PendingCheckout;
  /** The order's meter and amount, to edit in the form. */
  onChangeDetails: (values: PurchaseFormText) => void;
  onDismiss: () => void;
}) {
  const lookup = { ref: pending.ref, receiptKey: pending.receiptKey };
  const order = useQuery({
    queryKey: [...purchaseKeys.detail(lookup), 'pending-order'],
    // Silent: an order this browser can no longer read is simply not shown.
    queryFn: () => getPurchase(lookup, { silent: true }),
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.status === 'awaiting_payment' && query.state.dataUpdateCount < MAX_POLLS
        ? POLL_INTERVAL_MS
        : false,
  });
  const transaction = order.data;
  const isShown = transaction !== undefined;
  const sectionRef = useRef<HTMLElement>(null);
  // Back from the payment page, the browser restores the scroll of the summary, below the notice.
  useEffect(() => {
    if (!isShown) return;
    sectionRef.current?.scrollIntoView({ block: 'start' });
    document.getElementById(TITLE_ID)?.focus({ preventScroll: true });
  }, [isShown]);
  const isClosed =
    order.isError ||
    (transaction !== undefined && (CLOSED_STATES.has(transaction.status) || isLapsed(transaction)));

  useEffect(() => {
    if (isClosed) {
      forgetPendingCheckout();
      onDismiss();
    }
  }, [isClosed, onDismiss]);

  if (!transaction || isClosed) return null;

  const dismiss = () => {
    forgetPendingCheckout();
    onDismiss();
  };
  const isWaiting = transaction.status === 'awaiting_payment';
  const title = isWaiting
    ? 'Your order is waiting for payment'
    : transaction.token
      ? 'Your token is ready'
      : 'We received your payment';

  return (
    <section
      ref={sectionRef}
      aria-labelledby={TITLE_ID}
      className={cn(
        'flex scroll-mt-24 flex-col gap-4 rounded-2xl border p-3 sm:p-4',
        isWaiting ? 'border-amber-200 bg-amber-50' : 'border-brand-200 bg-brand-50',
      )}
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'grid size-8 shrink-0 place-items-center rounded-full',
            isWaiting ? 'bg-amber-100 text-amber-700' : 'bg-brand-100 text-brand-700',
          )}
        >
          {isWaiting ? <AlertTriangleIcon className="size-4" /> : <CheckIcon className="size-4" />}
        </span>
        <h2
          id={TITLE_ID}
          tabIndex={-1}
          className={cn(
            'min-w-0 flex-1 font-semibold focus:outline-none',
            isWaiting ? 'text-amber-900' : 'text-brand-800',
          )}
        >
          {title}
        </h2>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss"
          className="-m-1 grid size-11 shrink-0 place-items-center rounded-lg text-gray-500 hover:bg-black/5 hover:text-gray-700 sm:size-9"
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
      <div className="-mt-1 flex flex-col gap-1">
        <p className={cn('text-sm', isWaiting ? 'text-amber-900' : 'text-brand-800')}>
          <strong className="font-semibold">{formatNaira(transaction.total)}</strong> for meter{' '}
          <span className="whitespace-nowrap">{transaction.meter_no}</span>, {discoName(transaction.provider)}
          . {isWaiting ? 'We have not received a payment for it yet.' : null}
        </p>
        <p className="text-xs text-gray-600">
          Reference <span className="whitespace-nowrap font-medium">{transaction.ref}</span>
        </p>
      </div>
      {isWaiting ? (
        <div className="flex flex-col gap-3 sm:flex-row">
          <div className="sm:flex-1">
            <CompletePaymentButton transaction={transaction} receiptKey={pending.receiptKey} />
          </div>
          <Button
            variant="outline"
            size="lg"
            className="sm:flex-1"
            onClick={() => {
              forgetPendingCheckout();
              onChangeDetails(toFormText(transaction));
            }}
          >
            Change details
          </Button>
        </div>
      ) : (
        <Link
          to={receiptPath(pending)}
          onClick={forgetPendingCheckout}
          className={buttonClasses({ size: 'lg', isFullWidth: true })}
        >
          {transaction.token ? 'View token' : 'View purchase'}
        </Link>
      )}
    </section>
  );
}

/** An unpaid order whose payment page has closed: nothing to complete any more. */
function isLapsed(transaction: Transaction): boolean {
  return transaction.status === 'awaiting_payment' && transaction.can_complete_payment === false;
}

/** Where the order's token shows: a guest's receipt link, or the purchase in a signed-in customer's history. */
function receiptPath({ ref, receiptKey }: PendingCheckout): string {
  const encodedRef = encodeURIComponent(ref);
  return receiptKey
    ? `/receipt/${encodedRef}?key=${encodeURIComponent(receiptKey)}`
    : `${paths.buyElectricity}?ref=${encodedRef}`;
}
