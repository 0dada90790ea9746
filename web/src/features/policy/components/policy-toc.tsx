import { SectionLink } from '@/components/layouts/section-link';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

import type { PolicySection } from './policy-list';

/** Desktop table of contents; the section in view is highlighted (aria-current). */
export function PolicyToc({
  sections,
  activeId,
}: {
  sections: readonly PolicySection[];
  activeId: string | undefined;
}) {
  return (
    <nav aria-label="Table of contents" className="sticky top-24">
      <p className="px-3 text-xs font-semibold tracking-wider text-gray-600 uppercase">On this page</p>
      <ol className="mt-3 flex flex-col gap-0.5 border-l border-gray-200">
        {sections.map((section, index) => {
          const isActive = section.id === activeId;
          return (
            <li key={section.id}>
              <SectionLink
                to={`${paths.policy}#${section.id}`}
                aria-current={isActive ? 'true' : undefined}
                className={cn(
                  '-ml-px flex gap-2 border-l-2 py-1.5 pr-2 pl-3 text-sm transition-colors',
                  isActive
                    ? 'border-brand-600 font-semibold text-brand-800'
                    : 'border-transparent text-gray-600 hover:border-gray-400 hover:text-ink',
                )}
              >
                <span className="tabular-nums">{index + 1}.</span>
                {section.title}
              </SectionLink>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
