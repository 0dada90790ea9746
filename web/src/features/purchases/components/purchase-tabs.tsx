import { useId, type ReactNode } from 'react';

import { cn } from '@/lib/cn';

export type PurchaseTab = 'new' | 'history';

const TABS: { value: PurchaseTab; label: string }[] = [
  { value: 'new', label: 'New Purchase' },
  { value: 'history', label: 'Transaction History' },
];

/** The two tabs of Buy Electricity: New Purchase and Transaction History. */
export function PurchaseTabs({
  tab,
  onTabChange,
  children,
}: {
  tab: PurchaseTab;
  onTabChange: (tab: PurchaseTab) => void;
  children: ReactNode;
}) {
  const id = useId();
  const tabId = (value: PurchaseTab) => `${id}-tab-${value}`;
  const panelId = `${id}-panel`;

  const moveWithArrows = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = tab === 'new' ? 'history' : 'new';
    onTabChange(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <div className="flex flex-col gap-6">
      <div
        role="tablist"
        aria-label="Buy Electricity"
        onKeyDown={moveWithArrows}
        className="grid grid-cols-[1fr_1.35fr] gap-1 rounded-2xl bg-gray-100 p-1 sm:inline-grid sm:grid-cols-2 sm:self-start"
      >
        {TABS.map(({ value, label }) => (
          <button
            key={value}
            id={tabId(value)}
            type="button"
            role="tab"
            aria-selected={tab === value}
            aria-controls={panelId}
            tabIndex={tab === value ? 0 : -1}
            onClick={() => onTabChange(value)}
            className={cn(
              // On a 360 px phone the longer label gets the wider half, so neither overflows its tab.
              'h-11 rounded-xl px-1.5 text-[13px] font-semibold whitespace-nowrap transition-colors sm:px-6 sm:text-sm',
              tab === value ? 'bg-white text-brand-700 shadow-sm' : 'text-gray-600 hover:text-ink',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(tab)}>
        {children}
      </div>
    </div>
  );
}
