import { startTransition, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * How many of `total` parts of the report's first screen to draw: one more per task, each once the
 * one before is on the screen (the next frame, then a task). A phone then lays out the summary, the
 * what-if box and the sections' outline in three short tasks, not one long one that holds a tap
 * (decision 069). Printing draws everything at once: `isPrinting` turns true on `beforeprint`, in
 * the same task, so the page laid out for print has it all. The steps start once `isReady`.
 */
export function useDrawnInSteps(total: number, isReady: boolean) {
  const [drawn, setDrawn] = useState(1);
  const [isPrinting, setIsPrinting] = useState(false);

  useEffect(() => {
    if (!isReady || drawn >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      timer = setTimeout(() => startTransition(() => setDrawn(drawn + 1)), 0);
    };
    // Without frames (old browsers, jsdom) the next part comes in the next task.
    if (typeof requestAnimationFrame === 'undefined') {
      next();
      return () => clearTimeout(timer);
    }
    const frame = requestAnimationFrame(next);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [drawn, total, isReady]);

  useEffect(() => {
    const drawAll = () => flushSync(() => setIsPrinting(true));
    window.addEventListener('beforeprint', drawAll);
    return () => window.removeEventListener('beforeprint', drawAll);
  }, []);

  return { drawn: isPrinting ? total : drawn, isPrinting };
}
