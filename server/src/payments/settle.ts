/**
 * The one way a mobile money payment leaves 'pending', whoever brings the answer: the purchase's
 * own response, a status query (walletRechargeStatus, the settle loop) or the gateway's callback.
 * The row moves with `UPDATE … WHERE status = 'pending'`: under READ COMMITTED a second answer
 * waits for the first's row lock, then finds nothing pending and changes nothing. The recharge
 * credit is posted in that same transaction (and is held once by the ledger's unique index too),
 * so an answer delivered twice, or raced by two processes, credits once.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { MOBILE_MONEY_NAMES, type MobileMoneyProvider } from '../contract';
import type { Db } from '../db/client';
import { orders } from '../db/schema-orders';
import { settleOrderPayment } from '../orders/transitions';
import { payments } from '../db/schema-wallet';
import { postWalletEntry } from '../wallet/ledger';
import { recordEvent } from '../events/record';
import type { GatewayAnswer, MobileMoneyGateway } from './gateway';
import type { PaymentSettings } from './settings';

export type PaymentRow = typeof payments.$inferSelect;

export interface PaymentsLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface PaymentsContext {
  db: Db;
  gateway: MobileMoneyGateway | null;
  settings: PaymentSettings;
  now: () => Date;
  log?: PaymentsLog;
}

export interface Settled {
  row: PaymentRow;
  /** This call moved the payment (false: it was settled before, or is still pending). */
  changed: boolean;
}

const providerName = (p: string) => MOBILE_MONEY_NAMES[p as MobileMoneyProvider] ?? p;
export const rechargeDescription = (row: Pick<PaymentRow, 'provider' | 'phone'>) => `Recharge by ${providerName(row.provider)} (${row.phone})`;

async function current(db: Db, id: number): Promise<PaymentRow> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  if (!row) throw new Error(`payment ${id} is gone`);
  return row;
}

/** A final answer: approved (credit or mark the order paid), declined or failed. */
async function applyFinal(ctx: PaymentsContext, id: number, answer: GatewayAnswer): Promise<Settled> {
  const now = ctx.now();
  const status = answer.outcome === 'approved' ? 'approved' : answer.outcome === 'declined' ? 'declined' : 'failed';
  const moved = await ctx.db.transaction(async (tx) => {
    // An order's row is locked before its payment's, the order code's lock order (orders/README.md).
    const [pre] = await tx.select({ purpose: payments.purpose, orderId: payments.orderId }).from(payments).where(eq(payments.id, id)).limit(1);
    if (pre?.purpose === 'order' && pre.orderId !== null) await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, pre.orderId)).for('update');
    const [row] = await tx
      .update(payments)
      .set({
        status,
        gatewayCode: answer.code ?? null,
        gatewayTransactionId: answer.transactionId ?? null,
        message: status === 'approved' ? null : answer.message,
        settledAt: now,
        nextCheckAt: null,
      })
      .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
      .returning();
    if (!row) return null;
    if (status === 'approved' && row.purpose === 'recharge') {
      await postWalletEntry(tx, { userId: row.userId, kind: 'recharge', amountCents: row.amountCents, paymentId: row.id, description: rechargeDescription(row), now });
    }
    // The shopper hears of a recharge's end either way (credited, or declined with the gateway's reason).
    if (row.purpose === 'recharge') {
      await recordEvent(tx, {
        kind: 'wallet_recharge',
        userId: row.userId,
        data: status === 'approved' ? { outcome: 'approved', amount_cents: row.amountCents } : { outcome: 'declined', amount_cents: row.amountCents, reason: row.message ?? '' },
      });
    }
    if (row.purpose === 'order' && row.orderId !== null) {
      // Paid; or failed and cancelled with its stock back; or, cancelled meanwhile, refunded to the wallet.
      await settleOrderPayment(tx, row.orderId, status, now, status === 'approved' ? undefined : failedPaymentReason(row));
    }
    return row;
  });
  if (!moved) {
    const row = await current(ctx.db, id);
    // The gateway took the money after we gave up on it: someone must give it back by hand.
    if (status === 'approved' && row.status !== 'approved') ctx.log?.error({ paymentId: id, reference: row.reference, was: row.status }, 'mobile money approved after the payment was settled as not paid: refund it by hand');
    return { row, changed: false };
  }
  ctx.log?.info({ paymentId: id, purpose: moved.purpose, status }, 'mobile money payment settled');
  return { row: moved, changed: true };
}

