import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * How many of the report's `total` sections to draw: one more per task while the sections not yet
 * drawn (held by `restRef`'s element, just below those drawn) are within a screen of the viewport.
 * A slow phone draws what the reader is about to see, one section at a time so a tap is never kept
 * waiting, and draws the rest as they scroll towards it, not a dozen charts and tables nobody has
 * reached yet (decision 063). `drawAll` (printing) draws them all at once. Without
 * IntersectionObserver (old browsers, jsdom) every section is drawn, one per task.
 */
export function useShownNearViewport(total: number, drawAll = false) {
  const restRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(0);
  // How many sections were drawn when the observer last saw the rest near; null when it was not.
  const [nearAt, setNearAt] = useState<number | null>(null);
  const hasObserver = typeof IntersectionObserver !== 'undefined';

  // A fresh observer after each section drawn: its first report is where the rest is once that section
  // is laid out. One kept from before could still say "near" after the rest has left, and a busy phone
  // would go on drawing sections past the screen on that stale answer.
  useEffect(() => {
    const rest = restRef.current;
    if (!rest || !hasObserver) return;
    const observer = new IntersectionObserver(([entry]) => setNearAt(entry?.isIntersecting ? shown : null), {
      rootMargin: '100% 0px',
    });
    observer.observe(rest);
    return () => observer.disconnect();
  }, [shown, hasObserver]);

  useEffect(() => {
    if (shown >= total || (hasObserver && nearAt !== shown)) return;
    const timer = setTimeout(() => startTransition(() => setShown(shown + 1)), 0);
    return () => clearTimeout(timer);
  }, [shown, total, nearAt, hasObserver]);

  return { shown: drawAll ? total : shown, restRef };
}
