/**
 * Live shopping (spec §2 live routes, §3 isLiveStream): a seller's streams, live now or coming up,
 * each with the products the seller pins. The video itself travels through the 100ms SDK with a
 * viewer token this server signs (`liveToken`); without 100ms credentials (the demo shop, CI) a
 * stream plays a recording this server serves, through the same room. What changes while a
 * shopper watches (pins, viewers, state, and the replay's chat) reaches the room over the stream's
 * feed (live-feed.ts). Only calls are exported as values: calls.ts spreads this module into `calls`.
 */
import Type from 'shared-schema';
import { defineCall, Success } from './define';
import { callRoutes } from './routes';
import { Id, IdDigits, List, Text } from './bounds';
import { LIVE_CHAT_MAX, LIVE_PINS_MAX } from './live-rules';
import { LiveChatMessage, LiveProduct, LiveStream, LiveVideo } from './live-shapes';

/** Live now (most viewers first) and coming up (soonest first); ended streams are not listed. */
export const liveStreams = defineCall(callRoutes.liveStreams, {
  params: Type.Object({}),
  result: Type.Object({ status: Success, live: Type.Array(LiveStream), upcoming: Type.Array(LiveStream) }),
});

/** One stream, ended ones included (the room shows that it ended); unknown → 404. */
export const liveStream = defineCall(callRoutes.liveStream, {
  params: Type.Object({ id: IdDigits }),
  result: Type.Object({ status: Success, stream: LiveStream, video: LiveVideo }),
});

/**
 * A 100ms auth token to join a live stream's room as a viewer (HS256, the claims 100ms
 * documents). Refused for a role other than 'viewer', an unknown stream (404), one not live (409),
 * and when the shop has no 100ms credentials (409 `live_not_configured`, LIVE_NOT_CONFIGURED). Sends the bearer when there is one: the token's user_id
 * is the shopper's, or a guest's.
 */
export const liveToken = defineCall(callRoutes.liveToken, {
  params: Type.Object({ stream_id: Id, role: Text(32, 1) }),
  result: Type.Object({ status: Success, token: Type.String(), room_id: Type.String(), expires_at: Type.String() }),
});

/** Chat in a replay room (a 100ms room chats over its broadcast messages); shoppers only. */
export const liveChatSend = defineCall(callRoutes.liveChatSend, {
  params: Type.Object({ id: IdDigits, text: Text(LIVE_CHAT_MAX, 1) }),
  result: Type.Object({ status: Success, message: LiveChatMessage }),
});

/** A reaction in a replay room: one of LIVE_REACTIONS (live-rules.ts). */
export const liveReact = defineCall(callRoutes.liveReact, {
  params: Type.Object({ id: IdDigits, emoji: Text(8, 1) }),
  result: Type.Object({ status: Success }),
});

/** The bearer's reminders: the upcoming streams they asked to hear about. */
export const liveReminders = defineCall(callRoutes.liveReminders, {
  params: Type.Object({}),
  result: Type.Object({ status: Success, stream_ids: Type.Array(Type.Integer()) }),
});

/** Set or clear a reminder for an upcoming stream: a notification when it goes live. */
export const liveReminderSet = defineCall(callRoutes.liveReminderSet, {
  params: Type.Object({ id: IdDigits, on: Type.Boolean() }),
  result: Type.Object({ status: Success, reminder_set: Type.Boolean(), message: Type.String() }),
});

/** Staff (the seller's desk): pin products in this order; viewers see it at once. */
export const staffLivePins = defineCall(callRoutes.staffLivePins, {
  params: Type.Object({ id: IdDigits, product_ids: List(Id, LIVE_PINS_MAX) }),
  result: Type.Object({ status: Success, products: Type.Array(LiveProduct) }),
});

/** Staff: start an upcoming stream or end a live one (reminders notified on start). */
export const staffLiveState = defineCall(callRoutes.staffLiveState, {
  params: Type.Object({ id: IdDigits, state: Type.Union([Type.Literal('live'), Type.Literal('ended')]) }),
  result: Type.Object({ status: Success, stream: LiveStream }),
});
