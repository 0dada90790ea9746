import { describe, expect, it } from 'vitest';
import {
  passwordChangeForm,
  passwordChangeInputForm,
  passwordChangeInputSchema,
  pickUserUpdateForm,
  profileUpdateForm,
  profileUpdateInputSchema,
  reminderSettingsForm,
  reminderSettingsInputForm,
  reminderSettingsInputSchema,
} from './account-forms.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';
import { expectSequentialValidation, firstIssueWith } from './test/form-assertions.ts';

describe('profile update', () => {
  const validProfile = { first_name: 'Ada', last_name: 'Obi', phone: '09012345678' };

  it('checks first name, last name, phone in order', () => {
    expectSequentialValidation({
      form: profileUpdateForm,
      validValues: validProfile,
      expectedOrder: [
        ['first_name', M.required],
        ['last_name', M.required],
        ['phone', M.required],
      ],
    });
  });

  it('uses the registration phone rule (leading 0 optional)', () => {
    expect(profileUpdateInputSchema.parse({ ...validProfile, phone: '9012345678' }).phone).toBe(
      '09012345678',
    );
    expect(firstIssueWith(profileUpdateForm, validProfile, { phone: '0601234567' })).toEqual({
      field: 'phone',
      message: M.invalidPhone,
    });
  });

  it('ignores an e-mail sent along (it is read-only)', () => {
    expect(profileUpdateInputSchema.parse({ ...validProfile, email: 'new@example.com' })).toEqual(
      validProfile,
    );
  });
});

describe('reminder settings form (client)', () => {
  it('shows a required error on the switch when it is off', () => {
    expect(
      firstIssueWith(
        reminderSettingsForm,
        {},
        { reminder: false, reminder_frequency: 'Daily', reminder_day: 'Monday' },
      ),
    ).toEqual({ field: 'reminder', message: M.required });
  });

  it('with the switch on, requires frequency then day', () => {
    expectSequentialValidation({
      form: reminderSettingsForm,
      validValues: { reminder: true, reminder_frequency: 'Weekely', reminder_day: 'Sunday' },
      expectedOrder: [
        ['reminder', M.required],
        ['reminder_frequency', M.required],
        ['reminder_day', M.required],
      ],
    });
  });

  it('accepts only the documented frequencies (Weekely spelling) and days', () => {
    expect(
      firstIssueWith(
        reminderSettingsForm,
        { reminder: true, reminder_day: 'Monday' },
        { reminder_frequency: 'Weekly' },
      ),
    ).toEqual({ field: 'reminder_frequency', message: M.invalidOption });
    expect(
      firstIssueWith(
        reminderSettingsForm,
        { reminder: true, reminder_frequency: 'Daily' },
        { reminder_day: 'Funday' },
      ),
    ).toEqual({ field: 'reminder_day', message: M.invalidOption });
  });
});

describe('reminder settings input (server)', () => {
  it('accepts reminder:false to turn reminders off, without frequency or day', () => {
    expect(reminderSettingsInputSchema.parse({ reminder: false })).toEqual({
      reminder: false,
      reminder_frequency: null,
      reminder_day: null,
    });
    expect(
      reminderSettingsInputSchema.parse({ reminder: false, reminder_frequency: '', reminder_day: '' }),
    ).toEqual({
      reminder: false,
      reminder_frequency: null,
      reminder_day: null,
    });
  });

  it('requires frequency then day when reminders are on', () => {
    expect(firstIssueWith(reminderSettingsInputForm, {}, { reminder: true })).toEqual({
      field: 'reminder_frequency',
      message: M.required,
    });
    expect(
      firstIssueWith(reminderSettingsInputForm, {}, { reminder: true, reminder_frequency: 'Monthly' }),
    ).toEqual({
      field: 'reminder_day',
      message: M.required,
    });
    expect(
      reminderSettingsInputSchema.parse({
        reminder: true,
        reminder_frequency: 'Monthly',
        reminder_day: 'Friday',
      }),
    ).toEqual({ reminder: true, reminder_frequency: 'Monthly', reminder_day: 'Friday' });
  });

  it('requires the reminder flag itself and rejects unknown choices', () => {
    expect(firstIssueWith(reminderSettingsInputForm, {}, {})).toEqual({
      field: 'reminder',
      message: M.required,
    });
    expect(
      firstIssueWith(reminderSettingsInputForm, {}, { reminder: false, reminder_day: 'Someday' }),
    ).toEqual({
      field: 'reminder_day',
      message: M.invalidOption,
    });
  });
});

describe('pickUserUpdateForm', () => {
  it('treats a body with `reminder` as reminder settings and anything else as a profile update', () => {
    expect(pickUserUpdateForm({ reminder: false })).toBe(reminderSettingsInputForm);
    expect(pickUserUpdateForm({ first_name: 'Ada' })).toBe(profileUpdateForm);
    expect(pickUserUpdateForm(null)).toBe(profileUpdateForm);
  });
});

describe('password change', () => {
  const validChange = { oldPassword: 'old', newPassword: 'Newpass1!', confirmPassword: 'Newpass1!' };

  it('checks old, new, confirm in order', () => {
    expectSequentialValidation({
      form: passwordChangeForm,
      validValues: validChange,
      expectedOrder: [
        ['oldPassword', M.required],
        ['newPassword', M.required],
        ['confirmPassword', M.required],
      ],
    });
  });

  it('requires new and confirm to match', () => {
    expect(firstIssueWith(passwordChangeForm, validChange, { confirmPassword: 'Newpass2!' })).toEqual({
      field: 'confirmPassword',
      message: M.passwordMismatch,
    });
  });

  it('refuses a new password equal to the old one, on the new password (decision 020)', () => {
    const same = { oldPassword: 'Oldpass1!', newPassword: 'Oldpass1!', confirmPassword: 'Oldpass1!' };
    expect(firstIssueWith(passwordChangeForm, same, {})).toEqual({
      field: 'newPassword',
      message: M.samePassword,
    });
    expect(firstIssueWith(passwordChangeInputForm, same, {})).toEqual({
      field: 'newPassword',
      message: M.samePassword,
    });
    // Differing by case is a different password.
    expect(
      passwordChangeInputSchema.safeParse({ oldPassword: 'Oldpass1!', newPassword: 'oldpass1!' }).success,
    ).toBe(true);
  });

  it('enforces the policy on the new password', () => {
    expect(
      firstIssueWith(passwordChangeForm, validChange, { newPassword: 'short', confirmPassword: 'short' }),
    ).toEqual({ field: 'newPassword', message: M.passwordPolicy });
  });

  it('the server input is old and new only', () => {
    expect(passwordChangeInputSchema.parse(validChange)).toEqual({
      oldPassword: 'old',
      newPassword: 'Newpass1!',
    });
    expect(firstIssueWith(passwordChangeInputForm, {}, { newPassword: 'Newpass1!' })).toEqual({
      field: 'oldPassword',
      message: M.required,
    });
  });
});
