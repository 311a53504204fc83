import { useCallback, useEffect, useRef, useState } from 'react';
import { api, type Recharge } from 'shared-api';
import { rechargeKeys, type RechargeBody } from './rechargeKey';

/** How often a pending recharge is asked again, and how long the page waits before saying it was not confirmed. */
export const POLL_MS = 3000;
// Longer than the server's own wait and first checks, so its 'failed' (never credited) usually comes first.
export const WAIT_MAX_MS = 90_000;

/** Tests shorten the waits. */
export interface Timing {
  pollMs: number;
  waitMaxMs: number;
}

export type RechargeState =
  | { phase: 'idle' }
  | { phase: 'sending'; body: RechargeBody }
  | { phase: 'waiting'; body: RechargeBody; recharge: Recharge }
  | { phase: 'approved'; recharge: Recharge; formattedBalance: string }
  /** The gateway said no: its reason is the recharge's message. */
  | { phase: 'declined'; recharge: Recharge }
  /** No approval in time (the gateway's timeout, or ours while it stayed pending). */
  | { phase: 'timedOut'; recharge: Recharge | null }
  /** No answer from our server at all: Try again resends the same key. */
  | { phase: 'callFailed'; body: RechargeBody; error: unknown };

/**
 * A recharge from submit to its end: the call, then the status asked every POLL_MS while pending,
 * until approved, declined, failed or WAIT_MAX_MS. `onSettled` runs after an approval (the page
 * reloads the balance and the list).
 */
export function useRecharge(onSettled: (balance: number) => void, timing: Timing = { pollMs: POLL_MS, waitMaxMs: WAIT_MAX_MS }) {
  const [state, setState] = useState<RechargeState>({ phase: 'idle' });
  const keys = useRef(rechargeKeys()).current;
  const live = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const settled = useRef(onSettled);
  settled.current = onSettled;

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  const land = useCallback(
    (body: RechargeBody, recharge: Recharge, balance: number, formattedBalance: string, startedAt: number) => {
      if (!live.current) return;
      if (recharge.payment_status === 'approved') {
        keys.forget();
        setState({ phase: 'approved', recharge, formattedBalance });
        settled.current(balance);
      } else if (recharge.payment_status === 'declined') {
        keys.forget();
        setState({ phase: 'declined', recharge });
      } else if (recharge.payment_status === 'failed') {
        keys.forget();
        setState({ phase: 'timedOut', recharge });
      } else if (Date.now() - startedAt >= timing.waitMaxMs) {
        keys.forget();
        setState({ phase: 'timedOut', recharge });
      } else {
        setState({ phase: 'waiting', body, recharge });
        timer.current = setTimeout(() => {
          api.call('walletRechargeStatus', { id: String(recharge.id) }).then(
            (a) => land(body, a.recharge, a.balance, a.formatted_balance, startedAt),
            // One lost poll is not the end: ask again at the next tick, until WAIT_MAX_MS.
            () => land(body, recharge, balance, formattedBalance, startedAt),
          );
        }, timing.pollMs);
      }
    },
    [keys, timing.pollMs, timing.waitMaxMs],
  );

  const submit = useCallback(
    async (body: RechargeBody) => {
      if (timer.current) clearTimeout(timer.current);
      setState({ phase: 'sending', body });
      const startedAt = Date.now();
      try {
        const a = await api.call('walletRecharge', body, { idempotencyKey: keys.keyFor(body) });
        land(body, a.recharge, a.balance, a.formatted_balance, startedAt);
      } catch (error) {
        if (live.current) setState({ phase: 'callFailed', body, error });
      }
    },
    [keys, land],
  );

  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, submit, reset };
}
