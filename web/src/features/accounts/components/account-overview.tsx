import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { accountNavItems } from '@/components/layouts/nav-items';
import { Card } from '@/components/ui/card';
import { ChevronRightIcon, LogOutIcon } from '@/components/ui/app-icons';
import { paths } from '@/config/paths';
import { useLogout } from '@/lib/auth';
import type { SessionUser } from '@/lib/session';

import { AccountIdentity } from './account-identity';
import { EmailAddressCard } from './email-address-card';
import { MyDataCard } from './my-data-card';

const linkDescriptions: Record<string, string> = {
  [paths.myProfile]: 'Your name and phone number',
  [paths.beneficiary]: 'Meters you buy for often',
  [paths.notifications]: 'Purchase reminders',
  [paths.updatePassword]: 'Change your password',
};

/**
 * My Account: initials, full name, e-mail and the account links. The mobile version (below the
 * desktop breakpoint) also has Log Out, since there is no sidebar there.
 */
export function AccountOverview({
  user,
  savedCards,
}: {
  user: SessionUser;
  /** The route's "Saved cards" (a purchases feature's card: features never import each other). */
  savedCards?: ReactNode;
}) {
  const logout = useLogout();

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5">
      <Card className="overflow-hidden">
        <div className="bg-gradient-to-br from-brand-50 to-white px-5 py-6 sm:px-6">
          <AccountIdentity user={user} />
        </div>
      </Card>

      <Card>
        <nav aria-label="Account">
          <ul className="divide-y divide-gray-100">
            {accountNavItems.map((item) => {
              const Icon = item.icon;
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className="flex items-center gap-4 px-5 py-4 transition-colors hover:bg-gray-50 sm:px-6"
                  >
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                      <Icon className="size-5" />
                    </span>
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="text-sm font-semibold text-ink">{item.label}</span>
                      <span className="truncate text-xs text-gray-600">{linkDescriptions[item.to]}</span>
                    </span>
                    <ChevronRightIcon className="size-5 text-gray-400" />
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </Card>

      <EmailAddressCard user={user} />

      {savedCards}

      <MyDataCard />

      <button
        type="button"
        onClick={() => void logout()}
        className="flex h-12 items-center justify-center gap-2 rounded-2xl border border-red-200 bg-white text-sm font-semibold text-red-700 hover:bg-red-50 lg:hidden"
      >
        <LogOutIcon className="size-5" />
        Log Out
      </button>
    </div>
  );
}
