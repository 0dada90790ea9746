import { useEffect, useRef, useState } from 'react';

const hasResizeObserver = () => typeof ResizeObserver !== 'undefined';

/**
 * The rendered width of an element, so charts draw at their real pixel size and text stays 11–12 px.
 * Null until the element's first layout has been measured: a chart is drawn once, at its width, in a
 * task of its own after its section has painted, not first at a guess and then again. Where there is
 * no ResizeObserver (jsdom, old browsers) the fallback at once.
 */
export function useElementWidth<Element extends HTMLElement>(fallback = 640) {
  const ref = useRef<Element>(null);
  const [width, setWidth] = useState<number | null>(() => (hasResizeObserver() ? null : fallback));

  useEffect(() => {
    const element = ref.current;
    if (!element || !hasResizeObserver()) return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { ref, width };
}