/** Why the order was cancelled, as the shopper reads it: the gateway's own reason. */
export function failedPaymentReason(row: Pick<PaymentRow, 'status' | 'message'>): string {
  const why = row.message || 'the payment was not approved';
  if (row.status === 'declined') return /^payment declined/i.test(why) ? why : `Payment declined: ${why}`;
  return /^payment failed/i.test(why) ? why : `Payment failed: ${why}`;
}

export const GAVE_UP = (provider: string) =>
  `${providerName(provider)} did not confirm this payment, so nothing was credited. If money left your account, contact us with the payment's reference.`;

/**
 * Still pending. A check of the settle loop counts (with back-off, failed after maxChecks); the
 * purchase's own timeout schedules the first check; a shopper's status call changes nothing.
 */
async function stillPending(ctx: PaymentsContext, id: number, answer: GatewayAnswer, kind: 'purchase' | 'check' | 'ask'): Promise<Settled> {
  const { checkBaseMs, checkMaxDelayMs, maxChecks } = ctx.settings;
  const now = ctx.now();
  if (kind === 'ask') return { row: await current(ctx.db, id), changed: false };
  const [row] = await ctx.db
    .update(payments)
    .set(
      kind === 'check'
        ? {
            checks: sql`${payments.checks} + 1`,
            nextCheckAt: sql`${now.toISOString()}::timestamptz + make_interval(secs => least(${checkBaseMs}::float8 * power(2, ${payments.checks}), ${checkMaxDelayMs}::float8) / 1000)`,
          }
        : { nextCheckAt: new Date(now.getTime() + checkBaseMs) },
    )
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning();
  if (!row) return { row: await current(ctx.db, id), changed: false };
  if (kind === 'check' && row.checks >= maxChecks) {
    ctx.log?.warn({ paymentId: id, checks: row.checks, last: answer.message }, 'mobile money payment never confirmed: failed');
    return applyFinal(ctx, id, { outcome: 'failed', code: answer.code, message: GAVE_UP(row.provider) });
  }
  return { row, changed: false };
}

export function settlePayment(ctx: PaymentsContext, id: number, answer: GatewayAnswer, kind: 'purchase' | 'check' | 'ask' = 'ask'): Promise<Settled> {
  return answer.outcome === 'pending' ? stillPending(ctx, id, answer, kind) : applyFinal(ctx, id, answer);
}

/** A pending payment asked of the gateway again, then settled (or left pending). */
export async function checkPayment(ctx: PaymentsContext, row: PaymentRow, kind: 'check' | 'ask'): Promise<Settled> {
  if (row.status !== 'pending' || !ctx.gateway) return { row, changed: false };
  const answer = await ctx.gateway.status(row.reference);
  return settlePayment(ctx, row.id, answer, kind);
}

/** How long a process holds a payment it is checking before the other may try (ms). */
const CLAIM_MS = 60_000;

/** One pass: the pending payments whose check is due, each claimed so two processes rarely both ask. */
export async function settleDue(ctx: PaymentsContext, limit = 20): Promise<number> {
  const now = ctx.now();
  const due = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lte(payments.nextCheckAt, now)))
    .orderBy(asc(payments.nextCheckAt))
    .limit(limit);
  let done = 0;
  for (const { id } of due) {
    const [claimed] = await ctx.db
      .update(payments)
      .set({ nextCheckAt: new Date(now.getTime() + CLAIM_MS) })
      .where(and(eq(payments.id, id), eq(payments.status, 'pending'), lte(payments.nextCheckAt, now)))
      .returning();
    if (!claimed) continue;
    await checkPayment(ctx, claimed, 'check');
    done += 1;
  }
  return done;
}

export interface SettleLoop {
  start(): void;
  stop(): Promise<void>;
}

/** The API process's loop: every settleIntervalMs, one pass (never two at once). */
export function settleLoop(ctx: PaymentsContext): SettleLoop {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running || !ctx.gateway) return;
    running = settleDue(ctx)
      .catch((err: Error) => ctx.log?.warn({ err }, 'settling pending payments failed; tried again next time'))
      .finally(() => (running = undefined));
  };
  return {
    start() {
      if (!timer) timer = setInterval(tick, ctx.settings.settleIntervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
