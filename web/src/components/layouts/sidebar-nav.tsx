import { useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';

import { ChevronDownIcon, SunIcon } from '@/components/ui/icons';
import { UserCircleIcon } from '@/components/ui/app-icons';
import { Logo, LogoMark } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

import { accountNavItems, accountPaths, mainNavItems, type NavItem } from './nav-items';

/**
 * Sidebar content, shared by the desktop sidebar and the mobile drawer. `isCollapsed` turns it into
 * an icon rail (desktop only). `onNavigate` lets the drawer close after a link is followed.
 */
export function SidebarNav({
  isCollapsed = false,
  onNavigate,
}: {
  isCollapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const isInAccount = accountPaths.includes(pathname);
  const [isAccountOpen, setIsAccountOpen] = useState(true);
  const groupId = useId();

  return (
    <div className="flex h-full flex-col">
      <div className={cn('flex h-16 shrink-0 items-center', isCollapsed ? 'justify-center px-2' : 'px-6')}>
        <Link to={paths.landing} onClick={onNavigate} aria-label="PowerPay home" className="rounded-lg">
          {isCollapsed ? <LogoMark className="size-10" /> : <Logo />}
        </Link>
      </div>

      <nav aria-label="Main" className={cn('flex-1 overflow-y-auto py-4', isCollapsed ? 'px-3' : 'px-4')}>
        <ul className="flex flex-col gap-1">
          {mainNavItems.map((item) => (
            <li key={item.to}>
              <SidebarLink item={item} isCollapsed={isCollapsed} onNavigate={onNavigate} />
            </li>
          ))}

          <li className="mt-4">
            {isCollapsed ? (
              <div className="mx-auto mb-2 h-px w-8 bg-gray-200" />
            ) : (
              <button
                type="button"
                aria-expanded={isAccountOpen}
                aria-controls={groupId}
                onClick={() => setIsAccountOpen((open) => !open)}
                className={cn(
                  'flex h-11 w-full items-center gap-3 rounded-xl px-3 text-sm font-semibold transition-colors hover:bg-gray-100',
                  isInAccount ? 'text-brand-800' : 'text-gray-700',
                )}
              >
                <UserCircleIcon className="size-5" />
                <span className="flex-1 text-left">My Account</span>
                <ChevronDownIcon
                  className={cn('size-4 transition-transform', isAccountOpen ? 'rotate-180' : '')}
                />
              </button>
            )}
            <ul
              id={groupId}
              hidden={!isCollapsed && !isAccountOpen}
              className={cn('flex flex-col gap-1', !isCollapsed && 'mt-1 ml-5 border-l border-gray-200 pl-3')}
            >
              {accountNavItems.map((item) => (
                <li key={item.to}>
                  <SidebarLink item={item} isCollapsed={isCollapsed} onNavigate={onNavigate} isNested />
                </li>
              ))}
            </ul>
          </li>
        </ul>
      </nav>

      {isCollapsed ? null : <SolarAuditCard onNavigate={onNavigate} />}
    </div>
  );
}

function SidebarLink({
  item,
  isCollapsed,
  isNested = false,
  onNavigate,
}: {
  item: NavItem;
  isCollapsed: boolean;
  isNested?: boolean;
  onNavigate?: () => void;
}) {
  const Icon = item.icon;

  return (
    <NavLink
      to={item.to}
      onClick={onNavigate}
      title={isCollapsed ? item.label : undefined}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-3 rounded-xl text-sm font-medium transition-colors',
          isCollapsed ? 'size-12 justify-center' : isNested ? 'h-10 px-3' : 'h-11 px-3',
          isActive ? 'bg-brand-600 text-white shadow-sm' : 'text-gray-700 hover:bg-gray-100 hover:text-ink',
        )
      }
    >
      <Icon className={isNested && !isCollapsed ? 'size-4' : 'size-5'} />
      <span className={isCollapsed ? 'sr-only' : undefined}>{item.label}</span>
    </NavLink>
  );
}

function SolarAuditCard({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="m-4 rounded-2xl bg-brand-800 p-5 text-white">
      <div className="mb-3 flex size-10 items-center justify-center rounded-xl bg-white/10 text-accent-300">
        <SunIcon />
      </div>
      <p className="text-sm font-semibold">Thinking of going solar?</p>
      <p className="mt-1 text-xs leading-relaxed text-brand-100">
        Answer the energy audit for an instant solar estimate; our engineer then follows up.
      </p>
      <Link
        to={paths.energyAudit}
        onClick={onNavigate}
        className="mt-4 inline-flex h-11 items-center rounded-lg bg-accent-400 px-3 text-xs font-semibold text-ink hover:bg-accent-300 sm:h-9"
      >
        Take the energy audit
      </Link>
    </div>
  );
}
