import type { ReactNode } from 'react';

import { Spinner } from './spinner';

/**
 * The label of a prerendered form's submit button. Before the app runs, a send is held by the page's
 * loader (public/load-app-after-paint.js), which marks the form `data-submit-held`; styles.css then
 * shows `busyLabel` with a spinner instead of `children`, so a tap on a slow network is answered at
 * once rather than when the code arrives. Both are in the HTML, so the app adopts it unchanged.
 */
export function HeldSubmitLabel({ children, busyLabel }: { children: ReactNode; busyLabel: string }) {
  return (
    <>
      <span data-idle-label="">{children}</span>
      {/* Hidden inline, so it is hidden wherever styles.css is not loaded (tests) and shown only by its rule. */}
      <span data-held-label="" className="items-center gap-2" style={{ display: 'none' }}>
        <Spinner className="size-4" />
        {busyLabel}
      </span>
    </>
  );
}
