import type { CardNotCharged } from '@powerpay/shared';
import { cardNotChargedNotice } from '@powerpay/shared/messages';

import { AlertTriangleIcon } from '@/components/ui/icons';

/**
 * Purchase Again's word when the saved card was not charged (decision 060): which card, declined or
 * not, that nothing was taken, and that the payment page of a new order for the same meter and amount
 * is the way to pay. An alert, so a screen reader says it as it appears.
 */
export function CardNotChargedNotice({ card }: { card: CardNotCharged }) {
  const { title, text } = cardNotChargedNotice(card);
  return (
    <div role="alert" className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-3 sm:p-4">
      <span
        aria-hidden="true"
        className="grid size-8 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-700"
      >
        <AlertTriangleIcon className="size-4" />
      </span>
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        <p className="font-semibold text-amber-900">{title}</p>
        <p className="text-amber-900">{text}</p>
      </div>
    </div>
  );
}
