import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { appStore } from '@/lib/app-state';
import { renderApp } from '@/test/render-app';
import { noSavedCards } from '@/test/saved-cards';
import { apiUrl, server } from '@/test/server';

import { buildSession, buildUser } from '../test/account-fixtures';

const SAME_ANSWER = 'If an account exists for this email, a password reset link has been sent';

describe('/login and /register', () => {
  it('/login signs in and goes to the ?redirect= page', async () => {
    server.use(
      http.post(apiUrl('/auth/login'), () =>
        HttpResponse.json({ msg: 'Login Successful', data: buildSession() }),
      ),
      http.get(apiUrl('/user'), () => HttpResponse.json({ msg: 'ok', data: buildUser() })),
      noSavedCards(),
    );
    const { user } = renderApp('/login?redirect=/my-account');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    await user.type(screen.getByLabelText(/Email/), 'adaeze.okafor@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
  });

  it('a wrong password’s toast does not follow to the page a successful sign-in opens', async () => {
    let isPasswordRight = false;
    server.use(
      http.post(apiUrl('/auth/login'), () =>
        isPasswordRight
          ? HttpResponse.json({ msg: 'Login Successful', data: buildSession() })
          : HttpResponse.json({ msg: 'Invalid email or password' }, { status: 400 }),
      ),
      http.get(apiUrl('/user'), () => HttpResponse.json({ msg: 'ok', data: buildUser() })),
      noSavedCards(),
    );
    const { user } = renderApp('/login?redirect=/my-account');
    await user.type(await screen.findByLabelText(/Email/), 'adaeze.okafor@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Wrong#123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();

    isPasswordRight = true;
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument());
  });

  it('/register never redirects to another site', async () => {
    server.use(
      http.post(apiUrl('/auth/register'), () =>
        HttpResponse.json({ msg: 'Account created successfully', data: buildSession() }, { status: 201 }),
      ),
      http.get(apiUrl('/user'), () => HttpResponse.json({ msg: 'ok', data: buildUser() })),
      http.get(apiUrl('/purchase/provider'), () => HttpResponse.json({ msg: 'ok', data: [] })),
      http.get(apiUrl('/purchase/recent'), () => HttpResponse.json({ msg: 'ok', data: null })),
      http.get(apiUrl('/purchase/usual-amounts'), () =>
        HttpResponse.json({ msg: 'ok', data: { overall: null, meters: [] } }),
      ),
    );
    const { user } = renderApp('/register?redirect=//evil.example');

    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await user.type(screen.getByLabelText(/Email/), 'adaeze.okafor@example.com');
    await user.type(screen.getByLabelText(/First Name/), 'Adaeze');
    await user.type(screen.getByLabelText(/Last Name/), 'Okafor');
    await user.type(screen.getByLabelText(/Phone Number/), '08031234567');
    await user.type(screen.getByLabelText(/^Password/), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
    await waitFor(() => expect(appStore.getState().token).toBe('session-token-1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Buy Electricity' })).toBeInTheDocument();
  });
});

describe('/forgot-password', () => {
  it('sends the e-mail and shows the same answer whatever the account', async () => {
    let sentBody: unknown;
    server.use(
      http.post(apiUrl('/auth/forgot-password'), async ({ request }) => {
        sentBody = await request.json();
        return HttpResponse.json({ msg: SAME_ANSWER, data: null });
      }),
    );
    const { user } = renderApp('/forgot-password');

    const send = await screen.findByRole('button', { name: 'Send Reset Link' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText(/Email/), 'nobody@example.com');
    await user.click(send);

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(`${SAME_ANSWER}.`)).toBeInTheDocument();
    expect(sentBody).toEqual({ email: 'nobody@example.com' });
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
  });

  it('flags an invalid e-mail without calling the server', async () => {
    const { user } = renderApp('/forgot-password');

    await user.type(await screen.findByLabelText(/Email/), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Email');
  });
});

describe('/reset-password', () => {
  it('says the link is invalid when it has no token', async () => {
    renderApp('/reset-password');

    expect(await screen.findByText('This password reset link is invalid or has expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('checks the policy and the confirmation, then resets and goes to Sign In', async () => {
    let sentBody: unknown;
    server.use(
      http.post(apiUrl('/auth/reset-password'), async ({ request }) => {
        sentBody = await request.json();
        return HttpResponse.json({ msg: 'Password reset successfully', data: null });
      }),
    );
    const { user } = renderApp('/reset-password?token=one-time-token');

    await user.type(await screen.findByLabelText(/^New Password/), 'weak');
    await user.type(screen.getByLabelText(/Confirm New Password/), 'weak');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must contain 8-20 characters');

    await user.clear(screen.getByLabelText(/^New Password/));
    await user.type(screen.getByLabelText(/^New Password/), 'Better#456');
    await user.clear(screen.getByLabelText(/Confirm New Password/));
    await user.type(screen.getByLabelText(/Confirm New Password/), 'Better#457');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password does not match')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Confirm New Password/));
    await user.type(screen.getByLabelText(/Confirm New Password/), 'Better#456');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Password reset successfully')).toBeInTheDocument();
    expect(sentBody).toEqual({ token: 'one-time-token', password: 'Better#456' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  });

  it('a spent or expired link toasts the server message and stays on the page', async () => {
    server.use(
      http.post(apiUrl('/auth/reset-password'), () =>
        HttpResponse.json({ msg: 'This password reset link is invalid or has expired' }, { status: 400 }),
      ),
    );
    const { user } = renderApp('/reset-password?token=spent');

    await user.type(await screen.findByLabelText(/^New Password/), 'Better#456');
    await user.type(screen.getByLabelText(/Confirm New Password/), 'Better#456');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('This password reset link is invalid or has expired')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
  });
});
