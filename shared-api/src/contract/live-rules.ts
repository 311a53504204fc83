/** Live shopping's numbers, shared by the room and the server. */

/** Longest chat message. */
export const LIVE_CHAT_MAX = 200;

/** Most products a seller pins at once. */
export const LIVE_PINS_MAX = 20;

/** The reactions a viewer can send. */
export const LIVE_REACTIONS = ['❤️', '👍', '😂', '😮', '🔥', '👏'] as const;
export type LiveReaction = (typeof LIVE_REACTIONS)[number];

/** Chat messages a room keeps (and the feed's first snapshot sends). */
export const LIVE_CHAT_KEPT = 50;

/** The only role a shopper's 100ms token may carry. */
export const LIVE_VIEWER_ROLE = 'viewer';
/**
 * liveToken's refusal when the shop has no 100ms credentials: a setting of the shop, not an outage,
 * so 409 with this code (never 5xx: retrying does not help, and it must not open failure protection).
 */
export const LIVE_NOT_CONFIGURED = { status: 409, code: 'live_not_configured' } as const;

/** The feed of one stream (Server-Sent Events; its events are live-feed.ts). */
export const LIVE_FEED_PATH = '/api/live/streams/:id/feed';
