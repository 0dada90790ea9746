import { z } from 'zod';
import { REMINDER_FREQUENCIES, WEEK_DAYS } from './constants.ts';
import { choiceField, nigerianPhoneField, optionalChoiceField, requiredText } from './fields.ts';
import {
  currentPasswordField,
  newPasswordField,
  passwordsDiffer,
  passwordsMatch,
} from './password-fields.ts';
import { defineForm } from './form-validation.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';

/** Schemas of My Profile, Notifications and Update Password; keys are declared in the form's check order (docs/product.md §5). */

/** PATCH /user (profile) and the My Profile form; the phone follows the registration rule. */
export const profileUpdateInputSchema = z.object({
  first_name: requiredText({ maxLength: 100 }),
  last_name: requiredText({ maxLength: 100 }),
  phone: nigerianPhoneField(),
});
export type ProfileUpdateInput = z.output<typeof profileUpdateInputSchema>;
export type ProfileFormValues = z.input<typeof profileUpdateInputSchema>;
export const profileUpdateFields = ['first_name', 'last_name', 'phone'] as const;
export const profileUpdateForm = defineForm(profileUpdateInputSchema, profileUpdateFields);

/**
 * The Notifications form. docs/product.md §5: "If the switch is off, saving shows a required error on the
 * switch", so the form only saves with the switch on, and then frequency and day are required.
 */
export const reminderSettingsFormSchema = z.object({
  reminder: z.boolean({ error: M.required }).refine((isOn) => isOn, { error: M.required }),
  reminder_frequency: choiceField(REMINDER_FREQUENCIES),
  reminder_day: choiceField(WEEK_DAYS),
});
export type ReminderSettingsFormValues = z.input<typeof reminderSettingsFormSchema>;
export const reminderSettingsFormFields = ['reminder', 'reminder_frequency', 'reminder_day'] as const;
export const reminderSettingsForm = defineForm(reminderSettingsFormSchema, reminderSettingsFormFields);

/**
 * PATCH /user (reminder). Unlike the form, the server accepts `reminder: false` so that reminders can be
 * turned off (the switch-off rule is a client quirk, not a business rule). Frequency and day are required
 * only when reminders are on; when off they are passed through as given (null when absent), so the
 * service may keep the previous choice for the next time the switch goes on.
 */
export const reminderSettingsInputSchema = z
  .object({
    reminder: z.boolean({ error: M.required }),
    reminder_frequency: optionalChoiceField(REMINDER_FREQUENCIES),
    reminder_day: optionalChoiceField(WEEK_DAYS),
  })
  .superRefine((settings, context) => {
    if (!settings.reminder) return;
    if (!settings.reminder_frequency) {
      context.addIssue({ code: 'custom', path: ['reminder_frequency'], message: M.required });
    }
    if (!settings.reminder_day)
      context.addIssue({ code: 'custom', path: ['reminder_day'], message: M.required });
  });
export type ReminderSettingsInput = z.output<typeof reminderSettingsInputSchema>;
export const reminderSettingsInputFields = ['reminder', 'reminder_frequency', 'reminder_day'] as const;
export const reminderSettingsInputForm = defineForm(reminderSettingsInputSchema, reminderSettingsInputFields);

/**
 * PATCH /user carries either the profile or the reminder settings (docs/product.md §7). A body with a
 * `reminder` key is a reminder update; anything else is a profile update.
 */
export function pickUserUpdateForm(body: unknown) {
  const isReminderUpdate = typeof body === 'object' && body !== null && 'reminder' in body;
  return isReminderUpdate ? reminderSettingsInputForm : profileUpdateForm;
}

/** The Update Password form. Order: old, new, confirm; new differs from old; new and confirm must match. */
export const passwordChangeFormSchema = z
  .object({
    oldPassword: currentPasswordField(),
    newPassword: newPasswordField(),
    confirmPassword: currentPasswordField(),
  })
  .superRefine(passwordsDiffer({ oldField: 'oldPassword', newField: 'newPassword' }))
  .superRefine(passwordsMatch({ passwordField: 'newPassword', confirmField: 'confirmPassword' }));
export type PasswordChangeFormValues = z.input<typeof passwordChangeFormSchema>;
export const passwordChangeFormFields = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
export const passwordChangeForm = defineForm(passwordChangeFormSchema, passwordChangeFormFields);

/** POST /user/password: `{ newPassword, oldPassword }`; the confirmation never leaves the browser. */
export const passwordChangeInputSchema = z
  .object({
    oldPassword: currentPasswordField(),
    newPassword: newPasswordField(),
  })
  .superRefine(passwordsDiffer({ oldField: 'oldPassword', newField: 'newPassword' }));
export type PasswordChangeInput = z.output<typeof passwordChangeInputSchema>;
export const passwordChangeInputFields = ['oldPassword', 'newPassword'] as const;
export const passwordChangeInputForm = defineForm(passwordChangeInputSchema, passwordChangeInputFields);

/** POST /user/delete: the account's password confirms that its owner asks (decision 043). */
export const accountDeletionInputSchema = z.object({ password: currentPasswordField() });
export type AccountDeletionInput = z.output<typeof accountDeletionInputSchema>;
