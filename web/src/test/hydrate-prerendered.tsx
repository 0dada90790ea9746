import { act } from 'react';
import { hydrateRoot, type Root as ReactRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';

import { App } from '@/app/app';
import { WithAppReadyMark } from '@/app/app-ready';
import { preloadRoute } from '@/app/app-routes';
import { renderPage } from '@/prerender';

/** Puts the build's HTML of `pathname` on the page, as the server sends it, before the app runs. */
export async function showPrerenderedPage(pathname: string): Promise<HTMLElement> {
  const { html } = await renderPage(pathname);
  await resetServerContexts();
  document.body.innerHTML = `<div id="root">${html}</div>`;
  window.history.replaceState(null, '', pathname);
  return document.getElementById('root')!;
}

/**
 * Lets the app take over the page on screen, as src/main.tsx does. Answers the root (to unmount) and
 * the errors React recovered from (a mismatch between the HTML and the app).
 */
export async function hydratePage(container: HTMLElement, pathname: string) {
  const mismatches: unknown[] = [];
  let root: ReactRoot | undefined;
  await preloadRoute(pathname);
  await act(async () => {
    root = hydrateRoot(
      container,
      <WithAppReadyMark>
        <App />
      </WithAppReadyMark>,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
  });
  return { root: root!, mismatches };
}

/**
 * React's server renderer leaves the context values of a page that finished on a lazy part (the
 * router's, here) on the shared context objects, where the client renderer of this same process
 * would read them. The build prerenders in a process of its own; here a trivial render resets them.
 */
async function resetServerContexts(): Promise<void> {
  const { prelude } = await prerender(<span />);
  await new Response(prelude).text();
}
