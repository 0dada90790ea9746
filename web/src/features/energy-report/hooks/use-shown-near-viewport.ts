import { startTransition, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * How many of the report's `total` sections to draw: one more per task while the sections not yet
 * drawn (held by `restRef`'s element, just below those drawn) are within a screen of the viewport.
 * A slow phone draws what the reader is about to see, one section at a time so a tap is never kept
 * waiting, and draws the rest as they scroll towards it, not a dozen charts and tables nobody has
 * reached yet (decision 063). Printing draws them all first. Without IntersectionObserver (old
 * browsers, jsdom) every section is drawn, one per task.
 */
export function useShownNearViewport(total: number) {
  const restRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(0);
  const [isRestNear, setIsRestNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const rest = restRef.current;
    if (!rest || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setIsRestNear(entry?.isIntersecting ?? false), {
      rootMargin: '100% 0px',
    });
    observer.observe(rest);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (shown >= total || !isRestNear) return;
    const timer = setTimeout(() => startTransition(() => setShown(shown + 1)), 0);
    return () => clearTimeout(timer);
  }, [shown, total, isRestNear]);

  useEffect(() => {
    const drawAll = () => flushSync(() => setShown(total));
    window.addEventListener('beforeprint', drawAll);
    return () => window.removeEventListener('beforeprint', drawAll);
  }, [total]);

  return { shown, restRef };
}
