import type * as SolarCore from '@powerpay/shared/solar-core';
import type { ComposeReportInput, EnergyReport } from '@powerpay/shared/solar-core';
import { startTransition, useEffect, useMemo, useState } from 'react';

import { lazyModule } from '../utils/lazy-module';
import { reportWorker } from '../utils/report-worker';

type Engine = typeof SolarCore;

/** The engine on the page: only where there is no worker, or the worker failed. */
const engine = lazyModule<Engine>(() => import('@powerpay/shared/solar-core'));

const composeOnThePage = (input: ComposeReportInput) =>
  engine.load().then((loaded) => loaded.composeEnergyReport(input));

/**
 * The report for `input` (keep it memoised): computed in the report worker, so a what-if never holds
 * the main thread (decision 035, "Speed and size"), with the last report shown until the next
 * arrives; null until the first. Without a Worker it is computed on the page, at once once the engine
 * is loaded, as it always was. Either way it is `composeEnergyReport(input)`, the same figures.
 */
export function useComposedReport(input: ComposeReportInput): EnergyReport | null {
  const worker = reportWorker();
  const [fromWorker, setFromWorker] = useState<EnergyReport | null>(null);
  const [isEngineLoaded, setIsEngineLoaded] = useState(engine.loaded() !== undefined);

  useEffect(() => {
    let isCurrent = true;
    if (worker) {
      void worker
        .compose(input)
        .catch(() => composeOnThePage(input))
        .then(
          (report) => {
            // A transition: React draws the new report in slices, so a tap is never kept waiting.
            if (isCurrent) startTransition(() => setFromWorker(report));
          },
          // Neither the worker nor the engine's download answered: the next change asks again.
          () => undefined,
        );
    } else if (!isEngineLoaded) {
      engine.load().then(
        () => {
          if (isCurrent) setIsEngineLoaded(true);
        },
        () => undefined,
      );
    }
    return () => {
      isCurrent = false;
    };
  }, [worker, input, isEngineLoaded]);

  const onThePage = useMemo(
    () => (!worker && isEngineLoaded ? (engine.loaded()?.composeEnergyReport(input) ?? null) : null),
    [worker, input, isEngineLoaded],
  );
  return worker ? fromWorker : onThePage;
}
