/**
 * The feed of one stream: `GET /api/live/streams/{id}/feed`, Server-Sent Events (one JSON object
 * a `data:` line, its `type` below). It first sends a snapshot, then what changes: pins, viewers,
 * state, and in a replay room the chat and reactions (a 100ms room's chat and reactions travel
 * over the SDK's broadcast messages, in the shape of `LiveChatMessage` / `{ emoji }`). An
 * EventSource reconnects by itself; each snapshot replaces what the room had.
 */
import Type, { type Static } from 'shared-schema';
import { LiveChatMessage, LiveProduct, LiveState } from './live-shapes';

export { LIVE_FEED_PATH } from './live-rules';

export const LiveFeedEvent = Type.Union([
  Type.Object({
    type: Type.Literal('snapshot'),
    state: LiveState,
    viewer_count: Type.Integer({ minimum: 0 }),
    products: Type.Array(LiveProduct),
    /** The last LIVE_CHAT_KEPT, oldest first (replay rooms; empty for a 100ms room). */
    messages: Type.Array(LiveChatMessage),
  }),
  Type.Object({ type: Type.Literal('pins'), products: Type.Array(LiveProduct) }),
  Type.Object({ type: Type.Literal('viewers'), viewer_count: Type.Integer({ minimum: 0 }) }),
  Type.Object({ type: Type.Literal('state'), state: LiveState }),
  Type.Object({ type: Type.Literal('chat'), message: LiveChatMessage }),
  Type.Object({ type: Type.Literal('reaction'), emoji: Type.String() }),
]);
export type LiveFeedEvent = Static<typeof LiveFeedEvent>;
