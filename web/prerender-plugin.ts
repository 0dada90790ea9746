import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { createServer, type Plugin } from 'vite';

import { writeCompressedCopies } from './precompress-plugin';
import { fillTemplate, withPreloads } from './prerender-html';
import type { PrerenderedPage } from './src/prerender';

/** Where the pages go inside the build; the server (server/src/lib/static-web.ts) looks there. */
export const PRERENDERED_DIR = 'prerendered';
/** Inside it, the pages the server answers only without a query string. */
export const WITHOUT_QUERY_DIR = 'without-query';
/** index.html copies naming one route's code, and `routes.json` mapping route patterns to them. */
export const APP_SHELLS_DIR = 'app-shells';

type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

type PrerenderModule = {
  PRERENDERED_PATHS: readonly string[];
  PRERENDERED_LAYOUT_PATHS: readonly string[];
  APP_SHELL_ROUTES: readonly { path: string; route: string; isInLayout: boolean }[];
  renderPage: (pathname: string) => Promise<PrerenderedPage>;
};

const APP_LAYOUT_SOURCE = 'src/app/routes/app-layout.tsx';

/**
 * After the client build, renders the public pages (src/prerender.tsx) into copies of the built
 * index.html: `dist/prerendered/landing-page.html` and so on, with their title and description,
 * plus Brotli and gzip copies. The browser paints them straight from the HTML and the app hydrates.
 */
export function prerender(): Plugin {
  let root = '';
  let outDir = '';

  return {
    name: 'powerpay:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const manifest = JSON.parse(
        await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
      ) as Manifest;
      // A throwaway Vite server in SSR mode loads the app's modules as the client build saw them.
      const server = await createServer({
        root,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { PRERENDERED_PATHS, PRERENDERED_LAYOUT_PATHS, APP_SHELL_ROUTES, renderPage } =
          (await server.ssrLoadModule('/src/prerender.tsx')) as PrerenderModule;
        await writeAppShells(outDir, template, manifest, APP_SHELL_ROUTES);
        await mkdir(path.join(outDir, PRERENDERED_DIR, WITHOUT_QUERY_DIR), { recursive: true });
        for (const pathname of PRERENDERED_PATHS) {
          const isAppPage = PRERENDERED_LAYOUT_PATHS.includes(pathname);
          // An app page's query string changes it (`?tab=history`): the server answers only its bare path with this file.
          const folder = isAppPage ? path.join(PRERENDERED_DIR, WITHOUT_QUERY_DIR) : PRERENDERED_DIR;
          const filePath = path.join(outDir, folder, `${pathname.slice(1)}.html`);
          const page = await renderPage(pathname);
          const preloads = routeChunks(manifest, routeSources(pathname.slice(1), isAppPage));
          await writeFile(filePath, fillTemplate(template, page, { preloads, hasSessionHint: isAppPage }));
          await writeCompressedCopies(filePath);
        }
      } finally {
        await server.close();
      }
    },
  };
}

/** A route module's source, after the layout's for a page inside the app layout. */
function routeSources(route: string, isInLayout: boolean): string[] {
  const routeSource = `src/app/routes/${route}.tsx`;
  return isInLayout ? [APP_LAYOUT_SOURCE, routeSource] : [routeSource];
}

/**
 * `app-shells/<route>.html`: index.html plus modulepreload links for the route's code (and the
 * layout's), and `app-shells/routes.json` (`[{ path, file }]`) for the server to pick them by path.
 */
async function writeAppShells(
  outDir: string,
  template: string,
  manifest: Manifest,
  routes: PrerenderModule['APP_SHELL_ROUTES'],
) {
  await mkdir(path.join(outDir, APP_SHELLS_DIR), { recursive: true });
  const index: { path: string; file: string }[] = [];
  for (const { path: routePath, route, isInLayout } of routes) {
    const preloads = routeChunks(manifest, routeSources(route, isInLayout));
    const file = `${APP_SHELLS_DIR}/${route}.html`;
    await writeFile(path.join(outDir, file), withPreloads(template, preloads));
    await writeCompressedCopies(path.join(outDir, file));
    index.push({ path: routePath, file });
  }
  await writeFile(path.join(outDir, APP_SHELLS_DIR, 'routes.json'), JSON.stringify(index, null, 2));
}

/**
 * The files of a route's chunk and of everything it imports statically, minus those index.html
 * loads anyway: preloading them lets hydration start one round trip sooner on a slow network.
 */
export function routeChunks(manifest: Manifest, routeSources: string[]): string[] {
  for (const routeSource of routeSources) {
    if (!manifest[routeSource]) throw new Error(`prerender: ${routeSource} is not in the build manifest`);
  }

  const alreadyLoaded = new Set(['index.html', ...(manifest['index.html']?.imports ?? [])]);
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || alreadyLoaded.has(key)) return;
    alreadyLoaded.add(key);
    files.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  routeSources.forEach(visit);
  return files;
}
