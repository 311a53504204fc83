/**
 * walletRecharge and walletRechargeStatus: the bearer's own recharges. A recharge is a 'pending'
 * payment row committed before the gateway is asked (so an answer can always find it), then
 * settled by settle.ts. The Idempotency-Key makes a retried request answer the same recharge.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { IDEMPOTENCY_HEADER, MOBILE_MONEY_NAMES, type MobileMoneyProvider, type ParamsOf, type ResultOf, type calls } from '../contract';
import type { Db } from '../db/client';
import { payments, wallets } from '../db/schema-wallet';
import { centsToDollars, formatCents } from '../money';
import { BusinessError } from '../errors';
import { normalPhone } from './gateway';
import { checkPayment, settlePayment, type PaymentRow, type PaymentsContext } from './settle';

type RechargeParams = ParamsOf<(typeof calls)['walletRecharge']>;
type Recharge = ResultOf<(typeof calls)['walletRecharge']>['recharge'];

export const KEY_MISSING = `Please send an ${IDEMPOTENCY_HEADER} header with the recharge (one key per recharge attempt)`;
export { KEY_INVALID } from '../http/idempotency';
export const KEY_REUSED = 'This Idempotency-Key was already used for a different recharge';
export const PHONE_INVALID = 'Please enter the mobile money number with its dial code, e.g. +252 61 234 5678';
export const AMOUNT_CENTS = 'The amount must be in dollars with at most 2 decimals';
export const UNAVAILABLE = 'Mobile money payments are not available right now. Please try again later.';
export const RECHARGE_NOT_FOUND = 'Recharge not found';


function messageOf(row: PaymentRow): string {
  const name = MOBILE_MONEY_NAMES[row.provider as MobileMoneyProvider] ?? row.provider;
  if (row.status === 'approved') return `${formatCents(row.amountCents)} was added to your wallet`;
  if (row.status === 'pending') return `Approve the payment of ${formatCents(row.amountCents)} on your phone (${name} ${row.phone}). We are waiting for the answer.`;
  const reason = row.message || 'The payment was not approved';
  if (row.status === 'declined') return /^payment declined/i.test(reason) ? reason : `Payment declined: ${reason}`;
  return reason;
}

export const rechargeOut = (row: PaymentRow): Recharge => ({
  id: row.id,
  amount: centsToDollars(row.amountCents),
  formatted_amount: formatCents(row.amountCents),
  provider: row.provider as MobileMoneyProvider,
  phone: row.phone,
  payment_status: row.status as Recharge['payment_status'],
  message: messageOf(row),
  created_at: row.createdAt.toISOString(),
});

async function balanceOf(db: Db, userId: number) {
  const [w] = await db.select({ cents: wallets.balanceCents }).from(wallets).where(eq(wallets.userId, userId)).limit(1);
  const cents = w?.cents ?? 0;
  return { balance: centsToDollars(cents), formatted_balance: formatCents(cents) };
}

const answerOf = async (db: Db, row: PaymentRow) => ({ recharge: rechargeOut(row), ...(await balanceOf(db, row.userId)) });

export const rechargeHash = (cents: number, provider: string, phone: string) => createHash('sha256').update(JSON.stringify({ cents, provider, phone })).digest('hex');

export async function recharge(ctx: PaymentsContext, userId: number, p: RechargeParams, key: string) {
  const cents = Math.round(p.amount * 100);
  if (Math.abs(p.amount * 100 - cents) > 1e-6) throw new BusinessError(400, 'invalid_amount', AMOUNT_CENTS);
  const phone = normalPhone(p.phone);
  if (!phone) throw new BusinessError(400, 'invalid_phone', PHONE_INVALID);
  const hash = rechargeHash(cents, p.payment_method, phone);

  const [made] = await ctx.db
    .insert(payments)
    .values({ userId, purpose: 'recharge', provider: p.payment_method, phone, amountCents: cents, status: 'pending', reference: `R-${randomUUID()}`, idempotencyKey: key, requestHash: hash, createdAt: ctx.now() })
    .onConflictDoNothing()
    .returning();
  if (!made) {
    const [earlier] = await ctx.db.select().from(payments).where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key))).limit(1);
    if (!earlier || earlier.requestHash !== hash) throw new BusinessError(422, 'idempotency_key_reused', KEY_REUSED);
    return answerOf(ctx.db, earlier);
  }
  if (!ctx.gateway) {
    // Nothing was sent anywhere: the row is closed at once so it never waits on a check.
    const { row } = await settlePayment(ctx, made.id, { outcome: 'failed', message: UNAVAILABLE });
    return answerOf(ctx.db, row);
  }
  const answer = await ctx.gateway.purchase(
    { reference: made.reference, invoiceId: `W${made.id}`, provider: p.payment_method, phone, amountCents: cents, description: `Suuq wallet recharge ${formatCents(cents)}` },
    ctx.settings.waitMs,
  );
  const { row } = await settlePayment(ctx, made.id, answer, 'purchase');
  return answerOf(ctx.db, row);
}

export async function rechargeStatus(ctx: PaymentsContext, userId: number, id: number) {
  const [row] = await ctx.db.select().from(payments).where(and(eq(payments.id, id), eq(payments.userId, userId), eq(payments.purpose, 'recharge'))).limit(1);
  if (!row) throw new BusinessError(404, 'not_found', RECHARGE_NOT_FOUND);
  const { row: now } = await checkPayment(ctx, row, 'ask');
  return answerOf(ctx.db, now);
}
