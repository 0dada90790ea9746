import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';

import { ChevronDownIcon } from '@/components/ui/icons';
import { LogOutIcon, UserCircleIcon } from '@/components/ui/app-icons';
import { paths } from '@/config/paths';
import { useLogout } from '@/lib/auth';
import type { SessionUser } from '@/lib/session';

/** Initials for the avatar, e.g. "AO" for Adaeze Okafor. */
export function getInitials(user: Pick<SessionUser, 'first_name' | 'last_name' | 'email'>): string {
  const initials = `${user.first_name.trim().charAt(0)}${user.last_name.trim().charAt(0)}`.toUpperCase();
  return initials || user.email.charAt(0).toUpperCase();
}

/** Top-bar account button: the user's phone number, and a menu with My Account and Log Out. */
export function UserMenu({ user }: { user: SessionUser }) {
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const logout = useLogout();

  useEffect(() => {
    if (!isOpen) return;

    containerRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [isOpen]);

  const closeAndRefocus = () => {
    setIsOpen(false);
    triggerRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(containerRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const currentIndex = items.indexOf(document.activeElement as HTMLElement);

    if (event.key === 'Escape') {
      event.preventDefault();
      closeAndRefocus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(currentIndex + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setIsOpen(false);
    }
  };

  return (
    <div ref={containerRef} className="relative" onKeyDown={isOpen ? onMenuKeyDown : undefined}>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        aria-label={`Account menu for ${user.phone}`}
        onClick={() => setIsOpen((open) => !open)}
        className="flex h-10 items-center gap-1.5 rounded-full border border-gray-200 bg-white pr-2.5 pl-3 text-sm hover:bg-gray-50 sm:gap-2.5 sm:pr-3 sm:pl-1"
      >
        {/* On a phone the top bar keeps its width for the page name: the phone number alone identifies the account. */}
        <span
          aria-hidden="true"
          className="hidden size-8 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800 sm:flex"
        >
          {getInitials(user)}
        </span>
        <span className="font-medium text-gray-800 tabular-nums">{user.phone}</span>
        <ChevronDownIcon className="size-4 text-gray-500" />
      </button>

      {isOpen ? (
        <div
          id={menuId}
          role="menu"
          aria-label="Account"
          className="absolute right-0 z-40 mt-2 w-64 animate-fade-in overflow-hidden rounded-2xl border border-gray-200 bg-white p-1.5 shadow-xl"
        >
          <div className="border-b border-gray-100 px-3 pt-2 pb-3" role="none">
            <p className="text-sm font-semibold break-words text-ink">
              {`${user.first_name} ${user.last_name}`.trim()}
            </p>
            <p className="text-xs break-words text-gray-600">{user.email}</p>
          </div>
          <Link
            to={paths.myAccount}
            role="menuitem"
            tabIndex={-1}
            onClick={() => setIsOpen(false)}
            className="mt-1 flex h-10 items-center gap-2.5 rounded-xl px-3 text-sm text-gray-800 hover:bg-gray-100 focus:bg-gray-100 focus:outline-none"
          >
            <UserCircleIcon className="size-4" />
            My Account
          </Link>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={() => {
              setIsOpen(false);
              void logout();
            }}
            className="flex h-10 w-full items-center gap-2.5 rounded-xl px-3 text-sm font-medium text-red-700 hover:bg-red-50 focus:bg-red-50 focus:outline-none"
          >
            <LogOutIcon className="size-4" />
            Log Out
          </button>
        </div>
      ) : null}
    </div>
  );
}
