import { paths } from '@/config/paths';
import { BoltIcon, SunIcon, type IconProps } from '@/components/ui/icons';
import { BellIcon, LockIcon, UserCircleIcon, UserIcon, UsersIcon } from '@/components/ui/app-icons';

/** One navigation destination. */
export type NavItem = { label: string; to: string; icon: (props: IconProps) => React.ReactNode };

/** Top-level sidebar entries. */
export const mainNavItems: NavItem[] = [
  { label: 'Buy Electricity', to: paths.buyElectricity, icon: BoltIcon },
  { label: 'Buy Solar', to: paths.track, icon: SunIcon },
];

/** The collapsible My Account group of the sidebar. */
export const accountNavItems: NavItem[] = [
  { label: 'My Profile', to: paths.myProfile, icon: UserIcon },
  { label: 'Beneficiary', to: paths.beneficiary, icon: UsersIcon },
  { label: 'Notifications', to: paths.notifications, icon: BellIcon },
  { label: 'Update Password', to: paths.updatePassword, icon: LockIcon },
];

/** The mobile bottom navigation. */
export const bottomNavItems: NavItem[] = [
  ...mainNavItems,
  { label: 'My Account', to: paths.myAccount, icon: UserCircleIcon },
];

/** Paths that count as "inside My Account" for active states. */
export const accountPaths: string[] = [paths.myAccount, ...accountNavItems.map((item) => item.to)];
