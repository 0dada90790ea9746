import { useEffect, useRef, useState } from 'react';

/** The rendered width of an element, so charts draw at their real pixel size and text stays 11–12 px. */
export function useElementWidth<Element extends HTMLElement>(fallback = 640) {
  const ref = useRef<Element>(null);
  const [width, setWidth] = useState(fallback);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { ref, width };
}
