/**
 * Delivery calls of spec §7 the product page uses: a product's delivery info for an address, and
 * the regions and districts the shopper picks the address from. Addresses missing a country or
 * region mean the shop's default (Somalia, Banadir — spec §9).
 * Only calls are exported as values: calls.ts spreads this module into `calls`.
 */
import Type, { type Static } from 'shared-schema';
import { defineCall, Success } from './define';
import { callRoutes } from './routes';
import { Id, List, MONEY_MAX, Text } from './bounds';
import { CART_LINES_MAX, DELIVERY_METHODS, FREE_DELIVERY_REASONS } from './constants';
import { DeliveryGroup, UnavailableLine, WantedLine } from './order-shapes';

const Money = Type.Number({ minimum: 0, description: 'dollars, 2 decimals' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const Place = Text(80);

/** The delivery methods of the shop; HAAD EXPRESS only where same-day delivery is possible. */
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
  /** The region's main town: an address's city until the shopper types another. */
  main_city: Type.String(),
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

/** The address fields every fee call takes (spec §7); Somalia and Banadir when missing. */
const AddressPlace = {
  country: Type.Optional(Place),
  region: Type.Optional(Place),
  city: Type.Optional(Place),
  district: Type.Optional(Place),
};
const OrderValue = Type.Number({ minimum: 0, maximum: MONEY_MAX, description: 'dollars' });

/**
 * The fee of one stock location's part of an order (spec §3 Delivery fee result). Free when the
 * order value from that location reaches `minimum_order_value`.
 */
export const calculateFee = defineCall(callRoutes.calculateFee, {
  params: Type.Object({
    ...AddressPlace,
    delivery_method: Type.Optional(Text(40)),
    order_value: Type.Optional(OrderValue),
    stock_location_id: Type.Optional(Id),
    seller_id: Type.Optional(Id),
  }),
  result: Type.Object({
    status: Success,
    delivery_fee: Money,
    formatted_fee: Type.String(),
    /** 'HAAD EXPRESS to Hodan, Banadir: Same day / Next day' or why it is free. */
    description: Type.String(),
    minimum_order_value: Nullable(Money),
    delivery_method: Type.Enum(DELIVERY_METHODS),
    estimated_delivery_time: Type.String(),
    is_free: Type.Boolean(),
  }),
});

/** The same regions as deliveryRegions, on the correctly spelled path. */
export const deliveryRegionsCustomer = defineCall(callRoutes.deliveryRegionsCustomer, {
  params: deliveryRegions.params,
  result: deliveryRegions.result,
});

/** The methods a region offers, at the region's base fee. */
export const deliveryMethods = defineCall(callRoutes.deliveryMethods, {
  params: Type.Object({ country: Type.Optional(Place), region: Type.Optional(Place) }),
  result: Type.Object({ status: Success, methods: Type.Array(DeliveryOption) }),
});

/** The methods an exact address offers, free where the order value reaches the region's minimum. */
export const deliveryOptions = defineCall(callRoutes.deliveryOptions, {
  params: Type.Object({ ...AddressPlace, order_value: Type.Optional(OrderValue) }),
  result: Type.Object({
    status: Success,
    options: Type.Array(DeliveryOption),
    minimum_order_value: Nullable(Money),
    is_free: Type.Boolean(),
  }),
});

/**
 * Batch delivery fees (spec §5: address data and item groups): the server groups the lines by the
 * stock location that will ship each, with today's prices and each location's fee, exactly as an
 * order placed now would be. The address is a saved one (delivery_address_id) or typed fields.
 */
export const deliveryQuote = defineCall(callRoutes.deliveryQuote, {
  params: Type.Object({
    delivery_address_id: Type.Optional(Id),
    ...AddressPlace,
    delivery_method: Type.Optional(Text(40)),
    items: List(WantedLine, CART_LINES_MAX),
  }),
  result: Type.Object({
    status: Success,
    groups: Type.Array(DeliveryGroup),
    unavailable: Type.Array(UnavailableLine),
    subtotal: Money,
    /** Sum of the groups' fees (spec §9); the groups with an error add nothing. */
    delivery_fee: Money,
    formatted_fee: Type.String(),
    /**
     * The Student & Grad discount on the items (dollars) when the quote is asked with the session
     * of a verified shopper; 0 or missing otherwise. `total` is after it.
     */
    student_discount: Type.Optional(Money),
    total: Money,
    formatted_total: Type.String(),
  }),
});
export type { DeliveryGroup, UnavailableLine } from './order-shapes';
export type DeliveryQuote = Static<typeof deliveryQuote.result>;
