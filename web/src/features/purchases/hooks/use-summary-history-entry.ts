import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

const SUMMARY_STEP = 'summary';

function isSummaryEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { purchaseStep?: unknown }).purchaseStep === SUMMARY_STEP;
}

/**
 * The summary (2/2) is a step of its own in the browser's history, so that a phone's Back button
 * returns to the form with what was typed, as the on-screen back arrow does, instead of leaving the
 * page (decision 020). `open` adds the entry when the summary shows; `close` is the arrow: it goes
 * back through that entry. `onLeft` runs when the entry is left by either.
 */
export function useSummaryHistoryEntry(onLeft: () => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const isAtSummary = isSummaryEntry(location.state);
  const wasAtSummary = useRef(false);

  useEffect(() => {
    // Only a move off the entry counts: the render that shows the summary comes before the entry does.
    if (wasAtSummary.current && !isAtSummary) onLeft();
    wasAtSummary.current = isAtSummary;
  }, [isAtSummary, onLeft]);

  return {
    open() {
      const state = typeof location.state === 'object' && location.state !== null ? location.state : {};
      void navigate(`${location.pathname}${location.search}${location.hash}`, { state: { ...state, purchaseStep: SUMMARY_STEP } });
    },
    close() {
      if (isAtSummary) void navigate(-1);
      else onLeft();
    },
  };
}
