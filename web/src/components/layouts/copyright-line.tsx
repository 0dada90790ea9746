import { toLagosIsoDate } from '@powerpay/shared/dates';

import { useBrowserValue } from '@/hooks/use-browser-value';

/** This year in Lagos, where PowerPay is. */
const yearInLagos = () => toLagosIsoDate(new Date()).slice(0, 4);

/**
 * "© <year> PowerPay. All rights reserved." The prerendered pages are HTML written at build time, so
 * their copy says the build's year (`VITE_BUILD_YEAR`, web/vite.config.ts), and the hydrating render says
 * the same so the two match; once the app runs, the year it is now (docs/product.md §1, decision 056).
 */
export function CopyrightLine({ className }: { className?: string }) {
  const year = useBrowserValue(yearInLagos, import.meta.env.VITE_BUILD_YEAR);
  return <p className={className}>{`© ${year} PowerPay. All rights reserved.`}</p>;
}
