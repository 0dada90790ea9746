/**
 * What the bundle-size bench (bundle-size.mjs) holds the build to: the app pages the layout wraps,
 * and the gzipped JavaScript budgets and goals per URL path (docs/ARCHITECTURE.md, "Budgets and quality bars").
 */

/** The app pages of docs/product.md §2 that the layout route module wraps (loaded with each of them). */
export const LAYOUT_ROUTE_PATHS = new Set([
  '/buy-electricity',
  '/track',
  '/energy-audit',
  '/energy-audit/:id/report',
  '/my-account',
  '/my-profile',
  '/beneficiary',
  '/notifications',
  '/update-password',
]);

/** Gzipped JavaScript budgets, in KB, keyed by URL path. */
export const ROUTE_BUDGETS_KB = {
  // All of the landing page's code, React, React Router and TanStack Query included; it is requested
  // once the page has painted, and the 80 KB goal is what comes before (BEFORE_PAINT_GOALS_KB).
  '/landing-page': 110,
  '/buy-electricity': 120,
  // The questionnaire's first paint; its two forms download when the page is idle (decision 025).
  '/energy-audit': 120,
};

/**
 * Budgets, in gzipped KB, for a route's own chunks: what it downloads on top of the entry and (for an
 * app page) the layout. The report is reached from /energy-audit, whose shell is already there.
 */
export const ROUTE_OWN_BUDGETS_KB = {
  '/energy-audit/:id/report': 60,
};

/**
 * The goals (gzipped KB, docs/ARCHITECTURE.md), stricter than the budgets, for what a prerendered page's HTML makes
 * the browser download before it paints: its scripts and module preloads. The landing page's app
 * code is requested once it has painted (web/public/load-app-after-paint.js, decision 028).
 */
export const BEFORE_PAINT_GOALS_KB = {
  '/landing-page': 80,
};

/**
 * Goals for how many JavaScript files a first visit to a page asks for. Over HTTP/1.1 the browser
 * fetches six at a time, so every six more is one more round trip before the page paints (decision 066).
 */
export const FILE_COUNT_GOALS = {
  '/energy-audit/:id/report': 24,
};
