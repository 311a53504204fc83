/**
 * The one small interface between the room and how its picture arrives. The room UI renders an
 * adapter (100ms or replay) and gets a RoomMedia back; it never knows which one it has.
 */
import type { ReactNode, RefCallback } from 'react';
import type { LiveChatMessage, LiveStream, LiveVideo } from 'shared-api';
import type { FeedState, FloatingReaction } from './feed';

/**
 * connecting: joining or loading; playing: the seller's picture is on; waiting: in the room but the
 * seller's picture is gone (they left or lost their connection); reconnecting: our connection
 * dropped and the SDK is getting it back; ended: the seller ended the room; failed: could not
 * join or play (Try again); notSetUp: the shop has no live video set up (liveToken's
 * LIVE_NOT_CONFIGURED), which trying again cannot change.
 */
export type MediaPhase = 'connecting' | 'playing' | 'waiting' | 'reconnecting' | 'ended' | 'failed' | 'notSetUp';

export interface RoomMedia {
  phase: MediaPhase;
  /** A recording this server plays: the room must say so. */
  replay: boolean;
  /** The room's <video>: 100ms attaches the seller's track, a replay sets its source. */
  videoRef: RefCallback<HTMLVideoElement>;
  muted: boolean;
  setMuted(muted: boolean): void;
  /** Oldest first. */
  messages: LiveChatMessage[];
  reactions: FloatingReaction[];
  /** Rejects with a message to show when it did not go. */
  sendChat(text: string): Promise<void>;
  react(emoji: string): Promise<void>;
  retry(): void;
}

export type PlayableVideo = Exclude<LiveVideo, null>;

export interface RoomAdapterProps<V extends PlayableVideo = PlayableVideo> {
  stream: LiveStream;
  video: V;
  feed: FeedState;
  /** The name others see in the chat: the shopper's first name, or a guest's. */
  userName: string;
  loggedIn: boolean;
  children(media: RoomMedia): ReactNode;
}
