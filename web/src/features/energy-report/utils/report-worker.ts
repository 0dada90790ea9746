import type { ComposeReportInput, EnergyReport } from '@powerpay/shared/solar-core';

import type { ComposeReply, ComposeRequest } from './compose-report-reply';

export type ReportWorker = { compose: (input: ComposeReportInput) => Promise<EnergyReport> };

type Waiting = { resolve: (report: EnergyReport) => void; reject: (error: Error) => void };

function startReportWorker(): ReportWorker {
  const thread = new Worker(new URL('./compose-report.worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<number, Waiting>();
  let lastId = 0;
  thread.addEventListener('message', (event: MessageEvent<ComposeReply>) => {
    const reply = event.data;
    const asked = waiting.get(reply.id);
    if (!asked) return;
    waiting.delete(reply.id);
    if ('report' in reply) asked.resolve(reply.report);
    else asked.reject(new Error(reply.error));
  });
  // The worker's script did not load or threw: every question waiting is answered on the page instead.
  thread.addEventListener('error', () => {
    for (const asked of waiting.values()) asked.reject(new Error('The report worker stopped'));
    waiting.clear();
  });
  return {
    compose: (input) =>
      new Promise<EnergyReport>((resolve, reject) => {
        lastId += 1;
        waiting.set(lastId, { resolve, reject });
        const request: ComposeRequest = { id: lastId, input };
        thread.postMessage(request);
      }),
  };
}

let worker: ReportWorker | null | undefined;

/**
 * One report worker for the session, started at the first call (the report page calls it while its
 * record loads, so the engine arrives meanwhile); null where the browser has no Worker (and in jsdom),
 * where the report is computed on the page as before.
 */
export function reportWorker(): ReportWorker | null {
  worker ??= typeof Worker === 'undefined' ? null : startReportWorker();
  return worker;
}
