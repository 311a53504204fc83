import { useCallback, useEffect, useState } from 'react';
import { api, type Order } from 'shared-api';
import { isNotFound } from './format';

export type OrderLoad =
  | { status: 'loading' }
  | { status: 'ready'; order: Order }
  | { status: 'notFound' }
  | { status: 'error'; error: unknown };

/** An order id as the address carries it: digits only (anything else is no order of the shopper's). */
const ID = /^[1-9][0-9]{0,8}$/;

/**
 * One order of the shopper's, always fresh. Another account's order answers 404 like a missing one:
 * both are 'not found'. `replace` takes the order a cancel, return or note answered with.
 */
export function useOrder(id: string) {
  const [load, setLoad] = useState<OrderLoad>(() => (ID.test(id) ? { status: 'loading' } : { status: 'notFound' }));
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!ID.test(id)) {
      setLoad({ status: 'notFound' });
      return undefined;
    }
    let live = true;
    setLoad({ status: 'loading' });
    api.call('order', { id }, { fresh: true }).then(
      (answer) => live && setLoad({ status: 'ready', order: answer.order }),
      (error: unknown) => live && setLoad(isNotFound(error) ? { status: 'notFound' } : { status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [id, round]);

  const retry = useCallback(() => setRound((r) => r + 1), []);
  const replace = useCallback((order: Order) => setLoad({ status: 'ready', order }), []);
  return { load, retry, replace };
}
