import { composeEnergyReport, type ComposeReportInput } from '@powerpay/shared/solar-core';
import { abujaHome } from '@powerpay/shared/test/solar-audits';
import { locateSite } from '@powerpay/shared/solar';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { composeReply, type ComposeReply } from './compose-report-reply';

/** The engine's worked example of an Abuja home, with grid and generator spend, as the page passes it. */
const audit = abujaHome({ gridCost: 40000, gridHours: 12, gen: 'pms', genSize: 3.5, fuel: 60000 });
const input: ComposeReportInput = {
  audit,
  location: locateSite(audit),
  overrides: { fuelPrice: 1500, tier: 'full' },
};

describe('the report worker', { timeout: 60_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers with the report the page would compute, which survives the copy between threads whole', () => {
    const reply = composeReply({ id: 7, input });

    expect(reply).toEqual({ id: 7, report: composeEnergyReport(input) });
    // postMessage copies by the structured clone algorithm: nothing in the report may be lost on the way.
    expect(structuredClone(reply)).toEqual(reply);
  });

  it('answers a question the engine cannot take with its message, not silence', () => {
    const reply = composeReply({ id: 8, input: { ...input, audit: null } as unknown as ComposeReportInput });

    expect(reply).toMatchObject({ id: 8, error: expect.any(String) });
  });

  it('its message handler replies to each message with the composed report', async () => {
    const posted = vi.spyOn(globalThis, 'postMessage').mockImplementation(() => undefined);
    await import('./compose-report.worker');

    globalThis.dispatchEvent(new MessageEvent('message', { data: { id: 9, input } }));

    expect(posted).toHaveBeenCalledTimes(1);
    const [reply] = posted.mock.calls[0] as [ComposeReply];
    expect(reply).toEqual({ id: 9, report: composeEnergyReport(input) });
  });
});
