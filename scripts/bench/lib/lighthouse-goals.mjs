/** What the Lighthouse bench (../lighthouse.mjs) holds each page to, and the bench table's rows of a page's result. */

/** The report page's key; audited at its real path, signed in (lib/signed-in-report.mjs). */
export const REPORT_PAGE = '/energy-audit/:id/report';

/**
 * The report again, through the checked-in nginx site with TLS and HTTP/2 as a deployment serves it
 * (lighthouse-edge.mjs, decision 067), held to the energy report's bar of 0.95.
 */
export const REPORT_AT_THE_EDGE = `${REPORT_PAGE} through nginx (TLS and HTTP/2)`;

/** The goals per page: minimum performance and accessibility scores (0 to 1), maximum LCP in ms. */
const PUBLIC_PAGE_GOALS = { performance: 0.98, accessibility: 0.95, lcpMs: 1800 };
const APP_PAGE_GOALS = { performance: 0.9, accessibility: 0.95 };
export const LIGHTHOUSE_GOALS = {
  '/landing-page': PUBLIC_PAGE_GOALS,
  '/policy': PUBLIC_PAGE_GOALS,
  '/contact': PUBLIC_PAGE_GOALS,
  '/track': PUBLIC_PAGE_GOALS,
  '/buy-electricity': APP_PAGE_GOALS,
  '/energy-audit': APP_PAGE_GOALS,
  // A signed-in customer's report of a home audit (decision 018); the id is made when the bench runs.
  [REPORT_PAGE]: APP_PAGE_GOALS,
  [REPORT_AT_THE_EDGE]: { performance: 0.95, accessibility: 0.95 },
};

/** One page's rows: performance, LCP (where it has a goal), accessibility and its failing audits. */
export function rowsForPage(result) {
  const goals = LIGHTHOUSE_GOALS[result.pagePath] ?? APP_PAGE_GOALS;
  const { performance, accessibility } = result.scores;
  const runs = result.performanceRuns.map((score) => score.toFixed(2)).join(', ');
  const rows = [
    {
      figure: `${result.pagePath} mobile performance`,
      value: `${performance.toFixed(2)} (runs ${runs}; TBT ${Math.round(result.tbtMs ?? 0)} ms)`,
      goal: `>= ${goals.performance}`,
      isPassing: performance >= goals.performance,
    },
  ];
  if (goals.lcpMs !== undefined) {
    rows.push({
      figure: `${result.pagePath} mobile LCP`,
      value: `${((result.lcpMs ?? 0) / 1000).toFixed(2)} s`,
      goal: `<= ${(goals.lcpMs / 1000).toFixed(1)} s`,
      isPassing: (result.lcpMs ?? Infinity) <= goals.lcpMs,
    });
  }
  rows.push({
    figure: `${result.pagePath} accessibility`,
    value:
      result.failedA11yAudits.length > 0
        ? `${accessibility.toFixed(2)} (failing: ${result.failedA11yAudits.join(', ')})`
        : accessibility.toFixed(2),
    goal: `>= ${goals.accessibility}, no failing audit`,
    isPassing: accessibility >= goals.accessibility && result.failedA11yAudits.length === 0,
  });
  return rows;
}
