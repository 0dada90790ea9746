import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { appStore } from '@/lib/app-state';
import { renderApp } from '@/test/render-app';
import { apiUrl, server } from '@/test/server';

import { buildUser, signInAs } from '../test/account-fixtures';

describe('My Account', () => {
  it('shows the initials, full name, e-mail and the account links', async () => {
    signInAs();
    renderApp('/my-account');

    const main = await screen.findByRole('main');
    expect(await within(main).findByText('Adaeze Okafor')).toBeInTheDocument();
    expect(within(main).getByText('AO')).toBeInTheDocument();
    // The identity and the E-mail address card (decision 061) both show it.
    expect(within(main).getAllByText('adaeze.okafor@example.com')).toHaveLength(2);
    const links = within(within(main).getByRole('navigation', { name: 'Account' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/my-profile',
      '/beneficiary',
      '/notifications',
      '/update-password',
    ]);
  });

  it('Log Out (mobile) revokes the session, forgets it and goes to /buy-energy-app', async () => {
    signInAs();
    let loggedOutWith: string | null = null;
    server.use(
      http.post(apiUrl('/auth/logout'), ({ request }) => {
        loggedOutWith = request.headers.get('authorization');
        return HttpResponse.json({ msg: 'Logged out successfully', data: null });
      }),
    );
    const { user } = renderApp('/my-account');

    await user.click(await screen.findByRole('button', { name: 'Log Out' }));

    await waitFor(() => expect(appStore.getState().token).toBeNull());
    expect(loggedOutWith).toBe('Bearer session-token-1');
    expect(window.localStorage.getItem('powerpay.session')).toBeNull();
    expect(await screen.findByRole('img', { name: 'PowerPay' })).toBeInTheDocument();
  });

  it('the top-bar account menu shows the phone number and logs out', async () => {
    signInAs();
    server.use(
      http.post(apiUrl('/auth/logout'), () =>
        HttpResponse.json({ msg: 'Logged out successfully', data: null }),
      ),
    );
    const { user } = renderApp('/my-profile');

    await user.click(await screen.findByRole('button', { name: 'Account menu for 08031234567' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log Out' }));

    await waitFor(() => expect(appStore.getState().token).toBeNull());
    expect(window.localStorage.getItem('powerpay.session')).toBeNull();
  });

  it('the mobile navigation menu has Log Out too', async () => {
    signInAs();
    server.use(
      http.post(apiUrl('/auth/logout'), () =>
        HttpResponse.json({ msg: 'Logged out successfully', data: null }),
      ),
    );
    const { user } = renderApp('/notifications');

    await user.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation menu' });
    await user.click(within(drawer).getByRole('button', { name: 'Log Out' }));

    await waitFor(() => expect(appStore.getState().token).toBeNull());
  });

  it('a guest gets Sign In in the top bar, which opens the Sign In dialog', async () => {
    const { user } = renderApp('/my-account');

    await user.click(await screen.findByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows the signed-out prompt to a guest', async () => {
    renderApp('/my-account');

    expect(await screen.findByRole('heading', { name: 'You have not signed in' })).toBeInTheDocument();
    expect(
      screen.getByText('Please create an account or sign in to have access to your account'),
    ).toBeInTheDocument();
  });
});

describe('My Profile', () => {
  it('shows the profile with a read-only e-mail and the phone beside +234', async () => {
    signInAs();
    renderApp('/my-profile');

    expect(await screen.findByLabelText('First Name')).toHaveValue('Adaeze');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Okafor');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('8031234567');
    expect(screen.getByRole('button', { name: 'Back to My Account' })).toBeInTheDocument();
  });

  it('saves: Updating..., the toast, and the new name shown in place', async () => {
    let sentBody: unknown;
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    signInAs();
    server.use(
      http.patch(apiUrl('/user'), async ({ request }) => {
        sentBody = await request.json();
        await answered;
        const updated = buildUser({ first_name: 'Ada', phone: '09031234567' });
        server.use(http.get(apiUrl('/user'), () => HttpResponse.json({ msg: 'ok', data: updated })));
        return HttpResponse.json({ msg: 'Profile updated successfully', data: updated });
      }),
    );
    const { user } = renderApp('/my-profile');

    const firstName = await screen.findByLabelText('First Name');
    await user.clear(firstName);
    await user.type(firstName, 'Ada');
    await user.clear(screen.getByLabelText('Phone Number'));
    await user.type(screen.getByLabelText('Phone Number'), '9031234567');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    answer();
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(sentBody).toEqual({ first_name: 'Ada', last_name: 'Okafor', phone: '09031234567' });
    expect(await screen.findByText('Ada Okafor')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Account menu for 09031234567' })).toBeInTheDocument();
  });
});

/** Types old, new and confirm into Update Password, then Save Changes. */
async function savePasswords(
  user: UserEvent,
  [oldPassword, newPassword, confirmPassword]: [string, string, string],
) {
  await user.type(await screen.findByLabelText(/Old Password/), oldPassword);
  await user.type(screen.getByLabelText(/^New Password/), newPassword);
  await user.type(screen.getByLabelText(/Confirm New Password/), confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
}

describe('Update Password', () => {
  it('each field has show/hide; a different confirmation reads Password does not match', async () => {
    signInAs();
    const { user } = renderApp('/update-password');

    await screen.findByLabelText(/Old Password/);
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(3);
    await savePasswords(user, ['Secret#123', 'Better#456', 'Better#457']);

    expect(await screen.findByRole('alert')).toHaveTextContent('Password does not match');
  });

  it('refuses a new password equal to the old one without asking the server (decision 020)', async () => {
    let requests = 0;
    signInAs();
    server.use(
      http.post(apiUrl('/user/password'), () => {
        requests += 1;
        return HttpResponse.json({ msg: 'Password Updated successfully', data: null });
      }),
    );
    const { user } = renderApp('/update-password');

    await savePasswords(user, ['Secret#123', 'Secret#123', 'Secret#123']);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'New password must be different from the old password',
    );
    expect(screen.getByLabelText(/^New Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toBe(0);
  });

  it('asks for the old password first', async () => {
    signInAs();
    const { user } = renderApp('/update-password');

    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This field is required');
    expect(screen.getByLabelText(/Old Password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('changes the password: toast Password Updated successfully and the form emptied', async () => {
    let sentBody: unknown;
    signInAs();
    server.use(
      http.post(apiUrl('/user/password'), async ({ request }) => {
        sentBody = await request.json();
        return HttpResponse.json({ msg: 'Password Updated successfully', data: null });
      }),
    );
    const { user } = renderApp('/update-password');

    await savePasswords(user, ['Secret#123', 'Better#456', 'Better#456']);

    expect(await screen.findByText('Password Updated successfully')).toBeInTheDocument();
    expect(sentBody).toEqual({ oldPassword: 'Secret#123', newPassword: 'Better#456' });
    await waitFor(() => expect(screen.getByLabelText(/Old Password/)).toHaveValue(''));
  });

  it('a wrong old password toasts the server message and keeps what was typed', async () => {
    signInAs();
    server.use(
      http.post(apiUrl('/user/password'), () =>
        HttpResponse.json({ msg: 'Old password is incorrect' }, { status: 400 }),
      ),
    );
    const { user } = renderApp('/update-password');

    await savePasswords(user, ['Wrong#123', 'Better#456', 'Better#456']);

    expect(await screen.findByText('Old password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText(/Old Password/)).toHaveValue('Wrong#123');
  });
});
