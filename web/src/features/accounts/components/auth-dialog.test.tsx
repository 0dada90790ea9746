import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { appStore } from '@/lib/app-state';
import { SESSION_STORAGE_KEY } from '@/lib/session-storage';
import { renderApp } from '@/test/render-app';
import { apiUrl, server } from '@/test/server';

import { buildSession, buildUser } from '../test/account-fixtures';
import { openAuthDialog } from './auth-dialog-host';

const HINT =
  'Password must contain 8-20 characters, including numbers, letters and special character (!&*/?..)';

async function openDialog(view: 'pay' | 'register' | 'login', handlers = {}) {
  const rendered = renderApp('/my-profile');
  await screen.findByRole('heading', { name: 'You have not signed in' });
  act(() => openAuthDialog(view, handlers));
  const dialog = await screen.findByRole('dialog');
  return { ...rendered, dialog };
}

describe('Create an account to pay', () => {
  it('asks for the e-mail only; Continue is disabled until it is typed; an invalid one is flagged', async () => {
    const { user, dialog } = await openDialog('pay');

    expect(within(dialog).getByRole('heading', { name: 'Create an account to pay' })).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/First Name/)).not.toBeInTheDocument();
    const continueButton = within(dialog).getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();

    await user.type(within(dialog).getByLabelText(/Email/), 'not-an-email');
    expect(continueButton).toBeEnabled();
    await user.click(continueButton);
    expect(await within(dialog).findByText('Invalid Email')).toBeInTheDocument();
  });

  it('a valid e-mail opens the full registration with that e-mail filled in', async () => {
    const { user, dialog } = await openDialog('pay');

    await user.type(within(dialog).getByLabelText(/Email/), 'ngozi@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const registration = await screen.findByRole('dialog', { name: 'Create an account' });
    expect(within(registration).getByLabelText(/Email/)).toHaveValue('ngozi@example.com');
    expect(within(registration).getByLabelText(/First Name/)).toBeInTheDocument();
  });

  it('Continue as a guest hands the purchase back to the caller and closes', async () => {
    const onContinueAsGuest = vi.fn();
    const { user, dialog } = await openDialog('pay', { onContinueAsGuest });

    await user.click(within(dialog).getByRole('button', { name: 'Continue as a guest' }));

    expect(onContinueAsGuest).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('links to Sign In', async () => {
    const { user, dialog } = await openDialog('pay');

    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });
});

describe('Create an account', () => {
  it('shows the fields, the +234 prefix and the password hint; the button waits for every field', async () => {
    const { user, dialog } = await openDialog('register');

    expect(within(dialog).getByText(HINT)).toBeInTheDocument();
    expect(within(dialog).getByText('+234')).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Create Account' });

    await user.type(within(dialog).getByLabelText(/Email/), 'ngozi@example.com');
    await user.type(within(dialog).getByLabelText(/First Name/), 'Ngozi');
    await user.type(within(dialog).getByLabelText(/Last Name/), 'Eze');
    await user.type(within(dialog).getByLabelText(/Phone Number/), '8031234567');
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Password/), 'Secret#123');
    expect(submit).toBeEnabled();
  });

  it('checks the fields in order and enforces the password policy', async () => {
    const { user, dialog } = await openDialog('register');

    await user.type(within(dialog).getByLabelText(/Email/), 'ngozi@example.com');
    await user.type(within(dialog).getByLabelText(/First Name/), 'Ngozi');
    await user.type(within(dialog).getByLabelText(/Last Name/), 'Eze');
    await user.type(within(dialog).getByLabelText(/Phone Number/), '12345');
    await user.type(within(dialog).getByLabelText(/^Password/), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    expect(await within(dialog).findByText('Please Enter a valid Phone Number')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);

    await user.clear(within(dialog).getByLabelText(/Phone Number/));
    await user.type(within(dialog).getByLabelText(/Phone Number/), '8031234567');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(HINT);
  });

  it('registers: Loading... and the global loader while busy, then the session, the toast and onSignedIn', async () => {
    const onSignedIn = vi.fn();
    let sentBody: unknown;
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(apiUrl('/auth/register'), async ({ request }) => {
        sentBody = await request.json();
        await answered;
        return HttpResponse.json(
          { msg: 'Account created successfully', data: buildSession({ email: 'ngozi@example.com' }) },
          { status: 201 },
        );
      }),
      http.get(apiUrl('/user'), () =>
        HttpResponse.json({ msg: 'ok', data: buildUser({ email: 'ngozi@example.com' }) }),
      ),
    );
    const { user, dialog } = await openDialog('register', { onSignedIn });

    await user.type(within(dialog).getByLabelText(/Email/), 'ngozi@example.com');
    await user.type(within(dialog).getByLabelText(/First Name/), 'Ngozi');
    await user.type(within(dialog).getByLabelText(/Last Name/), 'Eze');
    await user.type(within(dialog).getByLabelText(/Phone Number/), '8031234567');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Secret#123');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    expect(await within(dialog).findByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(appStore.getState().loaderCount).toBeGreaterThan(0);
    answer();

    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(sentBody).toEqual({
      email: 'ngozi@example.com',
      first_name: 'Ngozi',
      last_name: 'Eze',
      phone: '08031234567',
      password: 'Secret#123',
    });
    expect(appStore.getState().loaderCount).toBe(0);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toContain('session-token-1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a refused registration keeps the dialog open with what was typed and toasts the message', async () => {
    server.use(
      http.post(apiUrl('/auth/register'), () =>
        HttpResponse.json({ msg: 'An account with this email already exists' }, { status: 409 }),
      ),
    );
    const { user, dialog } = await openDialog('register');

    await user.type(within(dialog).getByLabelText(/Email/), 'taken@example.com');
    await user.type(within(dialog).getByLabelText(/First Name/), 'Ngozi');
    await user.type(within(dialog).getByLabelText(/Last Name/), 'Eze');
    await user.type(within(dialog).getByLabelText(/Phone Number/), '8031234567');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Secret#123');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Email/)).toHaveValue('taken@example.com');
    expect(within(dialog).getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });
});

describe('Sign In', () => {
  it('shows its text, the forgot-password link and the link to Sign Up', async () => {
    const { user, dialog } = await openDialog('login');

    expect(within(dialog).getByText('Enter your registered details to continue.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Click here' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('dialog', { name: 'Create an account' })).toBeInTheDocument();
  });

  it('Continue waits for both fields; an invalid e-mail is flagged before the password', async () => {
    const { user, dialog } = await openDialog('login');
    const submit = within(dialog).getByRole('button', { name: 'Continue' });

    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Email/), 'ngozi');
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Password/), 'x');
    await user.click(submit);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid Email');
  });

  it('signs in: toast Login Successful, the phone number in the top bar, the dialog closed', async () => {
    server.use(
      http.post(apiUrl('/auth/login'), () =>
        HttpResponse.json({ msg: 'Login Successful', data: buildSession() }),
      ),
      http.get(apiUrl('/user'), () => HttpResponse.json({ msg: 'ok', data: buildUser() })),
    );
    const { user, dialog } = await openDialog('login');

    await user.type(within(dialog).getByLabelText(/Email/), 'adaeze.okafor@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Secret#123');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Account menu for 08031234567' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a wrong password toasts the server message and stays signed out', async () => {
    server.use(
      http.post(apiUrl('/auth/login'), () =>
        HttpResponse.json({ msg: 'Invalid email or password' }, { status: 400 }),
      ),
    );
    const { user, dialog } = await openDialog('login');

    await user.type(within(dialog).getByLabelText(/Email/), 'adaeze.okafor@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Wrong#123');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(appStore.getState().token).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });
});

describe('signed-out prompt', () => {
  it('Create an Account and Login open their dialogs', async () => {
    const { user } = renderApp('/update-password');

    await user.click(await screen.findByRole('button', { name: 'Create an Account' }));
    expect(await screen.findByRole('dialog', { name: 'Create an account' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });
});
