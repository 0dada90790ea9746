import { useState } from 'react';

import { ChevronDownIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

import { POLICY_PROSE_CLASS, type PolicySection } from './policy-list';

/** Mobile layout: one collapsible panel per section; the first (or the one in the address) starts open. */
export function PolicyAccordion({
  sections,
  initialOpenId,
}: {
  sections: readonly PolicySection[];
  initialOpenId?: string;
}) {
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(
    () => new Set([initialOpenId ?? sections[0]?.id ?? '']),
  );

  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="flex flex-col gap-3">
      {sections.map((section, index) => {
        const isOpen = openIds.has(section.id);
        const panelId = `${section.id}-panel`;
        return (
          <section key={section.id} id={section.id} className="rounded-2xl border border-gray-200 bg-white">
            <h2>
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(section.id)}
                className="flex min-h-14 w-full items-center gap-3 px-4 py-3 text-left text-base font-semibold text-ink"
              >
                <span className="text-brand-600 tabular-nums">{index + 1}.</span>
                <span className="flex-1">{section.title}</span>
                <ChevronDownIcon
                  className={cn('size-5 shrink-0 text-gray-600 transition-transform', isOpen && 'rotate-180')}
                />
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-label={section.title}
              hidden={!isOpen}
              className={cn(POLICY_PROSE_CLASS, 'px-4 pb-5')}
            >
              {section.body}
            </div>
          </section>
        );
      })}
    </div>
  );
}
