import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useDrawnInSteps } from './use-drawn-in-steps';

const TOTAL = 3;

function FirstScreen({ isReady }: { isReady: boolean }) {
  const { drawn, isPrinting } = useDrawnInSteps(TOTAL, isReady);
  return <p>{`${drawn} drawn${isPrinting ? ', printing' : ''}`}</p>;
}

/** One frame, then every task the frame's callbacks set: what a browser runs after painting. */
const nextFrameThenTasks = () =>
  act(() => {
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
  });

describe('useDrawnInSteps', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });
  afterEach(() => vi.useRealTimers());

  it('draws one more part per frame, each in a task after the one before is painted', () => {
    render(<FirstScreen isReady />);
    expect(screen.getByText('1 drawn')).toBeInTheDocument();

    // Tasks alone, with no frame painted in between, draw nothing more.
    act(() => vi.runOnlyPendingTimers());
    expect(screen.getByText('1 drawn')).toBeInTheDocument();

    nextFrameThenTasks();
    expect(screen.getByText('2 drawn')).toBeInTheDocument();
    nextFrameThenTasks();
    expect(screen.getByText('3 drawn')).toBeInTheDocument();
    nextFrameThenTasks();
    expect(screen.getByText('3 drawn')).toBeInTheDocument();
  });

  it('waits for the report before drawing past the first part', () => {
    const { rerender } = render(<FirstScreen isReady={false} />);
    nextFrameThenTasks();
    nextFrameThenTasks();
    expect(screen.getByText('1 drawn')).toBeInTheDocument();

    rerender(<FirstScreen isReady />);
    nextFrameThenTasks();
    expect(screen.getByText('2 drawn')).toBeInTheDocument();
  });

  it('draws every part at once, in the same task, before printing', () => {
    render(<FirstScreen isReady />);
    act(() => window.dispatchEvent(new Event('beforeprint')));
    expect(screen.getByText(`${TOTAL} drawn, printing`)).toBeInTheDocument();
  });
});
