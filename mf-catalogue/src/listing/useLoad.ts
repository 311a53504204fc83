import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, isApiError, type ApiErrorKind } from 'shared-api';
import { forgetHandedIn, useHandedIn } from './handedIn';

export type Loadable<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; value: T };

export interface LoadOptions {
  /**
   * Show the answer as a React transition: for answers drawn as rows or grids of product cards,
   * the heaviest renders of a page (80–120 ms on a slow phone). In a transition React builds
   * them in slices of a few milliseconds and answers a tap or a key pressed meanwhile, instead
   * of holding the main thread until the whole grid is built. For rows the first screen does
   * not wait on (the homepage's rows under its banner); not on a page whose main content other
   * work waits on (a product's details and main image, a listing's grid): there a transition
   * delays the page's largest image, measured on the product page with its related row.
   */
  transition?: boolean;
  /**
   * The call's name, when the page can be handed its first answer before it renders (server
   * rendering, hydration: shared-federation's pageData). With one for this key the page starts with it and does
   * not ask again, as it does when opened again while that answer is fresh (handedIn.ts); without
   * one it loads as always.
   */
  preload?: string;
}

/**
 * The answer the server's render handed in for `key` of `call` (shared-federation's pageData), if
 * it did: on the page it drew, or on a page opened again while that answer is fresh (handedIn.ts).
 */
export function usePreloadedAnswer<T>(call: string, key: string): T | undefined {
  const given = useHandedIn(call, key);
  return given && 'value' in given ? (given.value as T) : undefined;
}

/**
 * A failure the server's render handed in (a product that does not exist) arrives as its plain
 * fields (shared-federation's embeddable: a class does not survive JSON). It is an ApiError again
 * here, so the page words it as the server did: productErrorMessage tells a missing product from
 * a server that is down by the error's status.
 */
export function revived(error: unknown): unknown {
  if (isApiError(error)) return error;
  const { kind = 'http', message = '', status, code } = (error ?? {}) as { kind?: ApiErrorKind; message?: string; status?: number; code?: string | number };
  return new ApiError(kind, message, status, code);
}

/**
 * Runs `load` when `key` changes (and again on `reload`); an answer that arrives after the page
 * moved on to another key is dropped, so a slow old request never overwrites a newer one.
 */
export function useLoad<T>(
  key: string,
  load: () => Promise<T>,
  { transition = false, preload }: LoadOptions = {},
): { state: Loadable<T>; reload: () => void } {
  const preloaded = useHandedIn(preload, key);
  const [state, setState] = useState<Loadable<T>>(() =>
    !preloaded ? { status: 'loading' } : 'value' in preloaded ? { status: 'ready', value: preloaded.value as T } : { status: 'error', error: revived(preloaded.error) },
  );
  // The first run for a preloaded key keeps what it was given; a new key or a reload asks.
  const given = useRef(preloaded !== undefined);
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (given.current) {
      given.current = false;
      return;
    }
    if (preload) forgetHandedIn(preload, key);
    let live = true;
    setState({ status: 'loading' });
    const show = (next: Loadable<T>) => {
      if (!live) return;
      if (transition) startTransition(() => setState(next));
      else setState(next);
    };
    loadRef.current().then(
      (value) => show({ status: 'ready', value }),
      (error: unknown) => show({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [key, round, transition, preload]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { state, reload };
}
