import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';

import { MenuIcon } from '@/components/ui/icons';
import { LogoMark } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { useSidebar } from '@/lib/sidebar';

// Only a signed-in visitor needs the account menu: a guest's first page load stays without it.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

/** Menu toggle, page name and, when signed in, the phone number with the account menu. */
export function TopBar({ signedOutActions }: { signedOutActions?: ReactNode }) {
  const pageTitle = usePageTitle();
  const { user } = useSession();
  const { isOpen, toggle } = useSidebar();

  return (
    <header className="sticky top-0 z-30 border-b border-gray-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="flex h-16 items-center gap-2 px-4 sm:gap-3 sm:px-6 lg:px-10">
        <button
          type="button"
          onClick={toggle}
          aria-label={isOpen ? 'Close navigation menu' : 'Open navigation menu'}
          aria-expanded={isOpen}
          className="-ml-2 flex size-11 items-center justify-center rounded-xl text-gray-700 hover:bg-gray-100 sm:size-10"
        >
          <MenuIcon />
        </button>
        <Link
          to={paths.landing}
          aria-label="PowerPay home"
          className={cn('rounded-lg lg:hidden', user && 'max-sm:hidden')}
        >
          <LogoMark className="size-8" />
        </Link>
        {/* Two lines rather than an ellipsis: on a 360 px phone beside the phone number, a name such as
            "Your Solar Energy Report" does not fit on one. */}
        <p className="line-clamp-2 min-w-0 flex-1 text-base leading-5 font-semibold break-words text-ink sm:text-lg sm:leading-6">
          {pageTitle}
        </p>
        {user ? (
          <Suspense
            fallback={
              <span className="h-10 px-3 text-sm leading-10 font-medium text-gray-800 tabular-nums">
                {user.phone}
              </span>
            }
          >
            <UserMenu user={user} />
          </Suspense>
        ) : (
          signedOutActions
        )}
      </div>
    </header>
  );
}
