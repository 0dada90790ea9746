import { useSyncExternalStore } from 'react';

/** A minimal external store: React reads it through useSyncExternalStore, plain code through getState. */
export type Store<State> = {
  getState: () => State;
  setState: (update: Partial<State> | ((state: State) => Partial<State>)) => void;
  subscribe: (listener: () => void) => () => void;
};

/** Creates a store holding `initialState`. */
export function createStore<State extends object>(initialState: State): Store<State> {
  let state = initialState;
  const listeners = new Set<() => void>();

  return {
    getState: () => state,
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
    () => select(store.getState()),
  );
}
