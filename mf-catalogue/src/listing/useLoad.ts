import { useCallback, useEffect, useRef, useState } from 'react';

export type Loadable<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; value: T };

/**
 * Runs `load` when `key` changes (and again on `reload`); an answer that arrives after the page
 * moved on to another key is dropped, so a slow old request never overwrites a newer one.
 */
export function useLoad<T>(
  key: string,
  load: () => Promise<T>,
): { state: Loadable<T>; reload: () => void } {
  const [state, setState] = useState<Loadable<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadRef.current().then(
      (value) => live && setState({ status: 'ready', value }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [key, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { state, reload };
}
