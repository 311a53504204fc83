/** Reading orders as the contract shows them: one order in full, and the account's list. */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { OrderGroup, OrderStatus } from 'shared-api/contract';
import type { ResultOf, calls } from '../contract';
import { formatFee } from '../delivery/fees';
import type { FreeReason } from '../delivery/location-fee';
import { orderEvents, orderLines, orderNotes, orderShipments, orderSubscriptions, orders } from '../db/schema-orders';
import { centsToDollars } from '../money';
import { notFound } from '../errors';
import { orderNumber } from '../order-number';
import { groupOut, methodName } from './grouping';
import { locationFacts, type Q } from './queries';
import { GROUP_OF, shopperCan } from './states';

export type OrderOut = ResultOf<(typeof calls)['order']>['order'];
export type OrderRow = typeof orders.$inferSelect;

export { ORDER_NUMBER_BASE, orderNumber } from '../order-number';

/** One answer for a missing order and for another account's: nobody learns which ids exist. */
export const ORDER_NOT_FOUND = 'Order not found';
export const orderNotFound = () => notFound(ORDER_NOT_FOUND);

const STATUS_GROUPS: Record<OrderGroup, OrderStatus[]> = {
  active: [],
  delivered: [],
  cancelled: [],
};
for (const [status, group] of Object.entries(GROUP_OF)) STATUS_GROUPS[group].push(status as OrderStatus);

/** The order row when it is the user's, else the 404 of a missing order. */
export async function ownOrderRow(q: Q, userId: number, id: number): Promise<OrderRow> {
  const [row] = await q
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)))
    .limit(1);
  if (!row) throw orderNotFound();
  return row;
}

export async function shipmentsOf(q: Q, orderId: number) {
  const shipments = await q.select().from(orderShipments).where(eq(orderShipments.orderId, orderId)).orderBy(asc(orderShipments.stockLocationId));
  const lines = await q.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
  const locations = new Map((await locationFacts(q, shipments.map((s) => s.stockLocationId))).map((l) => [l.id, l]));
  return shipments.map((s) => ({
    row: s,
    out: groupOut({
      location: locations.get(s.stockLocationId)!,
      lines: lines
        .filter((l) => l.shipmentId === s.id)
        .map((l) => ({ productId: l.productId, variantId: l.variantId, name: l.name, slug: l.slug, priceCents: l.priceCents, quantity: l.quantity })),
      subtotalCents: s.subtotalCents,
      method: methodName(s.deliveryMethod),
      feeCents: s.deliveryFeeCents,
      freeReason: s.freeDeliveryReason as FreeReason | null,
      minimumCents: s.minimumOrderCents,
      time: s.estimatedDeliveryTime,
      error: null,
    }),
  }));
}

/** The order as the contract's Order, from its row. */
export async function orderOut(q: Q, row: OrderRow): Promise<OrderOut> {
  const shipments = await shipmentsOf(q, row.id);
  const events = await q.select().from(orderEvents).where(eq(orderEvents.orderId, row.id)).orderBy(asc(orderEvents.id));
  const notes = await q.select().from(orderNotes).where(eq(orderNotes.orderId, row.id)).orderBy(asc(orderNotes.id));
  const status = row.status as OrderStatus;
  return {
    id: row.id,
    order_number: orderNumber(row.id),
    status,
    group: GROUP_OF[status],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    payment_method: row.paymentMethod as OrderOut['payment_method'],
    payment_status: row.paymentStatus as OrderOut['payment_status'],
    payment_provider: row.paymentProvider as OrderOut['payment_provider'],
    payment_phone: row.paymentPhone,
    points_value_used: centsToDollars(row.pointsValueCents),
    address: {
      id: row.addressId,
      country: row.country,
      region: row.region,
      city: row.city,
      district: row.district,
      delivery_method: row.deliveryMethod,
      details: row.addressDetails,
      phone: row.phone,
    },
    shipments: shipments.map((s) => s.out),
    subtotal: centsToDollars(row.subtotalCents),
    delivery_fee: centsToDollars(row.deliveryFeeCents),
    student_discount: centsToDollars(row.studentDiscountCents),
    total: centsToDollars(row.totalCents),
    formatted_total: formatFee(row.totalCents),
    note: row.note,
    notes: notes.map((n) => ({ id: n.id, note: n.note, at: n.at.toISOString() })),
    timeline: events.map((e) => ({ status: e.status as OrderStatus, at: e.at.toISOString(), note: e.note })),
    ...shopperCan(status),
    cancel_reason: row.cancelReason,
    return_reason: row.returnReason,
    refund_method: row.refundMethod as OrderOut['refund_method'],
  };
}

export type UpdateChannel = NonNullable<OrderOut['update_channels']>[number];

/** The channels this order's updates go out on now, sorted (order_subscriptions; orders/follow.ts). */
export async function updateChannels(q: Q, orderId: number): Promise<UpdateChannel[]> {
  return (await q.select({ channel: orderSubscriptions.channel }).from(orderSubscriptions).where(eq(orderSubscriptions.orderId, orderId)))
    .map((r) => r.channel as UpdateChannel)
    .sort();
}

/**
 * The owner's read: the order with its update channels (the order page's panel opens with them).
 * `channels` when the caller knows them already (a new order's, in its transaction: no query).
 */
export async function ownOrder(q: Q, userId: number, id: number, channels?: UpdateChannel[]): Promise<OrderOut> {
  const out = await orderOut(q, await ownOrderRow(q, userId, id));
  return { ...out, update_channels: channels ?? (await updateChannels(q, id)) };
}

/** How many names of lines a summary carries ('Saliid qumbe, Shaah Kenya +2'). */
const SUMMARY_NAMES = 3;

/** The account's orders, newest first, by group (spec §4: groups are fetched by group). */
export async function orderList(q: Q, userId: number, p: { group?: OrderGroup; limit?: number; offset?: number }) {
  const where = and(eq(orders.userId, userId), p.group ? inArray(orders.status, STATUS_GROUPS[p.group]) : undefined);
  const [{ total } = { total: 0 }] = await q.select({ total: count() }).from(orders).where(where);
  const rows = await q
    .select({ id: orders.id, status: orders.status, createdAt: orders.createdAt, totalCents: orders.totalCents })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.id))
    .limit(p.limit ?? 20)
    .offset(p.offset ?? 0);
  const ids = rows.map((r) => r.id);
  const lines = ids.length
    ? await q.select({ orderId: orderLines.orderId, shipmentId: orderLines.shipmentId, name: orderLines.name, quantity: orderLines.quantity }).from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id))
    : [];
  return {
    total: Number(total),
    orders: rows.map((r) => {
      const mine = lines.filter((l) => l.orderId === r.id);
      const status = r.status as OrderStatus;
      return {
        id: r.id,
        order_number: orderNumber(r.id),
        status,
        group: GROUP_OF[status],
        created_at: r.createdAt.toISOString(),
        total: centsToDollars(r.totalCents),
        formatted_total: formatFee(r.totalCents),
        item_count: mine.reduce((n, l) => n + l.quantity, 0),
        names: [...new Set(mine.map((l) => l.name))].slice(0, SUMMARY_NAMES),
        shipment_count: new Set(mine.map((l) => l.shipmentId)).size,
      };
    }),
  };
}
