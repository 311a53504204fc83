/**
 * Delivery calls of spec §7 the product page uses: a product's delivery info for an address, and
 * the regions and districts the shopper picks the address from. Addresses missing a country or
 * region mean the shop's default (Somalia, Banadir — spec §9).
 * Only calls are exported as values: calls.ts spreads this module into `calls`.
 */
import Type, { type Static } from 'typebox';
import { defineCall, Success } from './define';
import { callRoutes } from './routes';
import { Text } from './bounds';

const Money = Type.Number({ minimum: 0, description: 'dollars, 2 decimals' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const Place = Text(80);

/** The delivery methods of the shop; HAAD EXPRESS only where same-day delivery is possible. */
const DELIVERY_METHODS = ['Standard', 'HAAD EXPRESS'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

const DeliveryOption = Type.Object({
  method: Type.Enum(DELIVERY_METHODS),
  delivery_fee: Money,
  formatted_fee: Type.String(),
  /** 'Same day / Next day' for HAAD EXPRESS, a range of days otherwise ('1-2 days'). */
  estimated_delivery_time: Type.String(),
});
export type DeliveryOption = Static<typeof DeliveryOption>;

/** Where the product ships from: a stock location with its city. */
const ShippingLocation = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  is_warehouse: Type.Boolean(),
  seller_id: Nullable(Type.Integer()),
  city: Type.String(),
  /** False when no location has the product in stock (it ships once restocked). */
  in_stock: Type.Boolean(),
});

/** Why delivery is free: the product always ships free, or one unit already reaches the region's minimum order. */
const FREE_DELIVERY_REASONS = ['free_delivery_product', 'minimum_order_reached'] as const;

export const productDeliveryInfo = defineCall(callRoutes.productDeliveryInfo, {
  params: Type.Object({
    id: Type.Union([Type.Integer({ minimum: 1, maximum: 999_999_999 }), Type.String({ minLength: 1, maxLength: 9, pattern: '^[1-9][0-9]{0,8}$' })]),
    country: Type.Optional(Place),
    region: Type.Optional(Place),
    city: Type.Optional(Place),
    district: Type.Optional(Place),
    /** 'HAAD EXPRESS' by default (spec §9); a method the region or product lacks falls back to 'Standard'. */
    delivery_method: Type.Optional(Text(40)),
  }),
  result: Type.Object({
    status: Success,
    product_id: Type.Integer(),
    /** The address the answer is for, spelled as the shop's zones spell it (district null when unknown). */
    location: Type.Object({ country: Type.String(), region: Type.String(), district: Nullable(Type.String()) }),
    /** The product itself ships free (spec §3 free_delivery). */
    has_free_delivery: Type.Boolean(),
    free_delivery_reason: Nullable(Type.Enum(FREE_DELIVERY_REASONS)),
    /** The method the fee is for. */
    delivery_method: Type.Enum(DELIVERY_METHODS),
    delivery_fee: Money,
    formatted_fee: Type.String(),
    /** An order from one stock location at or above this value ships free; null where never. */
    minimum_order_for_free_delivery: Nullable(Money),
    is_free_delivery_eligible: Type.Boolean(),
    stock_location: ShippingLocation,
    delivery_options: Type.Array(DeliveryOption),
    estimated_delivery_time: Type.String(),
    /** Same-day delivery: the product is HAAD EXPRESS and the address is in a same-day area. */
    haad_express: Type.Object({ available: Type.Boolean(), estimated_delivery_time: Nullable(Type.String()) }),
  }),
});
export type ProductDeliveryInfo = Static<typeof productDeliveryInfo.result>;
export type FreeDeliveryReason = (typeof FREE_DELIVERY_REASONS)[number];

const DeliveryRegion = Type.Object({
  name: Type.String(),
  /** Same-day delivery (HAAD EXPRESS) is possible somewhere in the region. */
  supports_express: Type.Boolean(),
  district_count: Type.Integer({ minimum: 0 }),
});

/** The regions of a country (the path is spelled so in spec §7). */
export const deliveryRegions = defineCall(callRoutes.deliveryRegions, {
  params: Type.Object({ country: Type.Optional(Place) }),
  result: Type.Object({ status: Success, country: Type.String(), regions: Type.Array(DeliveryRegion) }),
});

const DeliveryDistrict = Type.Object({
  name: Type.String(),
  /** With include_fees: the Standard fee, and every method's fee and time. */
  delivery_fee: Type.Optional(Money),
  formatted_fee: Type.Optional(Type.String()),
  delivery_options: Type.Optional(Type.Array(DeliveryOption)),
});

export const deliveryDistricts = defineCall(callRoutes.deliveryDistricts, {
  params: Type.Object({ country: Type.Optional(Place), region: Type.Optional(Place), include_fees: Type.Optional(Type.Boolean()) }),
  result: Type.Object({
    status: Success,
    country: Type.String(),
    region: Type.String(),
    minimum_order_for_free_delivery: Nullable(Money),
    districts: Type.Array(DeliveryDistrict),
  }),
});

export type DeliveryRegion = Static<typeof DeliveryRegion>;
export type DeliveryDistrict = Static<typeof DeliveryDistrict>;
