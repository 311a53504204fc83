/**
 * One Idempotency-Key per recharge attempt. A retry of the same attempt (no answer came: a
 * timeout, the network) sends the same key, so the server answers the recharge it already pushed
 * to the phone instead of pushing a second one. An answer (approved, declined, timed out) ends the
 * attempt; the next submit is a new one with a new key, as is a changed amount, phone or provider.
 */
import type { MobileMoneyProvider } from 'shared-api';
import { randomKey } from 'shared-api/keys';

export interface RechargeBody {
  amount: number;
  payment_method: MobileMoneyProvider;
  phone: string;
}

// 'recharge-' marks the hex fallback's keys in the server's logs, as before.
const newKey = () => randomKey('recharge-');

const same = (a: RechargeBody, b: RechargeBody) => a.amount === b.amount && a.payment_method === b.payment_method && a.phone === b.phone;

/** The keys of one page: kept in memory only (a reload starts over, and the server's pending list shows what is open). */
export function rechargeKeys() {
  let kept: { body: RechargeBody; key: string } | null = null;
  return {
    keyFor(body: RechargeBody): string {
      if (kept && same(kept.body, body)) return kept.key;
      kept = { body, key: newKey() };
      return kept.key;
    },
    /** The server answered this attempt. */
    forget(): void {
      kept = null;
    },
  };
}
