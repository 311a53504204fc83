/**
 * Orders paid by mobile money, through the hooks the order code calls (orders/payment-hooks.ts;
 * app.ts hands `orderPaymentHooks` of the app's gateway to the orders plugin):
 * the 'order' payment is written in the order's own transaction, and its prompt pushed once that
 * committed; the answer is settled by settle.ts like a recharge's, which hands the order to
 * settleOrderPayment (orders/transitions.ts) in the same transaction: paid; or declined/failed →
 * payment 'failed' and cancelled with its stock back and the gateway's reason; or, cancelled
 * meanwhile, the late approval refunded to the wallet.
 * A refund to mobile money goes to the gateway after the commit: 'refunded' once it says so,
 * else the order stays 'refund_pending' and the payment row keeps the gateway's message.
 */
import { and, eq } from 'drizzle-orm';
import { payments } from '../db/schema-wallet';
import type { PaymentHooks } from '../orders/payment-hooks';
import { orderNumber } from '../order-number';
import { settleMobileMoneyRefund } from '../orders/transitions';
import { settlePayment, type PaymentsContext } from './settle';
import { randomUUID } from 'node:crypto';
import { UNAVAILABLE } from './recharge';
import { formatCents } from '../money';


/** The order's approved payment back to the phone; 'refunded' once the gateway confirms. */
export async function refundOrderPayment(ctx: PaymentsContext, orderId: number, amountCents: number): Promise<void> {
  const [pay] = await ctx.db.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.purpose, 'order'), eq(payments.status, 'approved'))).limit(1);
  const keep = async (why: string) => {
    ctx.log?.warn({ orderId, why }, 'mobile money refund not done: the order stays refund_pending');
    if (pay) await ctx.db.update(payments).set({ message: `Refund not done yet: ${why}` }).where(eq(payments.id, pay.id));
  };
  if (!pay) return keep('no approved mobile money payment for this order');
  if (!ctx.gateway) return keep(UNAVAILABLE);
  const answer = await ctx.gateway.refund({ reference: pay.reference, transactionId: pay.gatewayTransactionId, amountCents, description: `Refund of Suuq order ${orderNumber(orderId)} (${formatCents(amountCents)})` });
  if (answer.outcome !== 'approved') return keep(answer.message);
  await ctx.db.transaction((tx) => settleMobileMoneyRefund(tx, orderId, ctx.now()));
  await ctx.db.update(payments).set({ message: `Refunded ${formatCents(amountCents)}${answer.transactionId ? ` (${answer.transactionId})` : ''}` }).where(eq(payments.id, pay.id));
}

export function orderPaymentHooks(ctx: PaymentsContext): PaymentHooks {
  return {
    mobileMoneyAvailable: () => Boolean(ctx.gateway),
    async startOrderPayment(tx, p) {
      const [made] = await tx
        .insert(payments)
        .values({ userId: p.userId, purpose: 'order', orderId: p.orderId, provider: p.provider, phone: p.phone, amountCents: p.amountCents, status: 'pending', reference: `O-${randomUUID()}`, createdAt: p.now })
        .returning();
      const row = made!;
      return async () => {
        if (!ctx.gateway) {
          await settlePayment(ctx, row.id, { outcome: 'failed', message: UNAVAILABLE });
          return;
        }
        const answer = await ctx.gateway.purchase(
          { reference: row.reference, invoiceId: orderNumber(p.orderId), provider: p.provider, phone: p.phone, amountCents: p.amountCents, description: `Suuq order ${orderNumber(p.orderId)}` },
          ctx.settings.waitMs,
        );
        await settlePayment(ctx, row.id, answer, 'purchase');
      };
    },
    async refundToMobileMoney(_tx, p) {
      return () => refundOrderPayment(ctx, p.orderId, p.amountCents);
    },
  };
}
