import { useEffect, useState } from 'react';
import { api, type OrderSummary } from 'shared-api';

/** How many of the newest orders the picker offers: older ones are rarely what a shopper asks about. */
export const PICKER_ORDERS = 20;

export type OwnOrders = { status: 'off' | 'loading' | 'error' } | { status: 'ready'; orders: OrderSummary[] };

/** The shopper's newest orders for the picker (the orders call of My account); nothing logged out. */
export function useOwnOrders(loggedIn: boolean): OwnOrders {
  const [state, setState] = useState<OwnOrders>({ status: loggedIn ? 'loading' : 'off' });
  useEffect(() => {
    if (!loggedIn) return setState({ status: 'off' });
    let live = true;
    setState({ status: 'loading' });
    api.call('orders', { limit: PICKER_ORDERS }, { fresh: true }).then(
      (a) => live && setState({ status: 'ready', orders: a.orders }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [loggedIn]);
  return state;
}
