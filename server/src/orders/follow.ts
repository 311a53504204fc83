/** Following an order: tracking by number, who delivers it, who sells it, and status updates. */
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { OrderStatus } from 'shared-api/contract';
import type { ResultOf, calls } from '../contract';
import { sellers } from '../db/schema';
import { orderEvents, orderShipments, orderSubscriptions } from '../db/schema-orders';
import { BusinessError } from '../errors';
import { locationFacts, type Q } from './queries';
import { ORDER_NUMBER_BASE, orderNotFound, orderNumber, ownOrderRow, updateChannels } from './read';

type Data<C extends keyof typeof calls> = Omit<ResultOf<(typeof calls)[C]>, 'status'>;

export const BAD_ORDER_NUMBER = 'Enter an order number like SQ-100042';

/** '42', 'SQ-100042', 'sq100042', ' Sq-100042 ' → 42; a shape that is no order number is a 400. */
export function orderIdFromRef(ref: string): number {
  const text = ref.trim();
  if (/^[0-9]{1,9}$/.test(text)) return Number(text);
  const m = /^sq-?\s*([0-9]{6,9})$/i.exec(text);
  if (!m) throw new BusinessError(400, 'invalid_order_number', BAD_ORDER_NUMBER);
  const id = Number(m[1]) - ORDER_NUMBER_BASE;
  // 'SQ-000042' names no order: answered as any order that does not exist.
  if (id < 1) throw orderNotFound();
  return id;
}

const ON_ITS_WAY: OrderStatus[] = ['placed', 'confirmed', 'packed', 'shipped'];

/** The longest of the estimates ('1-2 days' < '3-5 days'; 'Same day / Next day' is one day). */
const daysOf = (time: string) => {
  const numbers = time.match(/[0-9]+/g);
  return numbers ? Math.max(...numbers.map(Number)) : 1;
};

export async function trackOrder(q: Q, userId: number, ref: string): Promise<Data<'orderTrack'>> {
  const order = await ownOrderRow(q, userId, orderIdFromRef(ref));
  const status = order.status as OrderStatus;
  const events = await q.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id));
  const shipments = await q.select().from(orderShipments).where(eq(orderShipments.orderId, order.id)).orderBy(asc(orderShipments.stockLocationId));
  const names = new Map((await locationFacts(q, shipments.map((s) => s.stockLocationId))).map((l) => [l.id, l.name]));
  const moving = ON_ITS_WAY.includes(status);
  const latest = moving && shipments.length ? shipments.reduce((a, b) => (daysOf(b.estimatedDeliveryTime) > daysOf(a.estimatedDeliveryTime) ? b : a)) : null;
  return {
    order_id: order.id,
    order_number: orderNumber(order.id),
    order_status: status,
    timeline: events.map((e) => ({ status: e.status as OrderStatus, at: e.at.toISOString(), note: e.note })),
    estimated_delivery_time: latest?.estimatedDeliveryTime ?? null,
    shipments: shipments.map((s) => ({
      stock_location: names.get(s.stockLocationId) ?? '',
      delivery_method: s.deliveryMethod,
      estimated_delivery_time: moving ? s.estimatedDeliveryTime : null,
    })),
  };
}

/** The shop's couriers (a table of the delivery partner's, until it has an API). */
export const COURIERS = [
  { name: 'Cabdullahi Xasan', phone: '+252615550101' },
  { name: 'Faadumo Nuur', phone: '+252615550102' },
  { name: 'Maxamed Cali', phone: '+252615550103' },
  { name: 'Hibo Warsame', phone: '+252615550104' },
] as const;

type AssignmentStatus = Data<'orderAssignment'>['assignment_status'];
const ASSIGNMENT: Record<OrderStatus, AssignmentStatus> = {
  placed: 'unassigned',
  confirmed: 'unassigned',
  packed: 'assigned',
  shipped: 'picked_up',
  delivered: 'delivered',
  return_requested: 'delivered',
  returned: 'delivered',
  cancelled: 'cancelled',
};

/** Derived from the status: a courier is named once the order is packed. */
export async function orderAssignment(q: Q, userId: number, id: number): Promise<Data<'orderAssignment'>> {
  const order = await ownOrderRow(q, userId, id);
  const assignment = ASSIGNMENT[order.status as OrderStatus];
  const courier = assignment === 'unassigned' || assignment === 'cancelled' ? null : COURIERS[order.id % COURIERS.length]!;
  return { assignment_status: assignment, courier: courier ? { ...courier } : null };
}

export async function orderSellers(q: Q, userId: number, id: number): Promise<Data<'orderSeller'>> {
  const order = await ownOrderRow(q, userId, id);
  const rows = await q
    .selectDistinct({ id: sellers.id, name: sellers.name, city: sellers.city, phone: sellers.phone })
    .from(orderShipments)
    .innerJoin(sellers, eq(sellers.id, orderShipments.sellerId))
    .where(and(eq(orderShipments.orderId, order.id), isNotNull(orderShipments.sellerId)))
    .orderBy(asc(sellers.id));
  return { sellers: rows };
}

type Channel = 'whatsapp' | 'email';
const CHANNEL_NAMES: Record<Channel, string> = { whatsapp: 'WhatsApp', email: 'e-mail' };

/**
 * Without a channel both are meant; `subscribed: false` stops them. A new order is subscribed to
 * both (create.ts); orders placed before that have none until the shopper turns one on.
 */
export async function subscribe(q: Q, userId: number, p: { id: string; channel?: Channel; subscribed?: boolean }): Promise<Data<'orderSubscribe'>> {
  const order = await ownOrderRow(q, userId, Number(p.id));
  const channels: Channel[] = p.channel ? [p.channel] : ['whatsapp', 'email'];
  if (p.subscribed === false) {
    await q.delete(orderSubscriptions).where(and(eq(orderSubscriptions.orderId, order.id), inArray(orderSubscriptions.channel, channels)));
  } else {
    await q.insert(orderSubscriptions).values(channels.map((channel) => ({ orderId: order.id, channel }))).onConflictDoNothing();
  }
  const left = await updateChannels(q, order.id);
  const message = left.length
    ? `You will get updates of order ${orderNumber(order.id)} by ${left.map((c) => CHANNEL_NAMES[c]).join(' and ')}`
    : `You will no longer get updates of order ${orderNumber(order.id)}`;
  return { subscribed: left.length > 0, channels: left, message };
}
