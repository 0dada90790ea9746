import { resetAppState } from '@/lib/app-state';

/**
 * Makes `window.matchMedia` answer as a desktop (1280 px) or a phone (390 px) would, then restarts
 * the app state so the sidebar flag starts as it does on that device. Returns the restore function.
 */
export function setViewport(kind: 'desktop' | 'mobile'): () => void {
  const width = kind === 'desktop' ? 1280 : 390;
  const original = window.matchMedia;

  window.matchMedia = ((query: string) => ({
    matches: matchesWidth(query, width),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  resetAppState();

  return () => {
    window.matchMedia = original;
    resetAppState();
  };
}

function matchesWidth(query: string, width: number): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  if (!min && !max) return false;

  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}
