import {
  REMINDER_FREQUENCIES,
  WEEK_DAYS,
  type ReminderFrequency,
  type User,
  type WeekDay,
} from '@powerpay/shared';
import type { UserRow } from '../../lib/auth/session-store.ts';

function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}

/** The user as the API shows it (the User of docs/product.md §3): never the id or the password hash. */
export function presentUser(user: UserRow): User {
  return {
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    created_at: user.createdAt.toISOString(),
    last_updated: user.lastUpdated.toISOString(),
    reminder: user.reminder,
    reminder_frequency: isOneOf<ReminderFrequency>(REMINDER_FREQUENCIES, user.reminderFrequency)
      ? user.reminderFrequency
      : null,
    reminder_day: isOneOf<WeekDay>(WEEK_DAYS, user.reminderDay) ? user.reminderDay : null,
    email_confirmed: user.emailVerifiedAt !== null,
    pending_email: user.pendingEmail,
  };
}
