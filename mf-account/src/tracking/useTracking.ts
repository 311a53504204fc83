import { useEffect, useState } from 'react';
import { api, isApiError, type ResultOf, type Calls } from 'shared-api';
import { isNotFound } from '../orders/format';

export type Tracked = ResultOf<Calls['orderTrack']>;

export type TrackingState =
  | { status: 'idle' }
  | { status: 'loading'; number: string }
  | { status: 'found'; number: string; result: Tracked }
  | { status: 'notFound'; number: string }
  /** The server read no order number in it ('abc'): the shopper's typing to fix, nothing to retry. */
  | { status: 'badNumber'; number: string }
  | { status: 'error'; number: string; error: unknown };

function stateOfFailure(number: string, error: unknown): TrackingState {
  if (isNotFound(error)) return { status: 'notFound', number };
  // The shape of an order number is the server's rule (orders/follow.ts): asked, not copied here.
  if (isApiError(error) && error.code === 'invalid_order_number') return { status: 'badNumber', number };
  return { status: 'error', number, error };
}

/** The order a number names, asked again for each new number (and each retry). */
export function useTracking(number: string, round: number): TrackingState {
  const [state, setState] = useState<TrackingState>(() => (number ? { status: 'loading', number } : { status: 'idle' }));
  useEffect(() => {
    if (!number) {
      setState({ status: 'idle' });
      return undefined;
    }
    let live = true;
    setState({ status: 'loading', number });
    api.call('orderTrack', { id: number }, { fresh: true }).then(
      (result) => live && setState({ status: 'found', number, result }),
      (error: unknown) => live && setState(stateOfFailure(number, error)),
    );
    return () => {
      live = false;
    };
  }, [number, round]);
  return state;
}
