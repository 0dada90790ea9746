import { useEffect } from 'react';

const DEFAULT_IDLE_TIMEOUT_MS = 4000;

/** How many loading states are on screen, and the idle preloads waiting for none to be left. */
let loadingStatesShown = 0;
const waitingForContent = new Set<() => void>();

/**
 * Marks a loading state on screen (a report being fetched and composed, a page's code on its way):
 * while one is shown, idle preloads wait, so what the customer is waiting for has the network to
 * itself. On a slow connection a preload started in the pause between the report's data and its
 * figures delayed them (decision 065).
 */
export function useHoldsIdlePreloads(): void {
  useEffect(() => {
    loadingStatesShown += 1;
    return () => {
      loadingStatesShown -= 1;
      if (loadingStatesShown === 0)
        afterNextPaint(() => [...waitingForContent].forEach((resume) => resume()));
    };
  }, []);
}

/**
 * Downloads code the page will probably need soon (dialogs, toasts, forms behind a button) once the
 * browser is idle and no loading state is shown, so it stays out of the page's first paint and its
 * content, but is usually there before the first tap. A failed download is ignored: the code is fetched
 * again when it is actually needed.
 */
export function useIdlePreload(
  preload: () => Promise<unknown>,
  timeoutMs: number = DEFAULT_IDLE_TIMEOUT_MS,
): void {
  useEffect(() => {
    let cancelIdle = () => {};
    const run = () => {
      // One loading state can replace another in a single commit (the report's data, then its figures).
      if (loadingStatesShown > 0) return waitForContent();
      void preload().catch(() => undefined);
    };
    const schedule = () => {
      waitingForContent.delete(schedule);
      cancelIdle = whenIdle(run, timeoutMs);
    };
    const waitForContent = () => void waitingForContent.add(schedule);

    if (loadingStatesShown > 0) waitForContent();
    else schedule();
    return () => {
      waitingForContent.delete(schedule);
      cancelIdle();
    };
  }, [preload, timeoutMs]);
}

/** Calls `run` when the browser is idle (at the latest after `timeoutMs`); returns how to cancel it. */
function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, timeoutMs);
  return () => window.clearTimeout(timer);
}

/**
 * Calls `run` once the main thread has drawn the frame showing what is on screen now (the content that
 * replaced a loading state): the second animation frame from now comes after it. One frame was not
 * enough: the preloads then started while that frame was still being drawn. The compositor may still be
 * putting it on screen, so Lighthouse now and then sees them start a few milliseconds before that paint
 * (decision 065).
 */
function afterNextPaint(run: () => void): void {
  if (typeof window.requestAnimationFrame !== 'function') return void window.setTimeout(run);
  window.requestAnimationFrame(() => window.requestAnimationFrame(() => window.setTimeout(run)));
}
