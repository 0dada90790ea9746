import { z } from 'zod';
import { emailField, nigerianPhoneField, requiredText } from './fields.ts';
import { currentPasswordField, newPasswordField, passwordsMatch } from './password-fields.ts';
import { defineForm } from './form-validation.ts';

/** Schemas of the sign-up, sign-in and password-reset dialogs; keys are declared in the form's check order (docs/product.md §5). */

const NAME_MAX_LENGTH = 100;

/** POST /auth/register and the Create an account dialog. Order: email, first name, last name, phone, password. */
export const registerInputSchema = z.object({
  email: emailField(),
  first_name: requiredText({ maxLength: NAME_MAX_LENGTH }),
  last_name: requiredText({ maxLength: NAME_MAX_LENGTH }),
  phone: nigerianPhoneField(),
  password: newPasswordField(),
});
export type RegisterInput = z.output<typeof registerInputSchema>;
export type RegisterFormValues = z.input<typeof registerInputSchema>;
export const registerFields = ['email', 'first_name', 'last_name', 'phone', 'password'] as const;
export const registerForm = defineForm(registerInputSchema, registerFields);

/** POST /auth/login and the Sign In dialog. Order: email format, then password non-empty. */
export const loginInputSchema = z.object({
  email: emailField(),
  password: currentPasswordField(),
});
export type LoginInput = z.output<typeof loginInputSchema>;
export type LoginFormValues = z.input<typeof loginInputSchema>;
export const loginFields = ['email', 'password'] as const;
export const loginForm = defineForm(loginInputSchema, loginFields);

/** POST /auth/forgot-password, and step 1 of Create an account to pay (the email only). */
export const forgotPasswordInputSchema = z.object({ email: emailField() });
export type ForgotPasswordInput = z.output<typeof forgotPasswordInputSchema>;
export const forgotPasswordFields = ['email'] as const;
export const forgotPasswordForm = defineForm(forgotPasswordInputSchema, forgotPasswordFields);

const resetTokenField = () => requiredText({ maxLength: 512 });

/** The /reset-password page: the token from the link, the new password and its confirmation. */
export const resetPasswordFormSchema = z
  .object({
    token: resetTokenField(),
    password: newPasswordField(),
    confirmPassword: currentPasswordField(),
  })
  .superRefine(passwordsMatch({ passwordField: 'password', confirmField: 'confirmPassword' }));
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;
export const resetPasswordFormFields = ['token', 'password', 'confirmPassword'] as const;
export const resetPasswordForm = defineForm(resetPasswordFormSchema, resetPasswordFormFields);

/** POST /auth/reset-password: the confirmation is a client-side check only. */
export const resetPasswordInputSchema = z.object({
  token: resetTokenField(),
  password: newPasswordField(),
});
export type ResetPasswordInput = z.output<typeof resetPasswordInputSchema>;
export const resetPasswordInputFields = ['token', 'password'] as const;
export const resetPasswordInputForm = defineForm(resetPasswordInputSchema, resetPasswordInputFields);
