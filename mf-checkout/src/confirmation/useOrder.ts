import { useCallback, useEffect, useState } from 'react';
import { api, isApiError, type Order } from 'shared-api';

export type OrderState =
  | { status: 'loading' }
  | { status: 'ready'; order: Order }
  | { status: 'not-found' }
  | { status: 'login' }
  | { status: 'error' };

/** How often an order whose mobile money payment is pending is asked again (tests shorten it). */
export const confirmationTiming = { pollMs: 3000 };

/** An order id as the link carries it: 1 to 9 digits (the contract's IdDigits). */
export const orderIdOf = (value: string | null): string | null => (value && /^[1-9][0-9]{0,8}$/.test(value.trim()) ? value.trim() : null);

/**
 * The order of the confirmation page. The call needs a session: no token (or a 401) asks for a
 * login; 404 is an order that does not exist or is not this shopper's (the server answers both alike).
 */
export function useOrder(id: string | null, loggedIn: boolean | undefined): { state: OrderState; retry: () => void } {
  const [state, setState] = useState<OrderState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!id) return;
    if (loggedIn === false) {
      setState({ status: 'login' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    api.call('order', { id }, attempt > 0 ? { fresh: true } : undefined).then(
      (answer) => live && setState({ status: 'ready', order: answer.order }),
      (err: unknown) => {
        if (!live) return;
        if (isApiError(err) && err.status === 404) setState({ status: 'not-found' });
        else if (isApiError(err) && (err.kind === 'auth' || err.status === 401)) setState({ status: 'login' });
        else setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [id, loggedIn, attempt]);

  // A mobile money payment waits on the payer's phone: ask again until the order is paid or failed.
  const pending = state.status === 'ready' && state.order.payment_status === 'pending' ? state.order.updated_at + state.order.payment_status : null;
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!id || pending === null) return;
    let live = true;
    const timer = setTimeout(() => {
      api.call('order', { id }, { fresh: true }).then(
        (answer) => {
          if (!live) return;
          setState({ status: 'ready', order: answer.order });
          setTick((n) => n + 1);
        },
        // A lost poll: ask again at the next tick.
        () => live && setTick((n) => n + 1),
      );
    }, confirmationTiming.pollMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [id, pending, tick]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
