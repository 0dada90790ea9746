import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

import { cn } from '@/lib/cn';

/**
 * A link to a section of a page (`/landing-page#about`). From another page it navigates there;
 * on the page itself it glides to the section, keeps the hash in the address bar and moves focus
 * to the section so keyboard and screen-reader users continue from there.
 */
export function SectionLink({
  to,
  className,
  onNavigate,
  children,
  ...anchorProps
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> & {
  to: string;
  className?: string;
  onNavigate?: () => void;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const [targetPath = '', hash = ''] = to.split('#');

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (pathname !== targetPath || !hash) return;

    const section = document.getElementById(hash);
    if (!section) return;

    event.preventDefault();
    scrollToSection(section);
    window.history.replaceState(window.history.state, '', `#${hash}`);
  };

  return (
    <Link to={to} onClick={handleClick} className={cn(className)} {...anchorProps}>
      {children}
    </Link>
  );
}

/** Scrolls a section into view (smoothly unless the visitor prefers reduced motion) and focuses it. */
export function scrollToSection(section: HTMLElement): void {
  const prefersReducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  section.scrollIntoView({ behavior: prefersReducedMotion ? 'auto' : 'smooth', block: 'start' });
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });
}
