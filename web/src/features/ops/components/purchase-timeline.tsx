import type { PurchaseEvent } from '@powerpay/shared/ops';
import { formatDateTime } from '@powerpay/shared/dates';
import { discoName } from '@powerpay/shared/display';
import { formatKobo } from '@powerpay/shared/money';

const kindLabel: Record<string, string> = {
  created: 'Purchase created',
  state_changed: 'State changed',
  provider_request: 'Request to the vending provider',
  provider_answer: 'Vending provider answered',
  payment_checked: 'Payment provider answered',
  webhook_received: 'Webhook received',
  card_charged: 'Saved card charged',
  card_saved: 'Card saved for the customer',
  message_sent: 'Message sent',
  staff_action: 'Staff action',
};

/** One detail as an operator reads it: `total_kobo: 510000` as `total: NGN 5,100.00`, a DisCo by its name. */
function describeDetail(key: string, value: unknown): string {
  if (key.endsWith('_kobo') && typeof value === 'number')
    return `${key.slice(0, -'_kobo'.length).replace(/_/g, ' ')}: ${formatKobo(value)}`;
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return `${key.replace(/_/g, ' ')}: ${key === 'provider' ? discoName(text) : text}`;
}

function describe(event: PurchaseEvent): string {
  return Object.entries(event.detail)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => describeDetail(key, value))
    .join(' · ');
}

/** Every recorded step of a purchase, oldest first. */
export function PurchaseTimeline({ events }: { events: PurchaseEvent[] }) {
  if (events.length === 0)
    return <p className="text-sm text-gray-500">No events recorded (the purchase predates the timeline).</p>;

  return (
    <ol className="space-y-3 border-l-2 border-brand-100 pl-4" aria-label="Timeline">
      {events.map((event, index) => (
        <li key={`${event.at}-${index}`} className="relative">
          <span aria-hidden className="absolute -left-[1.4rem] top-1.5 size-2.5 rounded-full bg-brand-600" />
          <p className="text-sm font-semibold text-ink">
            {kindLabel[event.kind] ?? event.kind}
            {event.kind === 'state_changed' && typeof event.detail.to === 'string'
              ? ` → ${event.detail.to}`
              : ''}
          </p>
          <p className="break-words text-xs text-gray-600">{describe(event)}</p>
          <p className="text-xs text-gray-400">{formatDateTime(event.at)}</p>
        </li>
      ))}
    </ol>
  );
}
