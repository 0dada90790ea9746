import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * A value only the browser knows and that does not change while the page is open (a share sheet,
 * a DOM to portal into). The prerender and the hydrating render get `serverValue`, so they match.
 */
export function useBrowserValue<Value>(read: () => Value, serverValue: Value): Value {
  return useSyncExternalStore(subscribeToNothing, read, () => serverValue);
}
