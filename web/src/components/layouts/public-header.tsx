import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { BoltIcon, CloseIcon, MenuIcon, SunIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { landingSections, paths } from '@/config/paths';

import { SectionLink } from './section-link';

/** The landing page's anchors (docs/product.md §2: home, about, what we offer, why choose us). */
const SECTION_LINKS = [
  { label: 'Home', to: landingSections.home },
  { label: 'About', to: landingSections.about },
  { label: 'What We Offer', to: landingSections.whatWeOffer },
  { label: 'Why Choose Us', to: landingSections.whyChooseUs },
] as const;

/** Top navigation of the public pages: section anchors, Sign In, Buy Solar and Buy Electricity; a compact menu on small screens. */
export function PublicHeader() {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  useCloseOnEscapeOrOutsideClick({ isOpen: isMenuOpen, containerRef: headerRef, onClose: closeMenu });

  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-40 border-b border-gray-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link to={paths.landing} aria-label="PowerPay home" className="rounded-lg">
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {SECTION_LINKS.map((link) => (
              <li key={link.to}>
                <SectionLink
                  to={link.to}
                  className="rounded-lg px-3 py-2 text-sm font-medium text-gray-700 hover:bg-brand-50 hover:text-brand-800"
                >
                  {link.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden items-center gap-2 lg:flex">
          <Link
            to={paths.login}
            className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            Sign In
          </Link>
          <Link to={paths.buySolarApp} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            <SunIcon className="size-4" />
            Buy Solar
          </Link>
          <Link to={paths.buyEnergyApp} className={buttonClasses({ size: 'sm' })}>
            <BoltIcon className="size-4" />
            Buy Electricity
          </Link>
        </div>

        <Link
          to={paths.login}
          className="ml-auto inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 lg:hidden"
        >
          Sign In
        </Link>
        <button
          type="button"
          onClick={() => setMenuOpen((open) => !open)}
          aria-expanded={isMenuOpen}
          aria-controls={menuId}
          aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
          className="-mr-2 flex size-11 items-center justify-center rounded-xl text-gray-800 hover:bg-gray-100 lg:hidden"
        >
          {isMenuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>

      <div
        id={menuId}
        hidden={!isMenuOpen}
        className="absolute inset-x-0 top-full border-b border-gray-200 bg-white shadow-card animate-fade-in lg:hidden"
      >
        <nav aria-label="Mobile" className="mx-auto max-w-6xl px-4 pt-2 pb-4 sm:px-6">
          <ul className="flex flex-col">
            {SECTION_LINKS.map((link) => (
              <li key={link.to}>
                <SectionLink
                  to={link.to}
                  onNavigate={closeMenu}
                  className="flex h-12 items-center rounded-xl px-3 text-base font-medium text-gray-800 hover:bg-brand-50"
                >
                  {link.label}
                </SectionLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 grid grid-cols-2 gap-3">
            <Link
              to={paths.buySolarApp}
              onClick={closeMenu}
              className={buttonClasses({ variant: 'outline', className: 'px-3! whitespace-nowrap' })}
            >
              <SunIcon className="size-4" />
              Buy Solar
            </Link>
            <Link
              to={paths.buyEnergyApp}
              onClick={closeMenu}
              className={buttonClasses({ className: 'px-3! whitespace-nowrap' })}
            >
              <BoltIcon className="size-4" />
              Buy Electricity
            </Link>
          </div>
        </nav>
      </div>
    </header>
  );
}

function useCloseOnEscapeOrOutsideClick({
  isOpen,
  containerRef,
  onClose,
}: {
  isOpen: boolean;
  containerRef: React.RefObject<HTMLElement | null>;
  onClose: () => void;
}): void {
  useEffect(() => {
    if (!isOpen) return;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen, containerRef, onClose]);
}
