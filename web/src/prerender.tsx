import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';

import { WithAppReadyMark } from './app/app-ready';
import { AppProvider } from './app/provider';
import { Root } from './app/root';
import { pageDescriptionByPath } from './config/page-descriptions';
import { getDocumentTitle, paths } from './config/paths';
import { createQueryClient } from './lib/query-client';

/**
 * The public pages the build renders to HTML (web/prerender-plugin.ts), so a visitor on a slow
 * phone reads them before the JavaScript has arrived; the app then hydrates that HTML.
 * They look the same to everyone: anything that depends on the session or the screen size is
 * rendered signed out and for a phone, then updated once the app runs.
 *
 * Each page's code is requested once it has painted (public/load-app-after-paint.js), so that on a
 * slow network its text and styles get the bandwidth first. The landing page, policy, contact and
 * /track work before it runs (links, and a meter box the browser sends itself). Buy Electricity and
 * Energy Audit are forms that need it: a tap, a key or a focus requests it at once, and New Purchase
 * keeps what was typed, and a send made, before it runs (decision 028).
 */
export const PRERENDERED_PATHS: readonly string[] = [
  paths.landing,
  paths.policy,
  paths.contact,
  paths.track,
  paths.buyElectricity,
  paths.energyAudit,
];

/** The prerendered pages drawn inside the app layout, whose chunk they also need to hydrate. */
export const PRERENDERED_LAYOUT_PATHS: readonly string[] = [
  paths.track,
  paths.buyElectricity,
  paths.energyAudit,
];

/**
 * Pages drawn by the app alone (they show one customer's data, or a form that is not prerendered),
 * by route module: their HTML lists that code (web/prerender-plugin.ts writes `app-shells/`), so it
 * downloads alongside the entry instead of a round trip or two after it.
 */
export const APP_SHELL_ROUTES: readonly { path: string; route: string; isInLayout: boolean }[] = [
  { path: paths.energyAuditReport, route: 'energy-audit-report', isInLayout: true },
  { path: paths.myAccount, route: 'my-account', isInLayout: true },
  { path: paths.myProfile, route: 'my-profile', isInLayout: true },
  { path: paths.beneficiary, route: 'beneficiary', isInLayout: true },
  { path: paths.notifications, route: 'notifications', isInLayout: true },
  { path: paths.updatePassword, route: 'update-password', isInLayout: true },
  { path: paths.receipt, route: 'receipt', isInLayout: false },
  { path: paths.findToken, route: 'find-token', isInLayout: false },
  { path: paths.login, route: 'login', isInLayout: false },
  { path: paths.register, route: 'register', isInLayout: false },
  { path: paths.forgotPassword, route: 'forgot-password', isInLayout: false },
  { path: paths.resetPassword, route: 'reset-password', isInLayout: false },
  { path: paths.confirmEmail, route: 'confirm-email', isInLayout: false },
];

export type PrerenderedPage = { html: string; title: string; description: string | undefined };

/** Renders a page as the browser's first render will see it, waiting for every lazy part. */
export async function renderPage(pathname: string): Promise<PrerenderedPage> {
  const { prelude } = await prerender(
    <WithAppReadyMark>
      <AppProvider queryClient={createQueryClient()}>
        <StaticRouter location={pathname}>
          <Root />
        </StaticRouter>
      </AppProvider>
    </WithAppReadyMark>,
    // One complete document: no boundary is split out to be revealed by an inline script (our CSP forbids those).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );

  const html = await new Response(prelude).text();
  return { html, title: getDocumentTitle(pathname), description: pageDescriptionByPath[pathname] };
}
