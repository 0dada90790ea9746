import { getInitials } from '@/components/layouts/user-menu';
import { cn } from '@/lib/cn';
import type { SessionUser } from '@/lib/session';

/** Initials avatar, full name and e-mail: the head of My Account and My Profile. */
export function AccountIdentity({ user, className }: { user: SessionUser; className?: string }) {
  const fullName = `${user.first_name} ${user.last_name}`.trim();

  return (
    <div className={cn('flex items-center gap-4', className)}>
      <span
        aria-hidden="true"
        className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xl font-bold tracking-wide text-white shadow-sm ring-4 ring-brand-100"
      >
        {getInitials(user)}
      </span>
      <div className="min-w-0">
        <p className="text-lg font-semibold break-words text-ink">{fullName}</p>
        <p className="text-sm break-words text-gray-600">{user.email}</p>
      </div>
    </div>
  );
}
