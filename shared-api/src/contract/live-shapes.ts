/** The shapes of live shopping (live.ts has the calls, live-feed.ts the feed's events). */
import Type, { type Static } from 'shared-schema';

export const LiveState = Type.Union([Type.Literal('upcoming'), Type.Literal('live'), Type.Literal('ended')]);
export type LiveState = Static<typeof LiveState>;

/** A product the seller pinned, in the seller's order (position 1 first). */
export const LiveProduct = Type.Object({
  product_id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  /** Dollars with 2 decimals: today's price. */
  price: Type.Number(),
  old_price: Type.Union([Type.Number(), Type.Null()]),
  image: Type.String(),
  in_stock: Type.Boolean(),
  position: Type.Integer({ minimum: 1 }),
});
export type LiveProduct = Static<typeof LiveProduct>;

export const LiveStream = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  seller: Type.Object({ id: Type.Integer(), name: Type.String() }),
  state: LiveState,
  /** ISO 8601: when it started, or when it is to start. */
  starts_at: Type.String(),
  ended_at: Type.Union([Type.String(), Type.Null()]),
  /** Shoppers watching now (0 unless live). */
  viewer_count: Type.Integer({ minimum: 0 }),
  /** A still for the card and the player before it plays. */
  poster: Type.String(),
  products: Type.Array(LiveProduct),
});
export type LiveStream = Static<typeof LiveStream>;

/**
 * How the room gets its picture: the 100ms room to join with a `liveToken`, or, without 100ms
 * credentials, the recording this server plays (the room says it is a replay). Null once ended.
 */
export const LiveVideo = Type.Union([
  Type.Object({ kind: Type.Literal('hms'), room_id: Type.String() }),
  Type.Object({ kind: Type.Literal('replay'), url: Type.String(), recorded_at: Type.String() }),
  Type.Null(),
]);
export type LiveVideo = Static<typeof LiveVideo>;

export const LiveChatMessage = Type.Object({ id: Type.String(), author: Type.String(), text: Type.String(), sent_at: Type.String() });
export type LiveChatMessage = Static<typeof LiveChatMessage>;
