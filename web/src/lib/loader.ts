import { appStore } from './app-state';
import { useStore } from './create-store';

/** Turns the global loader on; every call needs a matching hideLoader. */
export function showLoader(): void {
  appStore.setState((state) => ({ loaderCount: state.loaderCount + 1 }));
}

/** Releases one showLoader. */
export function hideLoader(): void {
  appStore.setState((state) => ({ loaderCount: Math.max(0, state.loaderCount - 1) }));
}

/** Keeps the global loader on while `work` runs, whether it succeeds or fails. */
export async function withLoader<Result>(work: Promise<Result> | (() => Promise<Result>)): Promise<Result> {
  showLoader();
  try {
    return await (typeof work === 'function' ? work() : work);
  } finally {
    hideLoader();
  }
}

/** The loader flag and its controls, for components. */
export function useLoader() {
  const isLoading = useStore(appStore, (state) => state.loaderCount > 0);

  return { isLoading, showLoader, hideLoader, withLoader };
}

/**
 * Shows the loader while `promise` is pending. Safe to call during render (React.lazy does):
 * the store update is deferred to a microtask.
 */
export function trackLoading<Result>(promise: Promise<Result>): Promise<Result> {
  queueMicrotask(showLoader);
  promise.then(
    () => queueMicrotask(hideLoader),
    () => queueMicrotask(hideLoader),
  );
  return promise;
}
