import type { Provider } from '@powerpay/shared';
import { discoRegion } from '@powerpay/shared/display';

import { cn } from '@/lib/cn';

/** The DisCo's mark (a data: URI SVG from the API), or its initials while the list is unavailable. */
export function ProviderLogo({ provider, className }: { provider: Provider; className?: string }) {
  if (provider.image) {
    return (
      <img
        src={provider.image}
        alt=""
        width={40}
        height={40}
        className={cn('size-10 shrink-0 rounded-xl', className)}
      />
    );
  }

  const initials = provider.serviceID.slice(0, 2).toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-sm font-bold text-brand-800',
        className,
      )}
    >
      {initials}
    </span>
  );
}

/** Logo, name and area of a DisCo, as the summary, details and receipt show it (never its raw id). */
export function ProviderBadge({ provider }: { provider: Provider }) {
  const region = discoRegion(provider.serviceID);
  return (
    <span className="flex min-w-0 items-center gap-3">
      <ProviderLogo provider={provider} />
      <span className="min-w-0">
        <span className="block truncate font-semibold text-ink">{provider.name}</span>
        {region ? <span className="block truncate text-xs text-gray-600">{region}</span> : null}
      </span>
    </span>
  );
}
