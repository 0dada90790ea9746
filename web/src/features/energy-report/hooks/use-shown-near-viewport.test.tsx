import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useShownNearViewport } from './use-shown-near-viewport';

// jsdom lays nothing out, so the browser's IntersectionObserver is played by hand: each observer's
// answer is given when the test says, as a browser gives it once the page is laid out.
type Observer = { isConnected: boolean; answer: (isNear: boolean) => void };
let observers: Observer[] = [];

class HandPlayedObserver {
  private readonly record: Observer;
  constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    this.record = {
      isConnected: true,
      answer: (isNear) => {
        if (this.record.isConnected) callback([{ isIntersecting: isNear }]);
      },
    };
    observers.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.isConnected = false;
  }
}

const TOTAL = 5;

function Sections({ drawAll = false }: { drawAll?: boolean }) {
  const { shown, restRef } = useShownNearViewport(TOTAL, drawAll);
  return (
    <div>
      <p>{`${shown} drawn`}</p>
      {shown < TOTAL ? <div ref={restRef} /> : null}
    </div>
  );
}

const latest = () => observers.filter((observer) => observer.isConnected).at(-1);

/** Every timer the hook set, several rounds. */
const runTimers = () =>
  act(() => {
    for (let round = 0; round < 5; round += 1) vi.runOnlyPendingTimers();
  });

describe('useShownNearViewport', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    observers = [];
    vi.stubGlobal('IntersectionObserver', HandPlayedObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('draws one section per answer that the rest is near, never on an answer given before that section', () => {
    render(<Sections />);
    runTimers();
    expect(screen.getByText('0 drawn')).toBeInTheDocument();

    act(() => latest()?.answer(true));
    runTimers();
    expect(screen.getByText('1 drawn')).toBeInTheDocument();
    // The first answer was about the page before that section: nothing more until the fresh one.
    runTimers();
    expect(screen.getByText('1 drawn')).toBeInTheDocument();

    act(() => latest()?.answer(true));
    runTimers();
    expect(screen.getByText('2 drawn')).toBeInTheDocument();

    // The rest has left the screen below: nothing more is drawn until the reader scrolls to it.
    act(() => latest()?.answer(false));
    runTimers();
    expect(screen.getByText('2 drawn')).toBeInTheDocument();
    act(() => latest()?.answer(true));
    runTimers();
    expect(screen.getByText('3 drawn')).toBeInTheDocument();
  });

  it('draws every section at once when told to (printing), with no answer awaited', () => {
    const { rerender } = render(<Sections />);
    expect(screen.getByText('0 drawn')).toBeInTheDocument();
    rerender(<Sections drawAll />);
    expect(screen.getByText(`${TOTAL} drawn`)).toBeInTheDocument();
  });
});
