import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

const SUMMARY_STEP = 'summary';

function isSummaryEntry(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { purchaseStep?: unknown }).purchaseStep === SUMMARY_STEP
  );
}

/**
 * The summary (2/2) is a step of its own in the browser's history, so that a phone's Back button
 * returns to the form with what was typed, as the on-screen back arrow does, instead of leaving the
 * page (decision 020). `open` adds the entry; the summary shows while the browser is on it
 * (`isAtSummary`), so a Back pressed before the entry was drawn cannot leave the summary on the form's
 * entry. `close` is the arrow: it goes back through the entry. `onLeft` runs when the summary
 * (`hasSummary`) is no longer on its entry. An entry reached with no summary to show (a reload,
 * Forward after Back: the verified order is gone) becomes a plain one, so that the next Continue's
 * entry is the only summary entry and Back leaves it.
 */
export function useSummaryHistoryEntry(onLeft: () => void, hasSummary: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const isAtSummary = isSummaryEntry(location.state);
  // From `open` until the summary shows on its new entry: meanwhile the two may be drawn in either order.
  const isOpening = useRef(false);

  useEffect(() => {
    if (isAtSummary && hasSummary) isOpening.current = false;
    if (isOpening.current || isAtSummary === hasSummary) return;
    if (hasSummary) {
      onLeft();
      return;
    }
    const { purchaseStep: _step, ...state } = location.state as Record<string, unknown>;
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state });
  }, [isAtSummary, hasSummary, onLeft, location, navigate]);

  return {
    isAtSummary,
    open() {
      isOpening.current = true;
      const state = typeof location.state === 'object' && location.state !== null ? location.state : {};
      void navigate(`${location.pathname}${location.search}${location.hash}`, {
        state: { ...state, purchaseStep: SUMMARY_STEP },
      });
    },
    close() {
      isOpening.current = false;
      if (isAtSummary) void navigate(-1);
      else onLeft();
    },
  };
}
