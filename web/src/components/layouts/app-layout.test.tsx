import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { appStore } from '@/lib/app-state';
import { hideLoader, showLoader } from '@/lib/loader';
import { queryClient } from '@/lib/query-client';
import { setSession } from '@/lib/session';
import { renderApp } from '@/test/render-app';
import { apiUrl, server } from '@/test/server';
import { setViewport } from '@/test/viewport';

const customer = {
  email: 'chidi.nwosu@example.com',
  first_name: 'Chidi',
  last_name: 'Nwosu',
  phone: '08091234567',
  created_at: '2026-02-01T08:00:00.000Z',
  last_updated: '2026-02-01T08:00:00.000Z',
};

let restoreViewport: () => void;

beforeEach(() => {
  server.use(
    http.get(apiUrl('/purchase/provider'), () => HttpResponse.json({ msg: 'ok', data: [] })),
    http.get(apiUrl('/purchase/recent'), () => HttpResponse.json({ msg: 'ok', data: null })),
    http.get(apiUrl('/purchase/usual-amounts'), () =>
      HttpResponse.json({ msg: 'ok', data: { overall: null, meters: [] } }),
    ),
    http.get(apiUrl('/purchase'), () => HttpResponse.json({ msg: 'ok', data: [] })),
  );
});

afterEach(() => restoreViewport());

/** The top bar: the page name sits in the banner next to the menu toggle. */
async function topBar() {
  return within(await screen.findByRole('banner'));
}

