/**
 * The one way money and points move: post an entry to a ledger inside the caller's transaction.
 * Each account row is locked (FOR UPDATE) before its entry is written, so concurrent posts to one
 * account run one after another and the balance column always equals the ledger's sum. Entries
 * that must happen once (a recharge's credit, an order's payment or refund, points earned by an
 * order) are held once by the partial unique indexes: a second post of the same one is "already
 * applied", changes nothing, and says so.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { pointsAccounts, pointsEntries, walletEntries, wallets } from '../db/schema-wallet';
import { BusinessError } from '../errors';
import type { PointsEntryKind, WalletEntryKind } from '../contract';


export interface WalletPost {
  userId: number;
  kind: WalletEntryKind;
  /** Signed cents: a credit adds, a debit takes. Never 0. */
  amountCents: number;
  orderId?: number | null;
  paymentId?: number | null;
  description: string;
  now: Date;
}

export interface Posted {
  /** False when this entry had been posted before (nothing changed). */
  applied: boolean;
  balanceAfter: number;
}

export const notEnoughBalance = (balanceCents: number, neededCents: number) =>
  new BusinessError(409, 'insufficient_balance', `Not enough money in your wallet: it has $${(balanceCents / 100).toFixed(2)}, this needs $${(neededCents / 100).toFixed(2)}.`, {
    balance: balanceCents / 100,
  });

/** The wallet's balance row, created at 0 if missing, locked until the transaction ends. */
export async function lockWallet(tx: Tx, userId: number, now: Date): Promise<number> {
  await tx.insert(wallets).values({ userId, balanceCents: 0, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx.select({ balance: wallets.balanceCents }).from(wallets).where(eq(wallets.userId, userId)).for('update');
  return row!.balance;
}

export async function postWalletEntry(tx: Tx, p: WalletPost): Promise<Posted> {
  if (!Number.isSafeInteger(p.amountCents) || p.amountCents === 0) throw new Error(`wallet entry of ${p.amountCents} cents`);
  const balance = await lockWallet(tx, p.userId, p.now);
  const after = balance + p.amountCents;
  if (after < 0) throw notEnoughBalance(balance, -p.amountCents);
  const [entry] = await tx
    .insert(walletEntries)
    .values({
      userId: p.userId, kind: p.kind, amountCents: p.amountCents, balanceAfterCents: after,
      orderId: p.orderId ?? null, paymentId: p.paymentId ?? null, description: p.description, createdAt: p.now,
    })
    .onConflictDoNothing()
    .returning({ id: walletEntries.id });
  if (!entry) return { applied: false, balanceAfter: balance };
  await tx.update(wallets).set({ balanceCents: sql`${wallets.balanceCents} + ${p.amountCents}`, updatedAt: p.now }).where(eq(wallets.userId, p.userId));
  return { applied: true, balanceAfter: after };
}

export interface PointsPost {
  userId: number;
  kind: PointsEntryKind;
  points: number;
  orderId?: number | null;
  description: string;
  now: Date;
}

export async function lockPoints(tx: Tx, userId: number, now: Date): Promise<number> {
  await tx.insert(pointsAccounts).values({ userId, points: 0, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx.select({ points: pointsAccounts.points }).from(pointsAccounts).where(eq(pointsAccounts.userId, userId)).for('update');
  return row!.points;
}

export async function postPointsEntry(tx: Tx, p: PointsPost): Promise<Posted> {
  if (!Number.isSafeInteger(p.points) || p.points === 0) throw new Error(`points entry of ${p.points}`);
  const points = await lockPoints(tx, p.userId, p.now);
  const after = points + p.points;
  if (after < 0) throw new BusinessError(409, 'insufficient_points', `You have ${points} points; this needs ${-p.points}.`, { points });
  const [entry] = await tx
    .insert(pointsEntries)
    .values({ userId: p.userId, kind: p.kind, points: p.points, balanceAfter: after, orderId: p.orderId ?? null, description: p.description, createdAt: p.now })
    .onConflictDoNothing()
    .returning({ id: pointsEntries.id });
  if (!entry) return { applied: false, balanceAfter: points };
  await tx.update(pointsAccounts).set({ points: sql`${pointsAccounts.points} + ${p.points}`, updatedAt: p.now }).where(eq(pointsAccounts.userId, p.userId));
  return { applied: true, balanceAfter: after };
}

/** What the ledgers sum to for one user (tests and audits compare it with the balance columns). */
export async function ledgerSums(db: Db | Tx, userId: number) {
  const [w] = await db.select({ sum: sql<number>`coalesce(sum(${walletEntries.amountCents}), 0)::int` }).from(walletEntries).where(eq(walletEntries.userId, userId));
  const [p] = await db.select({ sum: sql<number>`coalesce(sum(${pointsEntries.points}), 0)::int` }).from(pointsEntries).where(and(eq(pointsEntries.userId, userId)));
  return { walletCents: Number(w?.sum ?? 0), points: Number(p?.sum ?? 0) };
}
