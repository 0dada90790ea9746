import { NavLink, useLocation } from 'react-router';

import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

import { accountPaths, bottomNavItems } from './nav-items';

/** Small screens: Buy Electricity, Buy Solar, My Account, fixed to the bottom edge. */
export function BottomNav() {
  const { pathname } = useLocation();

  return (
    <nav
      aria-label="Bottom navigation"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(15_31_26/0.06)] lg:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-md grid-cols-3">
        {bottomNavItems.map((item) => {
          const Icon = item.icon;
          const isAccountItem = item.to === paths.myAccount;

          return (
            <li key={item.to}>
              <NavLink
                to={item.to}
                className={({ isActive }) => {
                  const isCurrent = isActive || (isAccountItem && accountPaths.includes(pathname));
                  return cn(
                    'flex h-full flex-col items-center justify-center gap-1 text-xs font-medium transition-colors',
                    isCurrent ? 'text-brand-700' : 'text-gray-600 hover:text-ink',
                  );
                }}
              >
                {({ isActive }) => {
                  const isCurrent = isActive || (isAccountItem && accountPaths.includes(pathname));
                  return (
                    <>
                      <span
                        className={cn(
                          'flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                          isCurrent && 'bg-brand-100',
                        )}
                      >
                        <Icon className="size-5" />
                      </span>
                      {item.label}
                    </>
                  );
                }}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
