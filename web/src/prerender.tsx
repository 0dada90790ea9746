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
export const PRERENDERED_LAYOUT_PATHS: readonly string[] = [paths.track, paths.buyElectricity, paths.energyAudit];

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
