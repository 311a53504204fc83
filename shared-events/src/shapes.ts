import Type from 'shared-schema';

/**
 * The small shapes the events table (events.ts) and the later definitions (definitions/) share.
 * Their own module, so a remote that bundles one definition (definitions/cart) takes these few
 * lines and not the whole table, which the page's shared copy of this package already has.
 */
export const Id = Type.Union([Type.Integer(), Type.String({ minLength: 1 })]);
export const OptionalId = Type.Optional(Type.Union([Type.Integer(), Type.String(), Type.Null()]));

/** What a line carries besides id, name, price and quantity; the same in a cart line and an offer. */
export const LineDetails = {
  image: Type.Optional(Type.String()),
  slug: Type.Optional(Type.String()),
  variant_id: OptionalId,
  stock_location_id: OptionalId,
  seller_id: OptionalId,
  seller_name: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  freeDelivery: Type.Optional(Type.Boolean()),
};

export const Ok = Type.Object({ ok: Type.Boolean(), message: Type.Optional(Type.String()) });
