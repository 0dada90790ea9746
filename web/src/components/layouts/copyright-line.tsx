import { useSyncExternalStore } from 'react';

/** Lagos keeps UTC+1 all year (no daylight saving). */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
/** This year in Lagos, where PowerPay is. Written out rather than imported: the landing page's budget. */
const yearInLagos = () => String(new Date(Date.now() + LAGOS_OFFSET_MS).getUTCFullYear());
const subscribeToNothing = () => () => undefined;
const buildYear = () => import.meta.env.VITE_BUILD_YEAR;

/**
 * "© <year> PowerPay. All rights reserved." The prerendered pages are HTML written at build time, so
 * their copy says the build's year (`VITE_BUILD_YEAR`, web/vite.config.ts), and the hydrating render says
 * the same so the two match; once the app runs, the year it is now (docs/product.md §1, decision 056).
 */
export function CopyrightLine({ className }: { className?: string }) {
  const year = useSyncExternalStore(subscribeToNothing, yearInLagos, buildYear);
  return <p className={className}>{`© ${year} PowerPay. All rights reserved.`}</p>;
}
