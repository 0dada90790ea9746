import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';

import { trackLoading } from './loader';

/** A code-split page: render it like a component, or `preload()` it before it is needed. */
export type LazyRoute = ComponentType & { preload: () => Promise<unknown> };

/**
 * Wraps a route module import. Navigations run as transitions, so the old page stays on screen
 * while the next one downloads: the global loader shows that something is happening.
 *
 * Once its code has arrived the page renders at once, without suspending. Hydration depends on it:
 * a prerendered page whose route suspended would be redrawn from scratch (src/main.tsx).
 */
export function lazyRoute(load: () => Promise<ComponentType>): LazyRoute {
  return lazyComponent(() => trackLoading(load()));
}

/**
 * A code-split component that, like a route, renders at once (without suspending) once its code has
 * arrived, and can be preloaded. A prerendered page preloads the parts its HTML shows before it
 * hydrates, so they are live as soon as the app is (a part still suspended would ignore taps).
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): FunctionComponent<Props> & { preload: () => Promise<unknown> } {
  let pending: Promise<{ default: ComponentType<Props> }> | undefined;
  let Loaded: ComponentType<Props> | undefined;

  const loadOnce = () => {
    if (!pending) {
      pending = load().then((Component) => {
        Loaded = Component;
        return { default: Component };
      });
      // A failed preload (slow or dropped network) must be retryable, not cached forever.
      pending.catch(() => {
        pending = undefined;
      });
    }
    return pending;
  };

  const Suspending = lazy(loadOnce);
  const Part = (props: Props) =>
    createElement(Loaded ?? (Suspending as unknown as ComponentType<Props>), props);

  return Object.assign(Part, { preload: loadOnce });
}
