import { toLagosIsoDate } from '@powerpay/shared/dates';
import { act } from 'react';
import type { Root as ReactRoot } from 'react-dom/client';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { pageDescriptions } from './config/page-descriptions';
import { signInAs } from './features/accounts/test/account-fixtures';
import { PRERENDERED_PATHS, renderPage } from './prerender';
import { hydratePage, showPrerenderedPage } from './test/hydrate-prerendered';
import { apiUrl, server } from './test/server';

/** This year in Lagos, as the copyright line says it. */
const thisYearInLagos = () => toLagosIsoDate(new Date()).slice(0, 4);

/** Each page's first heading as a visitor sees it (the energy audit asks a visitor to sign in). */
const HEADINGS: Record<string, RegExp> = {
  '/landing-page': /prepaid meter/i,
  '/policy': /Privacy Policy/,
  '/contact': /Contact Us/,
  '/track': /Buy Solar/,
  '/buy-electricity': /Buy Electricity/,
  '/energy-audit': /You have not signed in/,
};

describe('prerendering the public pages', () => {
  it('covers the pages a visitor lands on first: the public pages and the signed-out app pages', () => {
    expect([...PRERENDERED_PATHS].sort()).toEqual([
      '/buy-electricity',
      '/contact',
      '/energy-audit',
      '/landing-page',
      '/policy',
      '/track',
    ]);
  });

  it.each(PRERENDERED_PATHS)(
    'renders %s whole: the page itself, not the loading logo, and no inline script',
    async (pathname) => {
      const page = await renderPage(pathname);
      const document = new DOMParser().parseFromString(`<div id="root">${page.html}</div>`, 'text/html');

      expect(document.querySelector('h1, h2')?.textContent).toMatch(HEADINGS[pathname]!);
      expect(document.querySelector('nav')).not.toBeNull();
      // Written at build time: the build's year (web/vite.config.ts), the year the app then shows too.
      expect(document.querySelector('footer')?.textContent).toContain(
        `© ${import.meta.env.VITE_BUILD_YEAR} PowerPay. All rights reserved.`,
      );
      expect(import.meta.env.VITE_BUILD_YEAR).toBe(thisYearInLagos());
      expect(document.querySelector('[role="status"]')).toBeNull();
      // Our CSP forbids inline scripts, so a boundary React left to reveal with one would never show.
      expect(page.html).not.toMatch(/<script|<template|hidden id="S:/);
    },
  );

  it('gives each page its own title and description', async () => {
    expect(await renderPage('/landing-page')).toMatchObject({
      title: 'PowerPay: Buy electricity in Nigeria',
      description: pageDescriptions.landing,
    });
    expect(await renderPage('/policy')).toMatchObject({
      title: 'Privacy Policy | PowerPay',
      description: pageDescriptions.policy,
    });
    expect(await renderPage('/contact')).toMatchObject({
      title: 'Contact Us | PowerPay',
      description: pageDescriptions.contact,
    });
  });
});

describe('hydrating a prerendered page', () => {
  let root: ReactRoot | undefined;

  // What the pages ask for once they run: the DisCos, and for a signed-in customer (signInAs answers
  // their account) the last purchase, the amounts they usually buy and audits. The answers come after
  // hydration; no request fails.
  beforeEach(() => {
    const ok = (data: unknown, meta?: unknown) =>
      HttpResponse.json({ msg: 'Request successful', data, meta });
    server.use(
      http.get(apiUrl('/purchase/provider'), () => ok([])),
      http.get(apiUrl('/purchase/recent'), () => ok(null)),
      http.get(apiUrl('/purchase/usual-amounts'), () => ok({ overall: null, meters: [] })),
      http.get(apiUrl('/auditForm'), () => ok([], { page: 1, limit: 10, total: 0 })),
    );
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  /** Puts the build's HTML on the page and lets the app take it over, as src/main.tsx does. */
  async function hydrate(pathname: string) {
    const container = await showPrerenderedPage(pathname);
    const main = container.querySelector('main');
    const hydrated = await hydratePage(container, pathname);
    root = hydrated.root;
    return { container, main, mismatches: hydrated.mismatches };
  }

  it.each(PRERENDERED_PATHS)('adopts the HTML of %s as it is, for a visitor', async (pathname) => {
    const { container, main, mismatches } = await hydrate(pathname);

    expect(mismatches).toEqual([]);
    // The same element: React adopted the prerendered DOM instead of drawing it again.
    expect(main).not.toBeNull();
    expect(container.querySelector('main')).toBe(main);
    // React keeps the HTML's ids without checking them: the app must compute the same ones (useId).
    expect(danglingIdReferences(container)).toEqual([]);
  });

  it.each(PRERENDERED_PATHS)(
    'adopts the HTML of %s for a signed-in customer too, who was not signed in at build time',
    async (pathname) => {
      signInAs();

      const { container, main, mismatches } = await hydrate(pathname);

      expect(mismatches).toEqual([]);
      expect(container.querySelector('main')).toBe(main);
      expect(danglingIdReferences(container)).toEqual([]);
    },
  );
});

/** aria-controls, aria-labelledby and aria-describedby values that name no element on the page. */
function danglingIdReferences(container: HTMLElement): string[] {
  const attributes = ['aria-controls', 'aria-labelledby', 'aria-describedby'];
  return [...container.querySelectorAll(attributes.map((name) => `[${name}]`).join(','))].flatMap((element) =>
    attributes
      .flatMap((name) =>
        (element.getAttribute(name) ?? '')
          .split(/\s+/)
          .filter(Boolean)
          .map((id) => `${name}=${id}`),
      )
      .filter((reference) => !document.getElementById(reference.split('=')[1]!)),
  );
}
