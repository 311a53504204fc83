import { useEffect, useState } from 'react';
import { api } from 'shared-api';
import { takesMobileMoney } from 'shared-api/contract/wallet-rules';

export type WalletState =
  | { status: 'loading' }
  | { status: 'error' }
  /** mobileMoney: whether the shop takes mobile money now (the wallet's answer says; an older API's does not: yes). */
  | { status: 'ready'; balance: number; points: number; pointsValue: number; mobileMoney: boolean };

/**
 * The wallet's balance and the points (with their worth as wallet credit) for the payment step,
 * and whether the shop takes mobile money now.
 * Points that cannot be loaded count as none: the wallet alone still works.
 */
export function useWallet(): WalletState {
  const [state, setState] = useState<WalletState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const points = api.call('membershipPoints', {}).then(
      (a) => ({ points: a.points, pointsValue: a.value }),
      () => ({ points: 0, pointsValue: 0 }),
    );
    api.call('walletBalance', {}).then(
      async (a) => {
        const p = await points;
        if (live) setState({ status: 'ready', balance: a.balance, mobileMoney: takesMobileMoney(a), ...p });
      },
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
