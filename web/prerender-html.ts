import type { PrerenderedPage } from './src/prerender';

/** Blocking on purpose, and tiny: it must mark a signed-in customer before the first paint (public/session-hint.js). */
const SESSION_HINT_SCRIPT = '<script src="/session-hint.js"></script>';

const ROOT_ELEMENT = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

export type PageScripts = {
  /** The route's code beyond the entry's, to download alongside it. */
  preloads: string[];
  /** Whether the page shows signed-out-only parts (the app layout's Sign In), which public/session-hint.js hides for a customer. */
  hasSessionHint: boolean;
};

/**
 * index.html with the page's markup in #root, its own title and description, and its code handed to
 * the loader that requests it once the page has painted (public/load-app-after-paint.js, decision 028).
 */
export function fillTemplate(template: string, page: PrerenderedPage, scripts: PageScripts): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`prerender: index.html has no ${ROOT_ELEMENT}`);

  let html = loadAppAfterPaint(template, scripts.preloads);
  if (scripts.hasSessionHint) html = html.replace('</head>', `${SESSION_HINT_SCRIPT}</head>`);
  html = html
    .replace(ROOT_ELEMENT, `<div id="root">${page.html}</div>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  if (page.description) {
    html = html.replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_match, before: string, after: string) => `${before}${escapeHtml(page.description ?? '')}${after}`,
    );
  }
  return html;
}

/** index.html with `<link rel="modulepreload">` for more of the app's files. */
export function withPreloads(template: string, files: string[]): string {
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
  return template.replace('</head>', `${links}</head>`);
}

/**
 * The entry script and Vite's preloads become one deferred loader that requests them, and the
 * route's files, once the page has painted.
 */
function loadAppAfterPaint(template: string, routeFiles: string[]): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('prerender: index.html has no module entry script');
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  preloads.push(...routeFiles.map((file) => `/${file}`));

  const loader = `<script src="/load-app-after-paint.js" data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preloads.join(' '))}" defer></script>`;
  return template
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', `${loader}</head>`);
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}
