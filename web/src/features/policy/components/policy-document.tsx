import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { useBrowserValue } from '@/hooks/use-browser-value';
import { useIsDesktop } from '@/hooks/use-media-query';

import { useActiveSection } from '../hooks/use-active-section';
import { POLICY_EFFECTIVE_DATE, POLICY_SECTIONS } from './policy-sections';
import { PolicySectionBlock } from './policy-section';
import { PolicyToc } from './policy-toc';

/**
 * The privacy policy: a side table of contents that follows the scroll on desktop, an accordion on
 * mobile. Both are in the page and CSS shows the one for the screen, so the prerendered page (drawn
 * without knowing the screen) is laid out right before the app runs, and nothing moves when it does.
 */
export function PolicyDocument() {
  const isDesktop = useIsDesktop();
  const { hash } = useLocation();
  const ids = useMemo(() => POLICY_SECTIONS.map((section) => section.id), []);
  const activeId = useActiveSection(ids, { isEnabled: isDesktop });
  // The first section starts open, and so does one the address names (`#cookies`), but only once the app
  // runs: the prerendered HTML, which the app adopts as it is, cannot know the address. A tap turns a
  // section the other way from that.
  const isRunning = useBrowserValue(() => true, false);
  const namedId = isRunning ? ids.find((id) => `#${id}` === hash) : undefined;
  const [toggledIds, setToggledIds] = useState<ReadonlySet<string>>(() => new Set());
  const isOpen = (id: string) => (id === ids[0] || id === namedId) !== toggledIds.has(id);
  const toggle = (id: string) =>
    setToggledIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <Link
        to={paths.landing}
        className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
      >
        <ArrowLeftIcon className="size-4" />
        Back
      </Link>

      <header className="mt-4 mb-8 flex max-w-3xl flex-col gap-3 lg:mb-12">
        <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">Legal</p>
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Privacy Policy</h1>
        <p className="text-sm text-gray-600">Effective {POLICY_EFFECTIVE_DATE}</p>
        <p className="text-base leading-relaxed text-gray-700 sm:text-lg">
          Your meter number, phone and payment details are personal. Here is exactly what {company.name}{' '}
          collects, why, who sees it and how long we keep it, in plain language.
        </p>
      </header>

      <div className="lg:grid lg:grid-cols-[17rem_1fr] lg:gap-12">
        <aside className="max-lg:hidden">
          <PolicyToc sections={POLICY_SECTIONS} activeId={activeId} />
        </aside>
        <div className="flex max-w-3xl flex-col gap-3 lg:gap-10">
          {POLICY_SECTIONS.map((section, index) => (
            <PolicySectionBlock
              key={section.id}
              section={section}
              number={index + 1}
              isOpen={isOpen(section.id)}
              onToggle={() => toggle(section.id)}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
