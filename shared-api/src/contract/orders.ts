/**
 * Orders of spec §3, §4 and §7: the shopper's own, by the bearer token. Any call on an order of
 * another account answers 404, exactly as for an order that does not exist.
 * Only calls are exported as values: calls.ts spreads this module into `calls`.
 */
import Type, { type Static } from 'shared-schema';
import { defineCall, Success } from './define';
import { callRoutes } from './routes';
import { Id, IdDigits, Limit, List, MultilineText, Offset, Text } from './bounds';
import { CART_LINES_MAX, DELIVERY_METHODS, MOBILE_MONEY_PROVIDERS, ORDER_GROUPS, ORDER_STATUSES, PAYMENT_METHODS, REFUND_METHODS, STAFF_ORDER_ACTIONS } from './constants';
import { DeliveryGroup, WantedLine } from './order-shapes';

const Money = Type.Number({ minimum: 0, description: 'dollars, 2 decimals' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const When = Type.String({ description: 'ISO 8601' });
const Status = Type.Enum(ORDER_STATUSES);

/** One step of the order's timeline: a state it reached, or a note the shopper added. */
const TimelineEntry = Type.Object({
  status: Status,
  at: When,
  /** The reason of a cancel or return; null otherwise. */
  note: Nullable(Type.String()),
});

const OrderAddress = Type.Object({
  /** The saved address it was copied from; null once that one is deleted. */
  id: Nullable(Type.Integer()),
  country: Type.String(),
  region: Type.String(),
  city: Type.String(),
  district: Type.String(),
  delivery_method: Type.String(),
  details: Type.String(),
  phone: Type.String(),
});

const OrderNote = Type.Object({ id: Type.Integer(), note: Type.String(), at: When });

const Order = Type.Object({
  id: Type.Integer(),
  /** What the shopper reads and types in order tracking: 'SQ-100042'. */
  order_number: Type.String(),
  status: Status,
  group: Type.Enum(ORDER_GROUPS),
  created_at: When,
  updated_at: When,
  payment_method: Type.Enum(PAYMENT_METHODS),
  /** 'pending' while a mobile money prompt waits on the payer's phone; 'failed' once it was declined (the order is then cancelled). */
  payment_status: Type.Union([
    Type.Literal('unpaid'), Type.Literal('pending'), Type.Literal('paid'), Type.Literal('failed'), Type.Literal('refund_pending'), Type.Literal('refunded'),
  ]),
  /** Mobile money: the service and the paying phone; null otherwise. */
  payment_provider: Nullable(Type.Enum(MOBILE_MONEY_PROVIDERS)),
  payment_phone: Nullable(Type.String()),
  /** The wallet credit the shopper's points paid (points redeemed at checkout), in dollars. */
  points_value_used: Money,
  address: OrderAddress,
  /** One shipment per stock location, each with its own fee. */
  shipments: Type.Array(DeliveryGroup),
  subtotal: Money,
  delivery_fee: Money,
  /** The Student & Grad discount taken off the items (dollars); 0 without. Missing from older servers. */
  student_discount: Type.Optional(Money),
  /** What the shopper pays: subtotal − student_discount + delivery_fee. */
  total: Money,
  formatted_total: Type.String(),
  /** The note given at checkout. */
  note: Nullable(Type.String()),
  /** Notes added later (spec §7 .../{id}/note). */
  notes: Type.Array(OrderNote),
  timeline: Type.Array(TimelineEntry),
  /** What the shopper may do now (the server's state table decides). */
  can_cancel: Type.Boolean(),
  can_return: Type.Boolean(),
  cancel_reason: Nullable(Type.String()),
  return_reason: Nullable(Type.String()),
  refund_method: Nullable(Type.Enum(REFUND_METHODS)),
  /**
   * The channels this order's updates go out on (orderSubscribe), sorted: both for a new order,
   * none for one placed before updates were on by default. In the owner's reads (order, orderCreate,
   * orderNote); missing from the answers of cancel, return and staff moves, and from older servers.
   */
  update_channels: Type.Optional(Type.Array(Type.Union([Type.Literal('whatsapp'), Type.Literal('email')]))),
});
export type Order = Static<typeof Order>;

const OrderSummary = Type.Object({
  id: Type.Integer(),
  order_number: Type.String(),
  status: Status,
  group: Type.Enum(ORDER_GROUPS),
  created_at: When,
  total: Money,
  formatted_total: Type.String(),
  item_count: Type.Integer({ minimum: 0 }),
  /** The first lines' names, for the list ('Saliid qumbe, Shaah Kenya +2'). */
  names: Type.Array(Type.String()),
  shipment_count: Type.Integer({ minimum: 0 }),
});
export type OrderSummary = Static<typeof OrderSummary>;

/** Newest first. Without a group: every order. */
export const orders = defineCall(callRoutes.orders, {
  params: Type.Object({ group: Type.Optional(Type.Enum(ORDER_GROUPS)), limit: Limit(50, 20), offset: Type.Optional(Offset) }),
  result: Type.Object({ status: Success, orders: Type.Array(OrderSummary), total: Type.Integer({ minimum: 0 }) }),
});

/**
 * One order per checkout, split into shipments by stock location; prices and fees are the
 * server's. The request carries an `Idempotency-Key` header: the same key again answers the same
 * order (`replayed: true`); the same key with another body is refused (422). A missing address or
 * no item: 'Missing required order information' (spec §5).
 */
export const orderCreate = defineCall(callRoutes.orderCreate, {
  params: Type.Object({
    items: Type.Optional(List(WantedLine, CART_LINES_MAX)),
    delivery_address_id: Type.Optional(Id),
    /** The address's method when missing. */
    delivery_method: Type.Optional(Type.Enum(DELIVERY_METHODS)),
    payment_method: Type.Optional(Type.Enum(PAYMENT_METHODS)),
    /** Mobile money: the service and the phone that pays (dial code plus digits). */
    payment_provider: Type.Optional(Type.Enum(MOBILE_MONEY_PROVIDERS)),
    payment_phone: Type.Optional(Text(32)),
    /** Wallet: redeem the shopper's points into wallet credit first (in whole hundreds). */
    use_points: Type.Optional(Type.Boolean()),
    note: Type.Optional(MultilineText(500)),
  }),
  result: Type.Object({ status: Success, order: Order, replayed: Type.Boolean(), message: Type.String() }),
});

const OrderRef = { id: IdDigits };

export const order = defineCall(callRoutes.order, {
  params: Type.Object(OrderRef),
  result: Type.Object({ status: Success, order: Order }),
});

/** While not yet shipped; the stock comes back. */
export const orderCancel = defineCall(callRoutes.orderCancel, {
  params: Type.Object({ ...OrderRef, reason: Text(300, 1), refund_method: Type.Optional(Type.Enum(REFUND_METHODS)) }),
  result: Type.Object({ status: Success, order: Order, message: Type.String() }),
});

/** After delivery; the stock comes back when the shop receives the items. */
export const orderReturn = defineCall(callRoutes.orderReturn, {
  params: Type.Object({ ...OrderRef, reason: Text(300, 1), refund_method: Type.Enum(REFUND_METHODS) }),
  result: Type.Object({ status: Success, order: Order, message: Type.String() }),
});

export const orderNote = defineCall(callRoutes.orderNote, {
  params: Type.Object({ ...OrderRef, note: MultilineText(500, 1) }),
  result: Type.Object({ status: Success, order: Order, message: Type.String() }),
});

/** By id or by order number ('SQ-100042', any case). */
export const orderTrack = defineCall(callRoutes.orderTrack, {
  params: Type.Object({ id: Text(20, 1) }),
  result: Type.Object({
    status: Success,
    order_id: Type.Integer(),
    order_number: Type.String(),
    order_status: Status,
    timeline: Type.Array(TimelineEntry),
    /** The latest of the shipments' estimates while on its way; null once delivered, cancelled or returned. */
    estimated_delivery_time: Nullable(Type.String()),
    shipments: Type.Array(Type.Object({ stock_location: Type.String(), delivery_method: Type.String(), estimated_delivery_time: Nullable(Type.String()) })),
  }),
});

/** Who delivers it. The page shows 'unknown' when this call fails (spec §4). */
export const orderAssignment = defineCall(callRoutes.orderAssignment, {
  params: Type.Object(OrderRef),
  result: Type.Object({
    status: Success,
    assignment_status: Type.Union([Type.Literal('unassigned'), Type.Literal('assigned'), Type.Literal('picked_up'), Type.Literal('delivered'), Type.Literal('cancelled')]),
    courier: Nullable(Type.Object({ name: Type.String(), phone: Type.String() })),
  }),
});

/** The sellers whose stock locations ship this order (the shop's own warehouse has none). */
export const orderSeller = defineCall(callRoutes.orderSeller, {
  params: Type.Object(OrderRef),
  result: Type.Object({
    status: Success,
    sellers: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), city: Type.String(), phone: Nullable(Type.String()) })),
  }),
});

/** Updates of this order (every event of it) by WhatsApp or e-mail: both on for a new order; subscribed false stops one. */
export const orderSubscribe = defineCall(callRoutes.orderSubscribe, {
  params: Type.Object({
    ...OrderRef,
    channel: Type.Optional(Type.Union([Type.Literal('whatsapp'), Type.Literal('email')])),
    subscribed: Type.Optional(Type.Boolean()),
  }),
  result: Type.Object({ status: Success, subscribed: Type.Boolean(), channels: Type.Array(Type.String()), message: Type.String() }),
});

/** Staff only (401 without a session, 403 for a shopper): moves an order along the state table. */
export const staffOrderAdvance = defineCall(callRoutes.staffOrderAdvance, {
  params: Type.Object({ ...OrderRef, action: Type.Enum(STAFF_ORDER_ACTIONS) }),
  result: Type.Object({ status: Success, order: Order, message: Type.String() }),
});
