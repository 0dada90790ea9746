import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderApp } from '@/test/render-app';
import { apiUrl, server } from '@/test/server';

import { preloadRoute } from './app-routes';

// Captured before the clock is faked: module loading and React's work need real time to pass.
const realSetTimeout = globalThis.setTimeout;

async function letRealTimePass(ms = 30): Promise<void> {
  await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, ms)));
}

/** Lets real time pass until `isDone` holds (code-split pages load without any fake timer moving). */
async function settleUntil(isDone: () => boolean, attempts = 200): Promise<void> {
  for (let attempt = 0; attempt < attempts && !isDone(); attempt += 1) await letRealTimePass();
}

async function advanceClock(ms: number): Promise<void> {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
  await letRealTimePass();
}

const splashLogo = () => screen.queryByRole('img', { name: 'PowerPay' });

beforeAll(async () => {
  // Download every page a splash leads to once, so the timing checks measure the splash, not the module loader.
  for (const path of ['/', '/landing-page', '/buy-electricity', '/track']) preloadRoute(path);
  await new Promise((resolve) => realSetTimeout(resolve, 2000));
});

beforeEach(() => {
  server.use(http.get(apiUrl('/purchase/provider'), () => HttpResponse.json({ msg: 'ok', data: [] })));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('splash screens (docs/product.md §2 and §4)', () => {
  it('/ shows the logo and stays for 1500 ms, then goes to /landing-page', async () => {
    const { currentPath } = renderApp('/');
    await settleUntil(() => splashLogo() !== null);
    expect(splashLogo()).toBeInTheDocument();

    await advanceClock(1499);
    expect(currentPath()).toBe('/');
    expect(splashLogo()).toBeInTheDocument();

    await advanceClock(1);
    await settleUntil(() => currentPath() === '/landing-page');
    expect(currentPath()).toBe('/landing-page');
  });

  it('/buy-energy-app shows the logo for 1000 ms, then Buy Electricity', async () => {
    const { currentPath } = renderApp('/buy-energy-app');
    await settleUntil(() => splashLogo() !== null);
    expect(splashLogo()).toBeInTheDocument();

    await advanceClock(999);
    expect(currentPath()).toBe('/buy-energy-app');

    await advanceClock(1);
    await settleUntil(
      () => currentPath() === '/buy-electricity' && document.title.startsWith('Buy Electricity'),
    );
    expect(currentPath()).toBe('/buy-electricity');
    expect(document.title).toBe('Buy Electricity | PowerPay');
  });

  it('/buy-solar-app shows the logo for 1000 ms, then Buy Solar', async () => {
    const { currentPath } = renderApp('/buy-solar-app');
    await settleUntil(() => splashLogo() !== null);
    expect(splashLogo()).toBeInTheDocument();

    await advanceClock(999);
    expect(currentPath()).toBe('/buy-solar-app');

    await advanceClock(1);
    await settleUntil(() => currentPath() === '/track' && document.title.startsWith('Buy Solar'));
    expect(currentPath()).toBe('/track');
    expect(document.title).toBe('Buy Solar | PowerPay');
  });
});
