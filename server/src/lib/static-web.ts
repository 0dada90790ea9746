import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { NOT_FOUND_MESSAGE } from './errors.ts';

export const defaultWebDistDir = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const ONE_YEAR_SECONDS = 31_536_000;

/** The build's prerendered public pages (web/prerender-plugin.ts): `prerendered/contact.html` answers `/contact`. */
const PRERENDERED_DIR = 'prerendered';
/**
 * Pages whose query string changes what they show (`/buy-electricity?tab=history`): their file
 * answers only the bare path; with a query the app draws the page from index.html.
 */
const WITHOUT_QUERY_DIR = 'without-query';
/** index.html copies naming a route's code so it downloads with the entry; `routes.json` says which path gets which. */
const APP_SHELLS_INDEX = 'app-shells/routes.json';

/**
 * Serves the built single-page app from the API's origin: hashed assets cached for a year,
 * index.html never cached (so a deploy is picked up at once), any non-API path falls back to it.
 */
export async function registerStaticWeb(app: FastifyInstance, distDir = defaultWebDistDir) {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  const prerenderedPages = listPrerenderedPages(distDir, PRERENDERED_DIR);
  const prerenderedBarePages = listPrerenderedPages(distDir, `${PRERENDERED_DIR}/${WITHOUT_QUERY_DIR}`);
  const findAppShell = appShellFinder(distDir);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // Serve the build's .br/.gz copies (web/precompress-plugin.ts) to browsers that accept them.
      preCompressed: true,
      setHeaders(response, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header(
          'cache-control',
          isHashedAsset ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !wantsPage || !hasBuild) return reply.status(404).send({ msg: NOT_FOUND_MESSAGE });

    // A path with a file extension is a missing asset, not a page.
    const [pathname = '', query] = request.url.split('?', 2);
    if (path.extname(pathname)) return reply.status(404).send({ msg: NOT_FOUND_MESSAGE });

    const barePage = query === undefined ? prerenderedBarePages.get(pathname) : undefined;
    const page = prerenderedPages.get(pathname) ?? barePage ?? findAppShell(pathname) ?? 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(page, distDir);
  });
}

/** Page path to file in `folder` (relative to the build, with `/`), e.g. `/contact` to `prerendered/contact.html`. */
function listPrerenderedPages(distDir: string, folder: string): Map<string, string> {
  const directory = path.join(distDir, folder);
  if (!existsSync(directory)) return new Map();

  return new Map(
    readdirSync(directory)
      .filter((fileName) => fileName.endsWith('.html'))
      .map((fileName) => [`/${path.basename(fileName, '.html')}`, `${folder}/${fileName}`]),
  );
}

/**
 * The app shell for a path (`/energy-audit/<id>/report` to `app-shells/energy-audit-report.html`),
 * matching the route patterns of the build's `routes.json`, where `:name` is any one segment.
 */
function appShellFinder(distDir: string): (pathname: string) => string | undefined {
  const indexPath = path.join(distDir, APP_SHELLS_INDEX);
  if (!existsSync(indexPath)) return () => undefined;

  const shells = (JSON.parse(readFileSync(indexPath, 'utf8')) as { path: string; file: string }[]).map(
    (shell) => ({
      segments: shell.path.split('/'),
      file: shell.file,
    }),
  );
  return (pathname) => {
    const segments = pathname.split('/');
    return shells.find(
      (shell) =>
        shell.segments.length === segments.length &&
        shell.segments.every((part, index) =>
          part.startsWith(':') ? segments[index] !== '' : part === segments[index],
        ),
    )?.file;
  };
}
