/**
 * Shapes the delivery quote and the orders share: a wanted line, the lines of one stock location
 * with its fee, and a line the shop cannot sell now. Values here are schemas, not calls.
 */
import Type, { type Static } from 'shared-schema';
import { Id } from './bounds';

const Money = Type.Number({ minimum: 0, description: 'dollars, 2 decimals' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
import { DELIVERY_METHODS, FREE_DELIVERY_REASONS } from './constants';

/** One line the shopper wants, as the checkout and the order send it. */
export const WantedLine = Type.Object({
  product_id: Id,
  quantity: Type.Integer({ minimum: 1, maximum: 999 }),
  variant_id: Type.Optional(Type.Union([Id, Type.Null()])),
  seller_id: Type.Optional(Type.Union([Id, Type.Null()])),
  is_seller_owned: Type.Optional(Type.Boolean()),
  /** Where the cart thinks it ships from: kept when that location has it, else the server picks. */
  stock_location_id: Type.Optional(Type.Union([Id, Type.Null()])),
});

const QuotedLine = Type.Object({
  product_id: Type.Integer(),
  variant_id: Nullable(Type.Integer()),
  name: Type.String(),
  slug: Type.String(),
  /** Today's price: the server's, never the cart's. */
  price: Money,
  quantity: Type.Integer(),
  line_total: Money,
});

/** The lines that ship from one stock location, and that location's delivery fee. */
export const DeliveryGroup = Type.Object({
  stock_location: Type.Object({ id: Type.Integer(), name: Type.String(), city: Type.String(), is_warehouse: Type.Boolean(), seller_id: Nullable(Type.Integer()) }),
  seller_name: Nullable(Type.String()),
  lines: Type.Array(QuotedLine),
  subtotal: Money,
  delivery_method: Type.Enum(DELIVERY_METHODS),
  /** Null with `error` when this location's fee could not be worked out. */
  delivery_fee: Nullable(Money),
  formatted_fee: Nullable(Type.String()),
  free_delivery_reason: Nullable(Type.Enum(FREE_DELIVERY_REASONS)),
  minimum_order_value: Nullable(Money),
  estimated_delivery_time: Nullable(Type.String()),
  /** 'Unable to calculate fee for {location}' (spec §8); the other groups still have theirs. */
  error: Nullable(Type.String()),
});
export type DeliveryGroup = Static<typeof DeliveryGroup>;

/** A wanted line the shop cannot sell now: gone from the catalogue, or not enough in stock. */
export const UnavailableLine = Type.Object({
  product_id: Type.Integer(),
  variant_id: Nullable(Type.Integer()),
  name: Type.String(),
  reason: Type.Union([Type.Literal('not_found'), Type.Literal('out_of_stock')]),
  /** Units the shop can still sell (0 when none or not found). */
  available: Type.Integer({ minimum: 0 }),
  message: Type.String(),
});
export type UnavailableLine = Static<typeof UnavailableLine>;

