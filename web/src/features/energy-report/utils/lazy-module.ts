/**
 * A module loaded on first need and kept: `loaded()` reads it at once when it has arrived, `load()`
 * fetches it (once); a failed download (a dropped connection) is tried again at the next `load()`.
 */
export function lazyModule<Module>(importModule: () => Promise<Module>) {
  let loaded: Module | undefined;
  let pending: Promise<Module> | undefined;
  return {
    loaded: () => loaded,
    load(): Promise<Module> {
      pending ??= importModule().then(
        (module) => (loaded = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}
