import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { AppProvider } from '@/app/provider';
import { apiUrl, server } from '@/test/server';

import { api } from './api-client';
import { ApiError } from './api-error';
import { appStore } from './app-state';
import { SESSION_STORAGE_KEY } from './session-storage';
import { setSession } from './session';

const session = {
  email: 'amaka.eze@example.com',
  first_name: 'Amaka',
  last_name: 'Eze',
  phone: '08031112222',
  token: 'client-test-token',
};

/** The providers (with the toast host) around nothing: the client is called directly, as feature code does. */
function renderToastHost() {
  render(
    <AppProvider>
      <p>page</p>
    </AppProvider>,
  );
}

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call did not fail');
}

describe('API client: requests', () => {
  it('calls the versioned base with JSON headers and returns data', async () => {
    let seen: { url: string; accept: string | null; contentType: string | null; body: unknown } | undefined;
    server.use(
      http.post(apiUrl('/purchase/verify'), async ({ request }) => {
        seen = {
          url: request.url,
          accept: request.headers.get('accept'),
          contentType: request.headers.get('content-type'),
          body: await request.json(),
        };
        return HttpResponse.json({ msg: 'ok', data: { Customer_Name: 'ADA OBI' } });
      }),
    );

    const data = await api.post<{ Customer_Name: string }>('/purchase/verify', { meter_no: '45700000001' });

    expect(data).toEqual({ Customer_Name: 'ADA OBI' });
    expect(seen).toEqual({
      url: `${window.location.origin}/api/v1/purchase/verify`,
      accept: 'application/json',
      contentType: 'application/json',
      body: { meter_no: '45700000001' },
    });
  });

  it('sends the Bearer token when a session exists, and none without one', async () => {
    const authorizations: (string | null)[] = [];
    const record = ({ request }: { request: Request }) => {
      authorizations.push(request.headers.get('authorization'));
      return HttpResponse.json({ msg: 'ok', data: {} });
    };
    server.use(http.get(apiUrl('/user'), record), http.patch(apiUrl('/user'), record));

    await api.get('/user');
    setSession(session);
    await api.get('/user');
    await api.patch('/user', { first_name: 'Amaka' });

    expect(authorizations).toEqual([null, 'Bearer client-test-token', 'Bearer client-test-token']);
  });

  it('leaves out empty query values', async () => {
    let url = '';
    server.use(
      http.get(apiUrl('/purchase'), ({ request }) => {
        url = request.url;
        return HttpResponse.json({ msg: 'ok', data: [] });
      }),
    );

    await api.get('/purchase', { query: { limit: 10, page: 2, name: '', from: undefined, to: null } });

    expect(new URL(url).search).toBe('?limit=10&page=2');
  });
});

describe('API client: global failure handling (docs/product.md §8)', () => {
  beforeEach(() => renderToastHost());

  it('422 toasts the first message of the errors map', async () => {
    server.use(
      http.post(apiUrl('/contact'), () =>
        HttpResponse.json(
          {
            msg: 'ignored',
            errors: { email: ['Invalid Email', 'second'], phone: ['Please Enter a valid Phone Number'] },
          },
          { status: 422 },
        ),
      ),
    );

    const error = await failureOf(api.post('/contact', {}));

    expect(error.status).toBe(422);
    expect(error.message).toBe('Invalid Email');
    expect(error.errors.phone).toEqual(['Please Enter a valid Phone Number']);
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
  });

  it('404 toasts Request not found, whatever the body says', async () => {
    server.use(
      http.get(apiUrl('/beneficiary/9'), () =>
        HttpResponse.json({ msg: 'No beneficiary 9' }, { status: 404 }),
      ),
    );

    const error = await failureOf(api.get('/beneficiary/9'));

    expect(error.message).toBe('Request not found');
    expect(await screen.findByText('Request not found')).toBeInTheDocument();
    expect(screen.queryByText('No beneficiary 9')).not.toBeInTheDocument();
  });

  it('400 toasts the msg text', async () => {
    server.use(
      http.post(apiUrl('/user/password'), () =>
        HttpResponse.json({ msg: 'Old password is incorrect' }, { status: 400 }),
      ),
    );

    await failureOf(api.post('/user/password', {}));

    expect(await screen.findByText('Old password is incorrect')).toBeInTheDocument();
  });

  it('403 toasts the msg text and logs the user out', async () => {
    setSession(session);
    server.use(
      http.get(apiUrl('/user'), () =>
        HttpResponse.json({ msg: 'Your session has expired. Please sign in again.' }, { status: 403 }),
      ),
    );

    await failureOf(api.get('/user'));

    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    expect(appStore.getState().token).toBeNull();
    expect(appStore.getState().user).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('any other status toasts the msg text', async () => {
    server.use(
      http.post(apiUrl('/auth/login'), () =>
        HttpResponse.json({ msg: 'Too many attempts. Try again in 15 minutes.' }, { status: 429 }),
      ),
      http.post(apiUrl('/auth/register'), () =>
        HttpResponse.json({ msg: 'This email is already registered' }, { status: 409 }),
      ),
    );

    await failureOf(api.post('/auth/login', {}));
    await failureOf(api.post('/auth/register', {}));

    expect(await screen.findByText('Too many attempts. Try again in 15 minutes.')).toBeInTheDocument();
    expect(await screen.findByText('This email is already registered')).toBeInTheDocument();
  });

  it('a 500 without a readable body toasts a plain fallback message', async () => {
    server.use(
      http.get(
        apiUrl('/purchase/recent'),
        () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }),
      ),
    );

    const error = await failureOf(api.get('/purchase/recent'));

    expect(error.status).toBe(502);
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });

  it('a network failure toasts that the device looks offline', async () => {
    server.use(http.get(apiUrl('/purchase/provider'), () => HttpResponse.error()));

    const error = await failureOf(api.get('/purchase/provider'));

    expect(error.isNetworkError).toBe(true);
    expect(await screen.findByText(/You appear to be offline/)).toBeInTheDocument();
  });

  it('a silent call shows no toast but a 403 still logs out', async () => {
    setSession(session);
    server.use(
      http.get(apiUrl('/purchase/provider'), () =>
        HttpResponse.json({ msg: 'Silent failure' }, { status: 403 }),
      ),
    );

    await failureOf(api.get('/purchase/provider', { silent: true }));

    await waitFor(() => expect(appStore.getState().token).toBeNull());
    expect(screen.queryByText('Silent failure')).not.toBeInTheDocument();
  });
});
