import { z } from 'zod';
import { PASSWORD_POLICY } from './constants.ts';
import { VALIDATION_MESSAGES as M, tooLongMessage } from './messages.ts';

/** The password fields of the sign-up, reset and Update Password forms, and the rules between them. */

/** True when `password` meets the password hint: 8-20 characters with a letter, a digit and a special. */
export function meetsPasswordPolicy(password: string): boolean {
  const { minLength, maxLength, letter, digit, special } = PASSWORD_POLICY;
  return (
    password.length >= minLength &&
    password.length <= maxLength &&
    letter.test(password) &&
    digit.test(password) &&
    special.test(password)
  );
}

/** A password being chosen (register, reset, change): the policy, with the hint as its message. */
export function newPasswordField() {
  return z
    .string({ error: M.required })
    .min(1, { error: M.required, abort: true })
    .refine(meetsPasswordPolicy, { error: M.passwordPolicy });
}

/** A password being typed to prove identity (login, old password): only non-empty. */
export function currentPasswordField() {
  return z
    .string({ error: M.required })
    .min(1, { error: M.required, abort: true })
    .max(128, { error: tooLongMessage(128) });
}

/**
 * A new password equal to the old one changes nothing, yet would be reported as updated (and end the
 * customer's other sessions): refused on the new password (decision 020, a deviation).
 */
export function passwordsDiffer<TOld extends string, TNew extends string>({
  oldField,
  newField,
}: {
  oldField: TOld;
  newField: TNew;
}) {
  return (values: Record<TOld | TNew, string>, context: z.RefinementCtx) => {
    if (!values[oldField] || values[oldField] !== values[newField]) return;
    context.addIssue({ code: 'custom', path: [newField], message: M.samePassword });
  };
}

/** Adds `Password does not match` on `confirmField` when it differs from `passwordField`. */
export function passwordsMatch<TPassword extends string, TConfirm extends string>({
  passwordField,
  confirmField,
}: {
  passwordField: TPassword;
  confirmField: TConfirm;
}) {
  return (values: Record<TPassword | TConfirm, string>, context: z.RefinementCtx) => {
    // An empty confirmation already reads "This field is required"; one message per field.
    if (!values[confirmField] || values[passwordField] === values[confirmField]) return;
    context.addIssue({ code: 'custom', path: [confirmField], message: M.passwordMismatch });
  };
}
