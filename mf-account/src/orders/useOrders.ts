import { useCallback, useEffect, useState } from 'react';
import { api, type OrderGroup, type OrderSummary } from 'shared-api';

/** Orders per page of a group (and per 'Load more'). */
export const ORDERS_PAGE_SIZE = 10;

export interface OrdersState {
  status: 'loading' | 'ready' | 'error' | 'loadingMore' | 'moreFailed';
  orders: OrderSummary[];
  total: number;
  error?: unknown;
}

/**
 * One group's orders, newest first, a page at a time. Always fresh: an order cancelled a moment
 * ago must leave 'Active' at once. Render it under `key={group}` so a new tab starts afresh.
 */
export function useOrders(group: OrderGroup) {
  const [state, setState] = useState<OrdersState>({ status: 'loading', orders: [], total: 0 });
  const [page, setPage] = useState({ offset: 0, round: 0 });

  useEffect(() => {
    let live = true;
    const first = page.offset === 0;
    setState((s) => ({ ...s, status: first ? 'loading' : 'loadingMore' }));
    api.call('orders', { group, limit: ORDERS_PAGE_SIZE, offset: page.offset }, { fresh: true }).then(
      (answer) => {
        if (!live) return;
        setState((s) => {
          const before = first ? [] : s.orders;
          // A new order shifts the pages while the shopper reads: never show one twice.
          const known = new Set(before.map((o) => o.id));
          return { status: 'ready', orders: [...before, ...answer.orders.filter((o) => !known.has(o.id))], total: answer.total };
        });
      },
      (error: unknown) => live && setState((s) => ({ ...s, status: first ? 'error' : 'moreFailed', error })),
    );
    return () => {
      live = false;
    };
  }, [group, page]);

  const loaded = state.orders.length;
  const loadMore = useCallback(() => setPage((p) => ({ offset: loaded, round: p.round + 1 })), [loaded]);
  const retry = useCallback(() => setPage((p) => ({ ...p, round: p.round + 1 })), []);
  return { state, hasMore: loaded < state.total, loadMore, retry };
}
