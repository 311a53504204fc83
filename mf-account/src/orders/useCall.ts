import { useEffect, useState } from 'react';

export type CallState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: unknown };

/**
 * The answer of one call for a side panel (courier, sellers): asked again when `key` changes
 * (the order moved on), never again after the page left.
 */
export function useCall<T>(ask: () => Promise<T>, key: string): CallState<T> {
  const [state, setState] = useState<CallState<T>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    ask().then(
      (value) => live && setState({ status: 'ready', value }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
    // `ask` is a new closure each render; `key` says when its answer can differ.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
