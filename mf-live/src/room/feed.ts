/**
 * The stream's feed (Server-Sent Events, shared-api live-feed.ts): each event is checked against
 * the contract's shape before the room uses it. A bad one is dropped (a server newer or broken
 * must not crash the room a shopper is buying in).
 */
import Value from 'shared-schema/value';
import type { LiveChatMessage, LiveFeedEvent, LiveProduct, LiveState, LiveStream } from 'shared-api';
import { LIVE_CHAT_KEPT } from 'shared-api';
import { LiveFeedEvent as LiveFeedEventSchema } from 'shared-api/contract/live-feed';

/** The event in one `data:` line, or null when it is not JSON or not a LiveFeedEvent. */
export function parseFeedEvent(data: unknown): LiveFeedEvent | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  return Value.Check(LiveFeedEventSchema, value) ? (value as LiveFeedEvent) : null;
}

export interface FloatingReaction {
  key: number;
  emoji: string;
}

/** What the room shows of the stream, kept up to date by the feed. */
export interface FeedState {
  state: LiveState;
  viewerCount: number;
  /** Pinned products, in the seller's order. */
  products: LiveProduct[];
  /** Replay rooms' chat, oldest first (a 100ms room's chat is the SDK's). */
  messages: LiveChatMessage[];
  /** The last few reactions, newest last, to float over the video. */
  reactions: FloatingReaction[];
}

/** Reactions floating at once: enough to feel alive, few enough for a cheap phone. */
export const REACTIONS_SHOWN = 8;

export const initialFeed = (stream: LiveStream): FeedState => ({
  state: stream.state,
  viewerCount: stream.viewer_count,
  products: byPosition(stream.products),
  messages: [],
  reactions: [],
});

const byPosition = (products: LiveProduct[]) => [...products].sort((a, b) => a.position - b.position);
let reactionKey = 0;

export function applyFeedEvent(feed: FeedState, event: LiveFeedEvent): FeedState {
  switch (event.type) {
    case 'snapshot':
      return {
        ...feed,
        state: event.state,
        viewerCount: event.viewer_count,
        products: byPosition(event.products),
        messages: event.messages.slice(-LIVE_CHAT_KEPT),
      };
    case 'pins':
      return { ...feed, products: byPosition(event.products) };
    case 'viewers':
      return { ...feed, viewerCount: event.viewer_count };
    case 'state':
      return { ...feed, state: event.state };
    case 'chat':
      // A reconnect's snapshot may already hold it.
      if (feed.messages.some((m) => m.id === event.message.id)) return feed;
      return { ...feed, messages: [...feed.messages, event.message].slice(-LIVE_CHAT_KEPT) };
    case 'reaction':
      return { ...feed, reactions: [...feed.reactions, { key: ++reactionKey, emoji: event.emoji }].slice(-REACTIONS_SHOWN) };
    default:
      return feed;
  }
}
