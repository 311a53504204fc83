/**
 * Code fetched on first need: one fetch however often it is asked for, and a fetch that failed
 * is not kept, so the next ask fetches again (offline for a moment, or a shop just updated).
 */
export interface LoadOnce<T> {
  /** The code, fetched now unless it is here or on its way. */
  get(): Promise<T>;
  /** The code if it has arrived. */
  current(): T | undefined;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    get() {
      if (value !== undefined) return Promise.resolve(value);
      pending ??= load().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    current: () => value,
  };
}
