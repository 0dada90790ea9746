import './styles.css';

import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from './app/app';
import { preloadRoute } from './app/app-routes';
import { WithAppReadyMark } from './app/app-ready';
import { registerServiceWorker } from './app/register-service-worker';
import { hasDraft } from './lib/tab-drafts';

// zod compiles object schemas with `new Function` unless jitless, and the CSP forbids eval. This is
// `z.config({ jitless: true })` written straight into zod's global config object, so zod stays out of
// the entry chunk; the e2e CSP check catches a zod version that stops reading it.
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The #root element is missing from index.html');

const app = (
  <StrictMode>
    <WithAppReadyMark>
      <App />
    </WithAppReadyMark>
  </StrictMode>
);

// As a transition, React renders in small slices and a slow phone's main thread stays free for taps.
// The public pages arrive prerendered (web/prerender-plugin.ts): React adopts their HTML instead of
// redrawing it, once the page's code is here (a page that suspended while hydrating would be redrawn).
// A query string changes what a page shows (the history tab, a purchase's details, a meter from the
// landing page); the prerendered HTML is the page without one, so the app draws such a page itself. So
// it does when this tab keeps a form part-way through (lib/tab-drafts.ts), which the HTML does not show.
if (rootElement.hasChildNodes() && window.location.search === '' && !hasDraft()) {
  void preloadRoute(window.location.pathname).then(() =>
    startTransition(() => {
      hydrateRoot(rootElement, app, { onRecoverableError: reportHydrationMismatch });
    }),
  );
} else {
  // The page's code (and, for a report, its data) is requested now rather than once the router has
  // rendered its way down to it; the server's app shell has already started downloading that code.
  void preloadRoute(window.location.pathname);
  startTransition(() => {
    createRoot(rootElement).render(app);
  });
}

registerServiceWorker();

// React recovers by redrawing the page, which works but throws away the head start; the e2e journeys fail on this message.
function reportHydrationMismatch(error: unknown): void {
  console.error('PowerPay: the prerendered page did not match the app and was redrawn.', error);
}
