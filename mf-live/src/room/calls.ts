/**
 * The live calls the room sends, by their definitions (README "API calls travel with the code
 * that sends them"): the shell live today predates shared-api 1.5.0 and its table has none of
 * them. From their own file: 'shared-api/contract' would bring every call's schemas along.
 */
import { api, LIVE_FEED_PATH, type CallDef, type SentCall } from 'shared-api';
import {
  liveChatSend as liveChatSendDef, liveReact as liveReactDef, liveStream as liveStreamDef, liveToken as liveTokenDef,
} from 'shared-api/contract/live';

const named = <C extends CallDef>(name: string, def: C) => ({ ...def, name }) satisfies CallDef & { name: string };

export const liveStream = named('liveStream', liveStreamDef);
export const liveChatSend = named('liveChatSend', liveChatSendDef);
export const liveReact = named('liveReact', liveReactDef);
/**
 * The contract's route sends the bearer, yet a guest may watch too (live.ts: "the token's user_id
 * is the shopper's, or a guest's"): a logged-out viewer asks without it, else the client would
 * refuse to send a bearer call with no session.
 */
export const liveToken = named('liveToken', liveTokenDef);
export const liveTokenAsGuest = { ...liveToken, auth: false };

const feedRoute: SentCall = { name: 'liveFeed', http: 'GET', path: LIVE_FEED_PATH, class: 'default', auth: false };

/** The stream's feed URL, on the API's origin exactly as the page's client builds its calls. */
export const liveFeedUrl = (streamId: number | string): string => api.urlFor(feedRoute, { id: String(streamId) });
