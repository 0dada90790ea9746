import { useLocation } from 'react-router';

import { getPageTitle } from '@/config/paths';

/** The current page's name (top bar, document title). */
export function usePageTitle(): string | undefined {
  return getPageTitle(useLocation().pathname);
}
