/**
 * The 100ms adapter: the only module that imports @100mslive/react-sdk, loaded (with the SDK, in
 * its own chunk) only for a stream whose video is a 100ms room. Joins as a viewer with a token
 * from our server, shows the seller's video track, and carries chat and reactions over the
 * room's broadcast messages ('chat': the text; 'reaction': { emoji }).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  HMSNotificationTypes, HMSReactiveStore, HMSRoomProvider, HMSRoomState, selectHMSMessages,
  selectIsConnectedToRoom, selectRemotePeers, selectRoomState, useHMSActions, useHMSNotifications, useHMSStore,
  useVideo, type HMSMessage,
} from '@100mslive/react-sdk';
import { api, isApiError, LIVE_CHAT_MAX, LIVE_NOT_CONFIGURED, LIVE_VIEWER_ROLE, type LiveChatMessage } from 'shared-api';
import { liveToken, liveTokenAsGuest } from '../calls';
import { REACTIONS_SHOWN, type FloatingReaction } from '../feed';
import type { MediaPhase, RoomAdapterProps, RoomMedia } from '../media';
import { sendFailure } from '../failure';
import { isReaction } from '../reactions';

type HmsVideo = Extract<RoomAdapterProps['video'], { kind: 'hms' }>;

export const CHAT_TYPE = 'chat';
export const REACTION_TYPE = 'reaction';

export interface HmsRoomProps extends RoomAdapterProps<HmsVideo> {
  /** A fresh SDK store for each attempt to join; tests hand in their own. */
  createStore?: () => HMSReactiveStore;
}

/** A new SDK store for each attempt: Try again starts from a clean room. */
export default function HmsRoom({ createStore = () => new HMSReactiveStore(), ...props }: HmsRoomProps) {
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const hms = useMemo(createStore, [attempt]);
  return (
    <HMSRoomProvider actions={hms.getActions()} store={hms.getStore()} notifications={hms.getNotifications()}>
      <HmsMedia key={attempt} {...props} retry={() => setAttempt((n) => n + 1)} />
    </HMSRoomProvider>
  );
}

const ROOM_GONE = [HMSNotificationTypes.ROOM_ENDED, HMSNotificationTypes.REMOVED_FROM_ROOM];

function HmsMedia({ stream, userName, loggedIn, children, retry }: RoomAdapterProps<HmsVideo> & { retry(): void }) {
  const actions = useHMSActions();
  const roomState = useHMSStore(selectRoomState);
  const connected = useHMSStore(selectIsConnectedToRoom) === true;
  // The seller is the peer who publishes video; viewers publish nothing.
  const seller = useHMSStore(selectRemotePeers).find((peer) => peer.videoTrack);
  const { videoRef } = useVideo({ trackId: seller?.videoTrack });
  const gone = useHMSNotifications(ROOM_GONE);
  const messages = useHMSStore(selectHMSMessages);
  const [failed, setFailed] = useState(false);
  const [notSetUp, setNotSetUp] = useState(false);
  const [ended, setEnded] = useState(false);
  const [muted, setMuted] = useState(false);
  const joined = useRef(false);

  useEffect(() => {
    if (gone) setEnded(true);
  }, [gone]);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const { token } = await api.call(loggedIn ? liveToken : liveTokenAsGuest, { stream_id: stream.id, role: LIVE_VIEWER_ROLE });
      if (cancelled) return;
      joined.current = true;
      await actions.join({ userName, authToken: token, settings: { isAudioMuted: true, isVideoMuted: true } });
    })().catch((err: unknown) => {
      console.warn('[suuq] could not join the live room', err);
      if (cancelled) return;
      // The shop has no live video set up (a setting, not a failure): say so, offer no Try again.
      if (isApiError(err) && err.status === LIVE_NOT_CONFIGURED.status && err.code === LIVE_NOT_CONFIGURED.code) setNotSetUp(true);
      else setFailed(true);
    });
    return () => {
      cancelled = true;
      if (joined.current) void actions.leave().catch(() => undefined);
    };
    // One join per attempt: a new name or login state does not rejoin a room being watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actions, stream.id]);

  const phase: MediaPhase = ended
    ? 'ended'
    : notSetUp
      ? 'notSetUp'
      : failed || roomState === HMSRoomState.Failed
        ? 'failed'
        : roomState === HMSRoomState.Reconnecting
          ? 'reconnecting'
          : connected
            ? seller
              ? 'playing'
              : 'waiting'
            : 'connecting';

  const chat = useMemo(() => messages.filter((m) => m.type === CHAT_TYPE).map(toChatMessage), [messages]);
  const reactions = useMemo(() => toReactions(messages), [messages]);

  const media: RoomMedia = {
    phase,
    replay: false,
    videoRef,
    muted,
    setMuted: (next) => {
      setMuted(next);
      // Without a track id: every remote audio track (the seller's).
      void actions.setVolume(next ? 0 : 100).catch(() => undefined);
    },
    messages: chat,
    reactions,
    sendChat: async (text) => {
      const trimmed = text.trim().slice(0, LIVE_CHAT_MAX);
      if (!trimmed) return;
      await actions.sendBroadcastMessage(trimmed, CHAT_TYPE).catch((err: unknown) => {
        throw sendFailure(err);
      });
    },
    react: async (emoji) => {
      if (!isReaction(emoji)) return;
      await actions.sendBroadcastMessage(JSON.stringify({ emoji }), REACTION_TYPE).catch(() => undefined);
    },
    retry,
  };
  return <>{children(media)}</>;
}

const toChatMessage = (m: HMSMessage): LiveChatMessage => ({
  id: m.id,
  author: m.senderName ?? '',
  text: String(m.message).slice(0, LIVE_CHAT_MAX),
  sent_at: new Date(m.time).toISOString(),
});

function toReactions(messages: HMSMessage[]): FloatingReaction[] {
  const out: FloatingReaction[] = [];
  messages.forEach((m, index) => {
    if (m.type !== REACTION_TYPE) return;
    try {
      const { emoji } = JSON.parse(String(m.message)) as { emoji?: unknown };
      if (isReaction(emoji)) out.push({ key: index, emoji });
    } catch {
      // Not ours: dropped.
    }
  });
  return out.slice(-REACTIONS_SHOWN);
}
