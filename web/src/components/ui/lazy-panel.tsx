import { lazy, Suspense, useState, type ComponentType } from 'react';

import { OverlayLoading } from './lazy-overlay';

/** A code-split panel: render it like the panel it loads, or `preload()` it ahead of the first open. */
export type LazyPanel<Props extends { open: boolean }> = ComponentType<Props> & {
  preload: () => Promise<unknown>;
};

/**
 * Splits a whole panel (a form with its fields, validation and react-hook-form) out of the page that
 * opens it. It renders nothing until first opened, shows the loading overlay while its code arrives,
 * and stays mounted afterwards, so a closed form keeps its draft (LazyOverlay does the same for the
 * dialog frame).
 */
export function lazyPanel<Props extends { open: boolean }>(
  load: () => Promise<ComponentType<Props>>,
): LazyPanel<Props> {
  let pending: Promise<{ default: ComponentType<Props> }> | undefined;

  const loadOnce = () => {
    if (!pending) {
      pending = load().then((Component) => ({ default: Component }));
      // A failed preload (slow or dropped network) must be retryable, not cached forever.
      pending.catch(() => {
        pending = undefined;
      });
    }
    return pending;
  };

  const Panel = lazy(loadOnce) as unknown as ComponentType<Props>;

  function LazyLoadedPanel(props: Props) {
    const [hasOpened, setHasOpened] = useState(props.open);
    if (props.open && !hasOpened) setHasOpened(true);

    if (!hasOpened) return null;

    return (
      <Suspense fallback={props.open ? <OverlayLoading /> : null}>
        <Panel {...props} />
      </Suspense>
    );
  }

  return Object.assign(LazyLoadedPanel, { preload: loadOnce });
}
