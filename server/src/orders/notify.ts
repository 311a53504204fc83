/**
 * Status updates to the shopper who asked for them (orderSubscribe): one message per subscribed
 * channel through the shop's messenger (WhatsApp, e-mail, or the outbox of a demo), sent after the
 * change is committed. A channel that fails is logged; the order's change stands.
 */
import { eq } from 'drizzle-orm';
import type { OrderStatus } from 'shared-api/contract';
import type { AuthContext } from '../auth/context';
import { users } from '../db/schema-auth';
import { orderSubscriptions } from '../db/schema-orders';
import type { Channel } from '../messaging';
import { orderNumber, type OrderRow } from './read';
import { STATUS_WORDS } from './states';

export const ORDER_STATUS_TEMPLATE = 'order_status';

export const statusText = (orderId: number, status: OrderStatus) => `Suuq: your order ${orderNumber(orderId)} is now ${STATUS_WORDS[status]}.`;

async function send(ctx: AuthContext, order: OrderRow) {
  const channels = await ctx.db.select({ channel: orderSubscriptions.channel }).from(orderSubscriptions).where(eq(orderSubscriptions.orderId, order.id));
  if (!channels.length) return;
  const [user] = await ctx.db.select({ email: users.email, phone: users.fullPhone }).from(users).where(eq(users.id, order.userId)).limit(1);
  if (!user) return;
  const text = statusText(order.id, order.status as OrderStatus);
  const results = await Promise.allSettled(
    channels.map(({ channel }) =>
      ctx.messenger.send({ to: channel === 'email' ? user.email : user.phone, channel: channel as Channel, template: ORDER_STATUS_TEMPLATE, text }),
    ),
  );
  for (const [i, r] of results.entries()) {
    if (r.status === 'rejected') ctx.log?.error({ err: r.reason as Error, channel: channels[i]!.channel, order: order.id }, 'sending an order update failed');
  }
}

/** Fire and forget: the answer to the shopper or staff never waits for WhatsApp or SMTP. */
export function notifySubscribers(ctx: AuthContext, order: OrderRow): void {
  void send(ctx, order).catch((err: Error) => ctx.log?.error({ err, order: order.id }, 'order update not sent'));
}
