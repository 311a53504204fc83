import { useEffect, useState } from 'react';
import { api, type ResultOf, type Calls } from 'shared-api';
import { isNotFound } from '../orders/format';

export type Tracked = ResultOf<Calls['orderTrack']>;

export type TrackingState =
  | { status: 'idle' }
  | { status: 'loading'; number: string }
  | { status: 'found'; number: string; result: Tracked }
  | { status: 'notFound'; number: string }
  | { status: 'error'; number: string; error: unknown };

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
      (error: unknown) => live && setState(isNotFound(error) ? { status: 'notFound', number } : { status: 'error', number, error }),
    );
    return () => {
      live = false;
    };
  }, [number, round]);
  return state;
}
