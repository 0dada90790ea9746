import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

import { trackLoading } from './loader';

/** A code-split page: render it like a component, or `preload()` it before it is needed. */
export type LazyRoute = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * Wraps a route module import. Navigations run as transitions, so the old page stays on screen
 * while the next one downloads: the global loader shows that something is happening.
 */
export function lazyRoute(load: () => Promise<ComponentType>): LazyRoute {
  let pending: Promise<{ default: ComponentType }> | undefined;

  const loadOnce = () => {
    if (!pending) {
      pending = trackLoading(load()).then((Component) => ({ default: Component }));
      // A failed preload (slow or dropped network) must be retryable, not cached forever.
      pending.catch(() => {
        pending = undefined;
      });
    }
    return pending;
  };

  return Object.assign(lazy(loadOnce), { preload: loadOnce });
}
