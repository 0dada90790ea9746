import { describe, expect, it } from 'vitest';

import { fillTemplate, withPreloads } from '../prerender-html';

// The shape of the built index.html (vite build): entry script, its preloads, the stylesheet.
const TEMPLATE = `<!doctype html><html><head><title>PowerPay</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head><body><div id="root"></div></body></html>`;

const PAGE = {
  html: '<main><h1>Buy Solar</h1></main>',
  title: 'Buy Solar | PowerPay',
  description: undefined,
};

describe('prerendered page HTML', () => {
  it('hands every script of a page that works without its code to the after-paint loader', () => {
    const html = fillTemplate(TEMPLATE, PAGE, { preloads: ['assets/track-1.js'], hasSessionHint: true });

    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      '<script src="/load-app-after-paint.js" data-entry="/assets/index-abc.js" data-preload="/assets/react-def.js /assets/track-1.js" defer></script>',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">');
    expect(html).toContain('<div id="root"><main><h1>Buy Solar</h1></main></div>');
    expect(html).toContain('<title>Buy Solar | PowerPay</title>');
    // The session hint still runs before the first paint.
    expect(html).toContain('<script src="/session-hint.js"></script></head>');
  });

  it('adds the session hint only to a page that asks for it', () => {
    const html = fillTemplate(TEMPLATE, PAGE, { preloads: [], hasSessionHint: false });

    expect(html).not.toContain('session-hint.js');
    expect(html).toContain('data-entry="/assets/index-abc.js" data-preload="/assets/react-def.js"');
  });

  it('an app shell is index.html naming the route code', () => {
    const html = withPreloads(TEMPLATE, ['assets/report-1.js', 'assets/charts-2.js']);

    expect(html).toBe(
      TEMPLATE.replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/assets/report-1.js"><link rel="modulepreload" crossorigin href="/assets/charts-2.js"></head>',
      ),
    );
  });

  it('refuses a template it cannot fill', () => {
    expect(() =>
      fillTemplate('<html><head></head><body></body></html>', PAGE, { preloads: [], hasSessionHint: false }),
    ).toThrow(/no <div id="root"><\/div>/);
    expect(() =>
      fillTemplate('<html><head></head><body><div id="root"></div></body></html>', PAGE, {
        preloads: [],
        hasSessionHint: false,
      }),
    ).toThrow(/no module entry script/);
  });
});
