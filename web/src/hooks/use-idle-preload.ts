import { useEffect } from 'react';

const DEFAULT_IDLE_TIMEOUT_MS = 4000;

/**
 * Downloads code the page will probably need soon (dialogs, toasts, forms behind a button) once the
 * browser is idle, so it stays out of the first paint but is usually there before the first tap.
 * A failed download is ignored: the code is fetched again when it is actually needed.
 */
export function useIdlePreload(
  preload: () => Promise<unknown>,
  timeoutMs: number = DEFAULT_IDLE_TIMEOUT_MS,
): void {
  useEffect(() => {
    const run = () => void preload().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(run, timeoutMs);
    return () => window.clearTimeout(timer);
  }, [preload, timeoutMs]);
}
