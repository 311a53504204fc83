/**
 * Order calls of spec §7 and the delivery quote. The shopper is always the bearer token's, never
 * one named in the params; an order of another account answers the 404 of a missing one.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AuthContext } from '../auth/context';
import { requireSession, requireStaff } from '../auth/sessions';
import { idempotencyKeyOf } from '../http/idempotency';
import { KEY_MISSING, createOrder, placedMessage } from './create';
import { runAfterCommit, type PaymentHooks } from './payment-hooks';
import { orderAssignment, orderSellers, subscribe, trackOrder } from './follow';
import { addOrderNote } from './notes';
import { deliveryQuote } from './quote';
import { orderList, ownOrder } from './read';
import { moveOrder, type OrdersContext } from './transitions';

/** Options: `payments`, the hooks to mobile money (payment-hooks.ts), passed in by the app. */
export const orderCalls: FastifyPluginAsyncTypebox<{ ctx: AuthContext; payments: PaymentHooks }> = async (app, opts) => {
  const ctx: OrdersContext = { ...opts.ctx, payments: opts.payments };
  const { db } = ctx;
  const userOf = async (req: Parameters<typeof requireSession>[1]) => (await requireSession(ctx, req)).userId;
  app.rpc.register({
    deliveryQuote: (p, req) => deliveryQuote(ctx, p, req),
    orders: async (p, req) => orderList(db, await userOf(req), p),
    orderCreate: async (p, req) => {
      const userId = await userOf(req);
      const key = idempotencyKeyOf(req, KEY_MISSING);
      const { orderId, order, replayed, afterCommit } = await createOrder(db, ctx.payments, userId, p, key, ctx.now());
      // Mobile money may settle the order after the commit (payment-hooks.ts): then it is read
      // again. Otherwise the order as read in its transaction is the answer (create.ts).
      const settling = afterCommit.some(Boolean);
      await runAfterCommit(afterCommit, ctx.log);
      const answered = settling ? await ownOrder(db, userId, orderId) : order;
      return { order: answered, replayed, message: placedMessage(answered) };
    },
    order: async (p, req) => ({ order: await ownOrder(db, await userOf(req), Number(p.id)) }),
    orderCancel: async (p, req) =>
      moveOrder(ctx, { action: 'cancel', orderId: Number(p.id), userId: await userOf(req), reason: p.reason, refundMethod: p.refund_method }),
    orderReturn: async (p, req) =>
      moveOrder(ctx, { action: 'request_return', orderId: Number(p.id), userId: await userOf(req), reason: p.reason, refundMethod: p.refund_method }),
    orderNote: async (p, req) => addOrderNote(db, await userOf(req), Number(p.id), p.note),
    orderTrack: async (p, req) => trackOrder(db, await userOf(req), p.id),
    orderAssignment: async (p, req) => orderAssignment(db, await userOf(req), Number(p.id)),
    orderSeller: async (p, req) => orderSellers(db, await userOf(req), Number(p.id)),
    orderSubscribe: async (p, req) => subscribe(db, await userOf(req), p),
    staffOrderAdvance: async (p, req) => {
      // Staff move any shopper's order (the envelope already refused no session: 401; a shopper: 403).
      await requireStaff(ctx, req);
      return moveOrder(ctx, { action: p.action, orderId: Number(p.id) });
    },
  });
};
