import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api, type Address, type DeliveryQuote } from 'shared-api';
// From its own file: 'shared-api/contract' would bring every call's schemas into the bundle.
import { deliveryQuote } from 'shared-api/contract/delivery';
import { useBusState } from 'shared-events';
import type { WantedLine } from './lines';

export type QuoteState =
  | { status: 'idle' }
  | { status: 'loading'; quote: DeliveryQuote | null }
  | { status: 'ready'; quote: DeliveryQuote }
  | { status: 'error'; quote: DeliveryQuote | null };

/**
 * The quote's params: the chosen address's place and method, and the cart's lines. The place is
 * sent as fields, not as delivery_address_id: the quote is a public call (the client sends no
 * token with it) and the server reads a saved address only for its owner's session. The order
 * itself names the saved address, and the server prices it from the same fields.
 */
export function quoteParams(address: Address, lines: WantedLine[]) {
  return {
    country: address.country,
    region: address.region,
    city: address.city,
    district: address.district,
    delivery_method: address.delivery_method || undefined,
    items: lines,
  };
}

/**
 * The quote asked with the shopper's session: the server then takes their Student & Grad discount
 * off the total, exactly as the order will. Sent by definition, schemas included: the client
 * prefers its own table's route (public, no token) over a definition without a result schema.
 */
export const shopperQuote = { ...deliveryQuote, auth: true, name: 'deliveryQuote' };

/**
 * The server's grouping of the cart by stock location, with each location's fee, for the chosen
 * address. Asked again whenever the address or the lines change; an answer that arrives after a
 * newer question is dropped, so the page never shows fees for an address no longer chosen.
 * While a new answer is on its way the previous one stays (shown dimmed), so nothing jumps.
 */
export function useQuote(address: Address | null, lines: WantedLine[]): { state: QuoteState; retry: () => void } {
  const [state, setState] = useState<QuoteState>({ status: 'idle' });
  const loggedIn = Boolean(useBusState('session:changed')?.loggedIn);
  const [attempt, setAttempt] = useState(0);
  const asked = useRef(0);
  const params = useMemo(() => (address && lines.length > 0 ? quoteParams(address, lines) : null), [address, lines]);
  const paramsKey = params ? JSON.stringify(params) : '';

  useEffect(() => {
    if (!params) {
      setState({ status: 'idle' });
      return;
    }
    const mine = ++asked.current;
    setState((prev) => ({ status: 'loading', quote: prev.status === 'idle' ? null : prev.quote }));
    const options = attempt > 0 ? { fresh: true } : undefined;
    const asking: Promise<DeliveryQuote> = loggedIn
      ? api.call(shopperQuote, params, options)
      : api.call('deliveryQuote', params, options);
    asking.then(
      (quote) => {
        if (mine === asked.current) setState({ status: 'ready', quote });
      },
      () => {
        if (mine === asked.current) setState((prev) => ({ status: 'error', quote: prev.status === 'idle' ? null : prev.quote }));
      },
    );
    // params is read through paramsKey: a new array with the same lines asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paramsKey, attempt, loggedIn]);

  // The page unmounted: answers still on their way must not set state.
  useEffect(() => () => void (asked.current += 1), []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
