/**
 * What the pages read from the wallet's balance (walletBalance, wallet.ts): whether the shop takes
 * mobile money now. Checkout's payment step and the wallet page both ask; one rule, here. Its own
 * entry (shared-api/contract/wallet-rules), bundled with the remotes that use it, so a remote may
 * use it on a shell whose shared-api predates it.
 */
import type { Static } from 'shared-schema';
import type { walletBalance } from './wallet';

type WalletBalance = Static<typeof walletBalance.result>;

/**
 * Whether the shop takes mobile money now (a recharge, an order paid now): false only when the
 * answer says so. An API before shared-api 1.12.0 does not say: offer it, and the server refuses
 * it with its reason if it must.
 */
export const takesMobileMoney = (balance: WalletBalance): boolean => balance.mobile_money !== false;
