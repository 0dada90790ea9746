import { describe, expect, it } from 'vitest';
import {
  forgotPasswordForm,
  loginForm,
  registerForm,
  registerInputSchema,
  resetPasswordForm,
  resetPasswordInputForm,
} from './auth-forms.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';
import { expectSequentialValidation, firstIssueWith } from './test/form-assertions.ts';

const validRegistration = {
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Obi',
  phone: '8012345678',
  password: 'Secret12!',
};

describe('register', () => {
  it('checks email, first name, last name, phone, password in that order', () => {
    expectSequentialValidation({
      form: registerForm,
      validValues: validRegistration,
      expectedOrder: [
        ['email', M.required],
        ['first_name', M.required],
        ['last_name', M.required],
        ['phone', M.required],
        ['password', M.required],
      ],
    });
  });

  it('flags a bad email before anything else', () => {
    expect(firstIssueWith(registerForm, {}, { email: 'ada', phone: '1' })).toEqual({
      field: 'email',
      message: M.invalidEmail,
    });
  });

  it('flags a bad phone and then a weak password', () => {
    expect(firstIssueWith(registerForm, validRegistration, { phone: '0821234567', password: 'x' })).toEqual({
      field: 'phone',
      message: M.invalidPhone,
    });
    expect(firstIssueWith(registerForm, validRegistration, { password: 'password' })).toEqual({
      field: 'password',
      message: M.passwordPolicy,
    });
  });

  it('outputs trimmed names and the phone with its leading 0', () => {
    const registration = registerInputSchema.parse({ ...validRegistration, first_name: ' Ada ' });
    expect(registration).toEqual({ ...validRegistration, phone: '08012345678' });
  });
});

describe('login', () => {
  it('checks the email format, then the password is non-empty', () => {
    expectSequentialValidation({
      form: loginForm,
      validValues: { email: 'ada@example.com', password: 'x' },
      expectedOrder: [
        ['email', M.required],
        ['password', M.required],
      ],
    });
    expect(firstIssueWith(loginForm, { password: '' }, { email: 'ada@' })).toEqual({
      field: 'email',
      message: M.invalidEmail,
    });
  });

  it('does not apply the new-password policy to an existing password', () => {
    expect(firstIssueWith(loginForm, { email: 'ada@example.com' }, { password: 'old' })).toBeNull();
  });
});

describe('forgot password', () => {
  it('needs a valid email', () => {
    expect(firstIssueWith(forgotPasswordForm, {}, { email: '' })).toEqual({
      field: 'email',
      message: M.required,
    });
    expect(firstIssueWith(forgotPasswordForm, {}, { email: 'x' })).toEqual({
      field: 'email',
      message: M.invalidEmail,
    });
    expect(firstIssueWith(forgotPasswordForm, {}, { email: 'ada@example.com' })).toBeNull();
  });
});

describe('reset password', () => {
  const validReset = { token: 'abc123', password: 'Secret12!', confirmPassword: 'Secret12!' };

  it('checks token, password, confirmation in order', () => {
    expectSequentialValidation({
      form: resetPasswordForm,
      validValues: validReset,
      expectedOrder: [
        ['token', M.required],
        ['password', M.required],
        ['confirmPassword', M.required],
      ],
    });
  });

  it('requires the confirmation to match', () => {
    expect(firstIssueWith(resetPasswordForm, validReset, { confirmPassword: 'Secret12?' })).toEqual({
      field: 'confirmPassword',
      message: 'Password does not match',
    });
  });

  it('the server input is the token and the password, under the policy', () => {
    expect(firstIssueWith(resetPasswordInputForm, { token: 't' }, { password: 'Secret12!' })).toBeNull();
    expect(firstIssueWith(resetPasswordInputForm, { token: 't' }, { password: 'weak' })).toEqual({
      field: 'password',
      message: M.passwordPolicy,
    });
  });
});