describe('app layout on a desktop', () => {
  beforeEach(() => {
    restoreViewport = setViewport('desktop');
  });

  it('has the sidebar with Buy Electricity, Buy Solar and the My Account group', async () => {
    renderApp('/track');

    const sidebar = within(await screen.findByRole('navigation', { name: 'Main' }));
    expect(sidebar.getByRole('link', { name: 'Buy Electricity' })).toHaveAttribute(
      'href',
      '/buy-electricity',
    );
    expect(sidebar.getByRole('link', { name: 'Buy Solar' })).toHaveAttribute('href', '/track');
    expect(sidebar.getByRole('link', { name: 'Buy Solar' })).toHaveAttribute('aria-current', 'page');
    expect(sidebar.getByRole('button', { name: 'My Account' })).toHaveAttribute('aria-expanded', 'true');
    for (const [name, href] of [
      ['My Profile', '/my-profile'],
      ['Beneficiary', '/beneficiary'],
      ['Notifications', '/notifications'],
      ['Update Password', '/update-password'],
    ]) {
      expect(sidebar.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('collapses and expands the My Account group', async () => {
    const { user } = renderApp('/buy-electricity');
    const sidebar = within(await screen.findByRole('navigation', { name: 'Main' }));
    const group = sidebar.getByRole('button', { name: 'My Account' });

    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(sidebar.queryByRole('link', { name: 'My Profile' })).not.toBeInTheDocument();

    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar.getByRole('link', { name: 'My Profile' })).toBeVisible();
  });

  it('follows a sidebar link and names the page in the top bar', async () => {
    const { user, currentPath } = renderApp('/buy-electricity');
    expect(await (await topBar()).findByText('Buy Electricity')).toBeInTheDocument();

    const sidebar = within(await screen.findByRole('navigation', { name: 'Main' }));
    await user.click(sidebar.getByRole('link', { name: 'Buy Solar' }));

    await waitFor(() => expect(currentPath()).toBe('/track'));
    expect(await (await topBar()).findByText('Buy Solar')).toBeInTheDocument();
    expect(document.title).toBe('Buy Solar | PowerPay');
  });

  it('the menu toggle folds the sidebar into an icon rail and back', async () => {
    const { user } = renderApp('/energy-audit');
    const toggle = (await topBar()).getByRole('button', { name: 'Close navigation menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Open navigation menu');
    const rail = within(screen.getByRole('navigation', { name: 'Main' }));
    // Collapsed: icons only, each link still named for screen readers, and the group has no toggle.
    expect(rail.getByRole('link', { name: 'Buy Electricity' })).toBeInTheDocument();
    expect(rail.queryByRole('button', { name: 'My Account' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(rail.getByRole('button', { name: 'My Account' })).toBeInTheDocument();
  });

  it('has the footer links and the copyright line of the year it is now, whenever the app was built', async () => {
    // Years after the build: the line says the year the customer reads it in (Lagos), not the build's.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-12-31T23:30:00Z'));
    renderApp('/my-profile');

    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Why Choose Us' })).toHaveAttribute(
      'href',
      '/landing-page#why-choose-us',
    );
    expect(footer.getByRole('link', { name: 'What We Offer' })).toHaveAttribute(
      'href',
      '/landing-page#what-we-offer',
    );
    // 00:30 on 1 January in Lagos (UTC+1).
    expect(footer.getByText('© 2032 PowerPay. All rights reserved.')).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('the logo goes to /landing-page', async () => {
    const { user, currentPath } = renderApp('/beneficiary');
    const sidebar = within(
      await screen.findByRole('navigation', { name: 'Main' }).then((nav) => nav.parentElement!),
    );

    const logoLinks = screen.getAllByRole('link', { name: 'PowerPay home' });
    expect(logoLinks.length).toBeGreaterThan(0);
    for (const link of logoLinks) expect(link).toHaveAttribute('href', '/landing-page');

    await user.click(sidebar.getByRole('link', { name: 'PowerPay home' }));
    await waitFor(() => expect(currentPath()).toBe('/landing-page'));
  });

  it('shows the global loader exactly while the loader flag is set', async () => {
    renderApp('/track');
    await topBar();
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument(),
    );

    act(() => showLoader());
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    act(() => showLoader());
    act(() => hideLoader());
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();

    act(() => hideLoader());
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('loads the user when the layout opens and shows the phone number', async () => {
    setSession({ ...customer, token: 'layout-token' });
    let authorization: string | null = null;
    server.use(
      http.get(apiUrl('/user'), ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ msg: 'ok', data: { ...customer, phone: '08099990000' } });
      }),
    );
    renderApp('/track');

    expect(await (await topBar()).findByRole('button', { name: /08099990000/ })).toBeInTheDocument();
    expect(authorization).toBe('Bearer layout-token');
    expect(appStore.getState().user?.phone).toBe('08099990000');
  });

  it('leaves the session as it is when the user it loads is the one stored, so nothing is redrawn for it', async () => {
    setSession({ ...customer, token: 'layout-token' });
    const storedUser = appStore.getState().user;
    server.use(http.get(apiUrl('/user'), () => HttpResponse.json({ msg: 'ok', data: { ...customer } })));
    const sessionChanges = vi.fn();
    const unsubscribe = appStore.subscribe(sessionChanges);
    renderApp('/track');

    expect(await (await topBar()).findByRole('button', { name: /08091234567/ })).toBeInTheDocument();
    // The answer has arrived and every effect that reads it has run.
    await waitFor(() => expect(queryClient.getQueryState(['user', 'layout-token'])?.status).toBe('success'));
    await act(async () => undefined);
    unsubscribe();
    expect(appStore.getState().user).toBe(storedUser);
    expect(sessionChanges).not.toHaveBeenCalled();
  });
});

describe('app layout on a phone', () => {
  beforeEach(() => {
    restoreViewport = setViewport('mobile');
  });

  it('has the bottom navigation with Buy Electricity, Buy Solar and My Account', async () => {
    const { user, currentPath } = renderApp('/notifications');

    const bottomNav = within(await screen.findByRole('navigation', { name: 'Bottom navigation' }));
    const links = bottomNav.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Buy Electricity', '/buy-electricity'],
      ['Buy Solar', '/track'],
      ['My Account', '/my-account'],
    ]);

    await user.click(bottomNav.getByRole('link', { name: 'Buy Solar' }));
    await waitFor(() => expect(currentPath()).toBe('/track'));
  });

  it('the menu toggle opens the navigation drawer, which closes after a link', async () => {
    const { user, currentPath } = renderApp('/buy-electricity');
    const toggle = (await topBar()).getByRole('button', { name: 'Open navigation menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    const drawer = within(await screen.findByRole('dialog', { name: 'Navigation menu' }));
    expect(drawer.getByRole('link', { name: 'Buy Solar' })).toBeInTheDocument();
    expect(drawer.getByRole('link', { name: 'Update Password' })).toBeInTheDocument();

    await user.click(drawer.getByRole('link', { name: 'Update Password' }));
    await waitFor(() => expect(currentPath()).toBe('/update-password'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Navigation menu' })).not.toBeInTheDocument(),
    );
  });

  it('the drawer closes on Escape', async () => {
    const { user } = renderApp('/track');
    await user.click((await topBar()).getByRole('button', { name: 'Open navigation menu' }));
    await screen.findByRole('dialog', { name: 'Navigation menu' });

    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Navigation menu' })).not.toBeInTheDocument(),
    );
  });
});
