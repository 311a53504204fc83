import { POINTS_PER_DOLLAR_CREDIT, POINTS_REDEEM_MIN } from 'shared-api';

/** Points typed for redemption: whole hundreds from 100 up to what the shopper has, or null. */
export function parseRedeem(text: string, have: number): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= POINTS_REDEEM_MIN && n % POINTS_PER_DOLLAR_CREDIT === 0 && n <= have ? n : null;
}

/** The most the shopper can redeem now: their points rounded down to whole hundreds. */
export const redeemable = (points: number) => Math.floor(points / POINTS_PER_DOLLAR_CREDIT) * POINTS_PER_DOLLAR_CREDIT;
