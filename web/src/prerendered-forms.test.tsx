import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Root as ReactRoot } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import loaderSource from '../public/load-app-after-paint.js?raw';

import { LANDING_METER_STORAGE_KEY } from './lib/landing-meter';
import { hydratePage, showPrerenderedPage } from './test/hydrate-prerendered';
import { apiUrl, server } from './test/server';

/**
 * A prerendered form sent before its code runs (decision 047): the page's loader queues what was
 * sent, and the form's code sends exactly that once it runs. These run the real loader on the build's
 * HTML; e2e/tests/form-hand-over.spec.ts does the same in Chromium with the code held back.
 */
let root: ReactRoot | undefined;

beforeAll(() => {
  // The loader reads its entry from the script element that runs it; nothing is downloaded here.
  const script = document.createElement('script');
  script.setAttribute('data-entry', '/assets/index-test.js');
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  new Function(loaderSource)();
  Reflect.deleteProperty(document, 'currentScript');
});

beforeEach(() => {
  server.use(
    http.get(apiUrl('/purchase/provider'), () => HttpResponse.json({ msg: 'Request successful', data: [] })),
  );
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

/** Types into the page's HTML and sends the form, as a visitor does before the app runs. */
async function sendBeforeApp(form: HTMLElement, fields: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(fields))
    await user.type(within(form).getByLabelText(label), value);
  await user.type(within(form).getAllByRole('textbox').at(-1)!, '{Enter}');
}

describe('a prerendered form sent before the app runs', () => {
  it('the landing box: the number sent is checked and kept, and the visitor goes on to Buy Electricity', async () => {
    const container = await showPrerenderedPage('/landing-page');
    const hero = screen.getByRole('form', { name: 'Start a purchase' });
    await sendBeforeApp(hero, { 'Enter your meter number': '450123456789' });

    // Held, not sent by the browser: the page stays, marked busy.
    expect(hero).toHaveAttribute('data-submit-held');
    expect(window.location.pathname).toBe('/landing-page');

    ({ root } = await hydratePage(container, '/landing-page'));

    await waitFor(() => expect(window.localStorage.getItem(LANDING_METER_STORAGE_KEY)).toBe('450123456789'));
    await waitFor(() => expect(window.location.pathname).toBe('/buy-electricity'));
    expect(screen.queryByText('Please enter your meter number')).not.toBeInTheDocument();
  });

  it('the landing box: an invalid number sent early gets its message in place, under the number', async () => {
    const container = await showPrerenderedPage('/landing-page');
    const footer = screen.getByRole('form', { name: 'Top up your meter' });
    await sendBeforeApp(footer, { 'Your meter number': '4501' });

    ({ root } = await hydratePage(container, '/landing-page'));

    const input = within(footer).getByLabelText('Your meter number');
    expect(await within(footer).findByText('Invalid Meter Number')).toBeInTheDocument();
    expect(input).toHaveValue('4501');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(footer).not.toHaveAttribute('data-submit-held');
    expect(window.location.pathname).toBe('/landing-page');
  });
});
