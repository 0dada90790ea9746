import { useSyncExternalStore } from 'react';

/** A minimal external store: React reads it through useSyncExternalStore, plain code through getState. */
export type Store<State> = {
  getState: () => State;
  /** The state the prerendered HTML was built with; React hydrates against it, then re-renders with getState. */
  getServerState: () => State;
  setState: (update: Partial<State> | ((state: State) => Partial<State>)) => void;
  subscribe: (listener: () => void) => () => void;
};

/** Creates a store holding `initialState`; `serverState` is what a prerender (no browser, no session) sees. */
export function createStore<State extends object>(
  initialState: State,
  serverState: State = initialState,
): Store<State> {
  let state = initialState;
  const listeners = new Set<() => void>();

  return {
    getState: () => state,
    getServerState: () => serverState,
    setState: (update) => {
      const patch = typeof update === 'function' ? update(state) : update;
      state = { ...state, ...patch };
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Subscribes a component to one derived slice of a store. */
export function useStore<State, Selected>(store: Store<State>, select: (state: State) => Selected): Selected {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getServerState()),
  );
}
