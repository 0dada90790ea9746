import { useEffect, type ReactNode } from 'react';

/** Set on <html> once the app runs the page; the end-to-end journeys wait for it before they act. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/**
 * Marks the page as running after React's first commit. A prerendered page shows before its code
 * arrives; until this mark, its links and forms work as plain HTML, and its buttons do nothing.
 */
export function AppReadyMark() {
  useEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''), []);
  return null;
}

/**
 * The app followed by its ready mark, as main.tsx renders it. The prerender renders this same shape:
 * useId values depend on where a component sits among its siblings, and the ids the HTML carries
 * (aria-controls, aria-labelledby) must be the ones the hydrated app uses.
 */
export function WithAppReadyMark({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <AppReadyMark />
    </>
  );
}
