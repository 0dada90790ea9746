import {
  pickUserUpdateForm,
  toValidationErrorBody,
  type ProfileUpdateInput,
  type ReminderSettingsInput,
} from '@powerpay/shared';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../lib/auth/session-store.ts';
import { AppError, ErrorCode } from '../../lib/errors.ts';
import { updateUser } from './users.repository.ts';

type Context = Pick<AppContext, 'db'>;

/**
 * PATCH /user carries either the profile or the reminder settings (docs/product.md §7), told apart by the
 * `reminder` key. The e-mail is never changed, whatever the body says.
 */
export async function updateUserSettings(
  context: Context,
  { user, body }: { user: UserRow; body: unknown },
): Promise<UserRow> {
  const form = pickUserUpdateForm(body);
  const result = form.schema.safeParse(body);
  if (!result.success) {
    const { msg, errors } = toValidationErrorBody(result.error, form.fields);
    throw new AppError(ErrorCode.VALIDATION, { message: msg, errors });
  }

  const changes = 'reminder' in result.data ? reminderChanges(result.data) : profileChanges(result.data);
  const updated = await updateUser(context.db, { userId: user.id, changes });
  return updated ?? user;
}

function profileChanges(input: ProfileUpdateInput) {
  return { firstName: input.first_name, lastName: input.last_name, phone: input.phone };
}

/** Turning reminders off keeps the last frequency and day, ready for when they are switched on again. */
function reminderChanges(input: ReminderSettingsInput) {
  if (!input.reminder) return { reminder: false };
  return { reminder: true, reminderFrequency: input.reminder_frequency, reminderDay: input.reminder_day };
}
