import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { appStore } from '@/lib/app-state';
import { renderApp } from '@/test/render-app';
import { apiUrl, server } from '@/test/server';

import { signInAs } from '../test/account-fixtures';

describe('My Account: your data (decision 043)', () => {
  it('Download my data saves the JSON the API answers as a file', async () => {
    signInAs();
    const copy = { profile: { email: 'adaeze.okafor@example.com' }, purchases: [{ ref: 'PP-1' }] };
    server.use(
      http.get(apiUrl('/user/data'), () => HttpResponse.json({ msg: 'Fetched successfully', data: copy })),
    );
    const saved: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:my-data';
    });
    // jsdom has no object URLs: the test stands in for the browser's.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderApp('/my-account');

    await user.click(await screen.findByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(JSON.parse(await saved[0]!.text())).toEqual(copy);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('powerpay-my-data.json');
    click.mockRestore();
  });

  it('Delete my account asks for the password, sends it, signs out and leaves', async () => {
    signInAs();
    let sentBody: unknown;
    server.use(
      http.post(apiUrl('/user/delete'), async ({ request }) => {
        sentBody = await request.json();
        return HttpResponse.json({ msg: 'Your account and personal data have been deleted', data: null });
      }),
    );
    const { user } = renderApp('/my-account');

    await user.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    const confirm = screen.getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText(/^Password/), 'Secret#123');
    await user.click(confirm);

    expect(await screen.findByText('Your account and personal data have been deleted')).toBeInTheDocument();
    expect(sentBody).toEqual({ password: 'Secret#123' });
    await waitFor(() => expect(appStore.getState().token).toBeNull());
    expect(window.localStorage.getItem('powerpay.session')).toBeNull();
  });

  it('a wrong password keeps the account and the session', async () => {
    signInAs();
    server.use(
      http.post(apiUrl('/user/delete'), () =>
        HttpResponse.json({ msg: 'Password is incorrect' }, { status: 400 }),
      ),
    );
    const { user } = renderApp('/my-account');

    await user.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    await user.type(screen.getByLabelText(/^Password/), 'Wrong#123');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Password is incorrect')).toBeInTheDocument();
    expect(appStore.getState().token).toBe('session-token-1');
  });
});
