import { useEffect } from 'react';

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
