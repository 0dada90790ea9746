import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

/** Eyebrow, title and lead text at the top of a landing-page section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = 'left',
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  align?: 'left' | 'center';
}) {
  return (
    <div
      className={cn(
        'flex max-w-2xl flex-col gap-3',
        align === 'center' && 'mx-auto items-center text-center',
      )}
    >
      <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">{eyebrow}</p>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {title}
      </h2>
      {children ? <div className="text-base leading-relaxed text-gray-600 sm:text-lg">{children}</div> : null}
    </div>
  );
}
