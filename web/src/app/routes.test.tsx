import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/test/render-app';
import { apiUrl, server } from '@/test/server';

/** The eight routes inside the common layout (docs/product.md §2) and the name the top bar shows. */
const layoutRoutes = [
  ['/buy-electricity', 'Buy Electricity'],
  ['/track', 'Buy Solar'],
  ['/energy-audit', 'Energy Audit'],
  ['/my-account', 'My Account'],
  ['/my-profile', 'My Profile'],
  ['/beneficiary', 'Beneficiary'],
  ['/notifications', 'Notifications'],
  ['/update-password', 'Update Password'],
] as const;

/** The pages outside the layout and their document titles. */
const publicRoutes = [
  ['/landing-page', 'PowerPay: Buy electricity in Nigeria'],
  ['/policy', 'Privacy Policy | PowerPay'],
  ['/contact', 'Contact Us | PowerPay'],
  ['/login', 'Sign In | PowerPay'],
  ['/register', 'Create an Account | PowerPay'],
  ['/forgot-password', 'Forgot Password | PowerPay'],
  ['/reset-password?token=abc', 'Reset Password | PowerPay'],
] as const;

beforeEach(() => {
  server.use(http.get(apiUrl('/purchase/provider'), () => HttpResponse.json({ msg: 'ok', data: [] })));
});

describe('every route of docs/product.md §2', () => {
  it.each(layoutRoutes)('%s renders inside the layout with the page name %s', async (path, name) => {
    renderApp(path);

    const banner = within(await screen.findByRole('banner'));
    expect(await banner.findByText(name)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Bottom navigation' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${name} | PowerPay`));
    // The page's own content has loaded into the main region (not just the layout's spinner).
    expect((await within(screen.getByRole('main')).findAllByRole('heading')).length).toBeGreaterThan(0);
  });

  it.each(publicRoutes)('%s renders its own page, outside the layout', async (path, title) => {
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
    expect(screen.queryByRole('navigation', { name: 'Bottom navigation' })).not.toBeInTheDocument();
  });

  it('an unknown path shows the not-found page with a way back', async () => {
    const { user, currentPath } = renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | PowerPay'));

    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    await waitFor(() => expect(currentPath()).toBe('/landing-page'));
  });
});
