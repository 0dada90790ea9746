import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { useIsDesktop } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';

import { useActiveSection } from '../hooks/use-active-section';
import { PolicyAccordion } from './policy-accordion';
import { POLICY_PROSE_CLASS } from './policy-list';
import { POLICY_EFFECTIVE_DATE, POLICY_SECTIONS } from './policy-sections';
import { PolicyToc } from './policy-toc';

/** The privacy policy: a side table of contents that follows the scroll on desktop, an accordion on mobile. */
export function PolicyDocument() {
  const isDesktop = useIsDesktop();
  const { hash } = useLocation();
  const ids = useMemo(() => POLICY_SECTIONS.map((section) => section.id), []);
  const activeId = useActiveSection(ids, { isEnabled: isDesktop });

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

      {isDesktop ? (
        <div className="grid grid-cols-[17rem_1fr] gap-12">
          <aside>
            <PolicyToc sections={POLICY_SECTIONS} activeId={activeId} />
          </aside>
          <div className="flex max-w-3xl flex-col gap-10">
            {POLICY_SECTIONS.map((section, index) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className="scroll-mt-24 focus:outline-none"
              >
                <h2 id={`${section.id}-title`} className="mb-3 text-xl font-bold text-ink">
                  <span className="mr-2 text-brand-600 tabular-nums">{index + 1}.</span>
                  {section.title}
                </h2>
                <div className={cn(POLICY_PROSE_CLASS)}>{section.body}</div>
              </section>
            ))}
          </div>
        </div>
      ) : (
        <PolicyAccordion sections={POLICY_SECTIONS} initialOpenId={ids.find((id) => `#${id}` === hash)} />
      )}
    </div>
  );
}
