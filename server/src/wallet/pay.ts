/**
 * Paying an order from the wallet, and giving it back: always inside the order's transaction and
 * only through the ledger (ledger.ts), so an order that cannot be paid is never written and a
 * refund is posted once per order (the partial unique index on kind 'refund').
 *
 * Points are worth POINTS_PER_DOLLAR_CREDIT per dollar: with 100, one point is one cent.
 */
import { POINTS_PER_DOLLAR, POINTS_PER_DOLLAR_CREDIT } from '../contract';
import { formatFee } from '../delivery/fees';
import type { Tx } from '../db/client';
import { lockPoints, postPointsEntry, postWalletEntry } from './ledger';

/** Cents of wallet credit that `points` buy (whole hundreds only). */
export const pointsCreditCents = (points: number) => Math.floor(points / POINTS_PER_DOLLAR_CREDIT) * 100;

/**
 * Points to redeem at checkout for an order of `totalCents`: enough whole hundreds to pay the
 * total, rounded up to the next hundred only when the shopper has it (the few cents over stay in
 * the wallet), else every whole hundred the shopper has.
 */
export function pointsForCheckout(pointsOwned: number, totalCents: number): number {
  const hundredsWanted = Math.ceil(totalCents / 100);
  const hundredsOwned = Math.floor(pointsOwned / POINTS_PER_DOLLAR_CREDIT);
  return Math.max(0, Math.min(hundredsWanted, hundredsOwned)) * POINTS_PER_DOLLAR_CREDIT;
}

/** Points an order earns once delivered: whole dollars of its subtotal (the delivery fee earns none). */
export const pointsEarned = (subtotalCents: number) => Math.floor((subtotalCents / 100) * POINTS_PER_DOLLAR);

/** Points into wallet credit in one go (the caller's transaction): points first, then the wallet. */
export async function redeemPoints(tx: Tx, p: { userId: number; points: number; orderId?: number; description: string; now: Date }) {
  const credit = pointsCreditCents(p.points);
  const points = await postPointsEntry(tx, { userId: p.userId, kind: 'redeemed', points: -p.points, orderId: p.orderId ?? null, description: p.description, now: p.now });
  const wallet = await postWalletEntry(tx, { userId: p.userId, kind: 'points_redemption', amountCents: credit, orderId: p.orderId ?? null, description: p.description, now: p.now });
  return { pointsLeft: points.balanceAfter, creditCents: credit, balanceCents: wallet.balanceAfter };
}

/**
 * How much of an order's total points pay when the shopper asks to use them: locks the points
 * account (points before the wallet: the lock order of orders/README.md) and answers the points
 * to redeem and the part of the total they pay.
 */
export async function checkoutPoints(tx: Tx, userId: number, totalCents: number, now: Date) {
  const owned = await lockPoints(tx, userId, now);
  const points = pointsForCheckout(owned, totalCents);
  return { points, valueCents: Math.min(pointsCreditCents(points), totalCents) };
}

/**
 * The order's payment: its points redeemed first (when asked), then the whole total taken from the
 * wallet. Not enough money → the ledger's 409 'Not enough money in your wallet: …', and the
 * caller's transaction (order, stock, Idempotency-Key) rolls back with it.
 */
export async function payOrderFromWallet(tx: Tx, p: { userId: number; orderId: number; orderNumber: string; totalCents: number; points: number; now: Date }) {
  if (p.points > 0) {
    await redeemPoints(tx, { userId: p.userId, points: p.points, orderId: p.orderId, description: `${p.points} points redeemed for order ${p.orderNumber}`, now: p.now });
  }
  return postWalletEntry(tx, {
    userId: p.userId, kind: 'order_payment', amountCents: -p.totalCents, orderId: p.orderId,
    description: `Payment of order ${p.orderNumber} (${formatFee(p.totalCents)})`, now: p.now,
  });
}

/**
 * The order's whole total back into the wallet, once. Points redeemed at checkout are not given
 * back as points: they became wallet credit that paid part of the order, so that credit returns
 * to the wallet with the rest (simple, and the shopper can spend it at once).
 */
export function refundToWallet(tx: Tx, p: { userId: number; orderId: number; orderNumber: string; totalCents: number; now: Date }) {
  return postWalletEntry(tx, {
    userId: p.userId, kind: 'refund', amountCents: p.totalCents, orderId: p.orderId,
    description: `Refund of order ${p.orderNumber}`, now: p.now,
  });
}
