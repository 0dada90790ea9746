import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useHoldsIdlePreloads, useIdlePreload } from './use-idle-preload';

// The browser's idle callback and animation frames are faked with the timers: each step below is
// taken by hand, so nothing here depends on how fast the machine is.
const IDLE_TIMEOUT_MS = 50;

function Preloader({ preload }: { preload: () => Promise<unknown> }) {
  useIdlePreload(preload, IDLE_TIMEOUT_MS);
  return null;
}

function LoadingState({ label }: { label: string }) {
  useHoldsIdlePreloads();
  return <p>{label}</p>;
}

/** A page like the report's: one loading state, then another in its place, then the content. */
function Page({ stage, preload }: { stage: 'data' | 'figures' | 'report'; preload: () => Promise<unknown> }) {
  return (
    <div>
      {stage === 'data' ? <LoadingState key="data" label="Loading your report" /> : null}
      {stage === 'figures' ? (
        <section>
          <LoadingState key="figures" label="Working out the figures" />
        </section>
      ) : null}
      {stage === 'report' ? <p>Your report</p> : null}
      <Preloader preload={preload} />
    </div>
  );
}

/** Every pending idle callback, animation frame and timer, as many rounds as they schedule. */
function runBrowserQueues() {
  act(() => {
    for (let round = 0; round < 5; round += 1) vi.advanceTimersByTime(IDLE_TIMEOUT_MS + 20);
  });
}

describe('useIdlePreload', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('preloads once the page is idle when no loading state is shown', () => {
    const preload = vi.fn(() => Promise.resolve());
    render(<Page stage="report" preload={preload} />);
    expect(preload).not.toHaveBeenCalled();

    runBrowserQueues();
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('waits while a loading state is shown, through one loading state replacing another, and preloads after the content', () => {
    const preload = vi.fn(() => Promise.resolve());
    const { rerender } = render(<Page stage="data" preload={preload} />);
    runBrowserQueues();
    expect(preload).not.toHaveBeenCalled();

    rerender(<Page stage="figures" preload={preload} />);
    runBrowserQueues();
    expect(preload).not.toHaveBeenCalled();

    rerender(<Page stage="report" preload={preload} />);
    runBrowserQueues();
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('preloads nothing for a page that left before its content arrived', () => {
    const preload = vi.fn(() => Promise.resolve());
    const { rerender, unmount } = render(<Page stage="data" preload={preload} />);
    rerender(<Page stage="figures" preload={preload} />);
    unmount();

    runBrowserQueues();
    expect(preload).not.toHaveBeenCalled();
  });

  it('ignores a failed download: the code is fetched again when it is needed', async () => {
    const preload = vi.fn(() => Promise.reject(new Error('offline')));
    render(<Page stage="report" preload={preload} />);

    runBrowserQueues();
    await act(async () => {
      await Promise.resolve();
    });
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
