/**
 * The wallet and membership calls of spec §7: always the bearer's own (the calls take no user id).
 * Reads only, except membershipRedeem, which moves points into wallet credit through the ledger.
 * Recharges themselves (walletRecharge, walletRechargeStatus) are mobile money's (server/src/payments).
 */
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { ParamsOf, calls } from '../contract';
import { MOBILE_MONEY_NAMES, POINTS_PER_DOLLAR, POINTS_PER_DOLLAR_CREDIT, POINTS_REDEEM_MIN, type MobileMoneyProvider, type MobileMoneyStatus, type PointsEntryKind, type WalletEntryKind } from '../contract';
import type { Db } from '../db/client';
import { payments, pointsAccounts, pointsEntries, walletEntries, wallets } from '../db/schema-wallet';
import { formatFee } from '../delivery/fees';
import { centsToDollars } from '../money';
import { orderNumber } from '../order-number';
import { BusinessError } from '../errors';
import { pointsCreditCents, redeemPoints } from './pay';

/** How many open recharges walletTransactions lists. */
const OPEN_RECHARGES_SHOWN = 5;

export const REDEEM_TOO_FEW = `You can redeem from ${POINTS_REDEEM_MIN} points`;
export const REDEEM_WHOLE_HUNDREDS = `Points are redeemed in whole hundreds (${POINTS_PER_DOLLAR_CREDIT} points = $1.00)`;

async function balanceCents(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ cents: wallets.balanceCents }).from(wallets).where(eq(wallets.userId, userId)).limit(1);
  return row?.cents ?? 0;
}

async function pointsOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ points: pointsAccounts.points }).from(pointsAccounts).where(eq(pointsAccounts.userId, userId)).limit(1);
  return row?.points ?? 0;
}

const money = (cents: number) => ({ value: centsToDollars(cents), formatted: formatFee(cents) });

/** A signed amount as the list shows it: '+$20.00', '-$12.50'. */
const signed = (cents: number) => `${cents < 0 ? '-' : '+'}${formatFee(Math.abs(cents))}`;

const at = (d: Date) => d.toISOString();

export async function walletBalance(db: Db, userId: number) {
  const cents = await balanceCents(db, userId);
  const [pending] = await db
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.purpose, 'recharge'), eq(payments.status, 'pending')));
  return { balance: money(cents).value, formatted_balance: money(cents).formatted, pending_recharges: Number(pending?.n ?? 0) };
}

/** What the shopper reads beside a recharge that has not credited the wallet. */
function rechargeMessage(status: string, message: string | null, provider: string) {
  if (message) return message;
  const name = MOBILE_MONEY_NAMES[provider as MobileMoneyProvider] ?? provider;
  if (status === 'pending') return `Waiting for you to approve the payment on your ${name} phone`;
  if (status === 'declined') return 'The payment was declined';
  return 'The payment could not be completed';
}

export async function walletTransactions(db: Db, userId: number, p: ParamsOf<(typeof calls)['walletTransactions']>) {
  const limit = p.limit ?? 20;
  const offset = p.offset ?? 0;
  const rows = await db.select().from(walletEntries).where(eq(walletEntries.userId, userId)).orderBy(desc(walletEntries.id)).limit(limit).offset(offset);
  const [total] = await db.select({ n: count() }).from(walletEntries).where(eq(walletEntries.userId, userId));
  const open = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.purpose, 'recharge'), ne(payments.status, 'approved')))
    .orderBy(desc(payments.id))
    .limit(OPEN_RECHARGES_SHOWN);
  const cents = await balanceCents(db, userId);
  return {
    transactions: rows.map((r) => ({
      id: r.id,
      kind: r.kind as WalletEntryKind,
      amount: centsToDollars(r.amountCents),
      formatted_amount: signed(r.amountCents),
      balance_after: centsToDollars(r.balanceAfterCents),
      description: r.description,
      order_id: r.orderId,
      order_number: r.orderId === null ? null : orderNumber(r.orderId),
      at: at(r.createdAt),
    })),
    total: Number(total?.n ?? 0),
    balance: centsToDollars(cents),
    formatted_balance: formatFee(cents),
    open_recharges: open.map((r) => ({
      id: r.id,
      amount: centsToDollars(r.amountCents),
      formatted_amount: formatFee(r.amountCents),
      provider: r.provider as MobileMoneyProvider,
      phone: r.phone,
      payment_status: r.status as MobileMoneyStatus,
      message: rechargeMessage(r.status, r.message, r.provider),
      created_at: at(r.createdAt),
    })),
  };
}

export async function membershipPoints(db: Db, userId: number) {
  const points = await pointsOf(db, userId);
  const value = pointsCreditCents(points);
  return {
    points,
    value: centsToDollars(value),
    formatted_value: formatFee(value),
    points_per_dollar: POINTS_PER_DOLLAR,
    points_per_dollar_credit: POINTS_PER_DOLLAR_CREDIT,
    redeem_minimum: POINTS_REDEEM_MIN,
  };
}

/** Points into wallet credit: whole hundreds, at least the minimum; one transaction. */
export async function membershipRedeem(db: Db, userId: number, wanted: number, now: Date) {
  if (wanted < POINTS_REDEEM_MIN) throw new BusinessError(400, 'redeem_minimum', REDEEM_TOO_FEW);
  if (wanted % POINTS_PER_DOLLAR_CREDIT !== 0) throw new BusinessError(400, 'redeem_whole_hundreds', REDEEM_WHOLE_HUNDREDS);
  const done = await db.transaction((tx) =>
    redeemPoints(tx, { userId, points: wanted, description: `${wanted} points redeemed for wallet credit`, now }),
  );
  const credited = formatFee(done.creditCents);
  return {
    points: done.pointsLeft,
    credited: centsToDollars(done.creditCents),
    balance: centsToDollars(done.balanceCents),
    formatted_balance: formatFee(done.balanceCents),
    message: `${wanted} points redeemed: ${credited} added to your wallet`,
  };
}

export async function membershipTransactions(db: Db, userId: number, p: ParamsOf<(typeof calls)['membershipTransactions']>) {
  const limit = p.limit ?? 20;
  const offset = p.offset ?? 0;
  const rows = await db.select().from(pointsEntries).where(eq(pointsEntries.userId, userId)).orderBy(desc(pointsEntries.id)).limit(limit).offset(offset);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(pointsEntries).where(eq(pointsEntries.userId, userId));
  return {
    transactions: rows.map((r) => ({
      id: r.id,
      kind: r.kind as PointsEntryKind,
      points: r.points,
      balance_after: r.balanceAfter,
      description: r.description,
      order_id: r.orderId,
      order_number: r.orderId === null ? null : orderNumber(r.orderId),
      at: at(r.createdAt),
    })),
    total: Number(total?.n ?? 0),
    points: await pointsOf(db, userId),
  };
}
