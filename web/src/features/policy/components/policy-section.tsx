import { ChevronDownIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

import { POLICY_PROSE_CLASS, type PolicySection } from './policy-list';

/**
 * One section of the policy, laid out by CSS for the screen it is on, so the prerendered page is
 * already right before its code runs: below 1024 px a collapsible panel (a button in its heading,
 * its text shown while open), from 1024 px a plain numbered heading over its text, always shown.
 */
export function PolicySectionBlock({
  section,
  number,
  isOpen,
  onToggle,
}: {
  section: PolicySection;
  number: number;
  isOpen: boolean;
  onToggle: () => void;
}) {
  const panelId = `${section.id}-panel`;
  return (
    <section
      id={section.id}
      className="scroll-mt-24 focus:outline-none max-lg:rounded-2xl max-lg:border max-lg:border-gray-200 max-lg:bg-white"
    >
      <h2>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex min-h-14 w-full items-center gap-3 px-4 py-3 text-left text-base font-semibold text-ink lg:hidden"
        >
          <span className="text-brand-600 tabular-nums">{number}.</span>
          <span className="flex-1">{section.title}</span>
          <ChevronDownIcon
            className={cn('size-5 shrink-0 text-gray-600 transition-transform', isOpen && 'rotate-180')}
          />
        </button>
        <span className="mb-3 block text-xl font-bold text-ink max-lg:hidden">
          <span className="mr-2 text-brand-600 tabular-nums">{number}.</span>
          {section.title}
        </span>
      </h2>
      <div
        id={panelId}
        role="region"
        aria-label={section.title}
        className={cn(POLICY_PROSE_CLASS, 'max-lg:px-4 max-lg:pb-5', !isOpen && 'max-lg:hidden')}
      >
        {section.body}
      </div>
    </section>
  );
}
