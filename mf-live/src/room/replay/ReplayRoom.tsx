import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api, LIVE_CHAT_MAX } from 'shared-api';
import { sendFailure } from '../failure';
import { liveChatSend, liveReact } from '../calls';
import type { MediaPhase, RoomAdapterProps, RoomMedia } from '../media';

type ReplayVideo = Extract<RoomAdapterProps['video'], { kind: 'replay' }>;

/**
 * The room without the 100ms cloud (the demo shop, CI): a recording this server serves, played
 * in the room's <video>, chat and reactions through the server's calls and the stream's feed.
 * Muted at first: browsers play a video by itself only without sound.
 */
export function ReplayRoom({ stream, video, feed, children }: RoomAdapterProps<ReplayVideo>) {
  const [phase, setPhase] = useState<MediaPhase>('connecting');
  const [muted, setMutedState] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const element = useRef<HTMLVideoElement | null>(null);
  const detach = useRef<() => void>(() => undefined);

  const videoRef = useCallback(
    (node: HTMLVideoElement | null) => {
      detach.current();
      element.current = node;
      if (!node) return;
      const playing = () => setPhase('playing');
      const failed = () => setPhase('failed');
      node.addEventListener('loadeddata', playing);
      node.addEventListener('playing', playing);
      node.addEventListener('error', failed);
      detach.current = () => {
        node.removeEventListener('loadeddata', playing);
        node.removeEventListener('playing', playing);
        node.removeEventListener('error', failed);
      };
      node.muted = true;
      node.loop = true;
      node.src = video.url;
      node.load();
      void node.play()?.catch(() => undefined);
    },
    // A new attempt sets the source again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [video.url, attempt],
  );
  useEffect(() => () => detach.current(), []);

  const media: RoomMedia = useMemo(
    () => ({
      phase,
      replay: true,
      videoRef,
      muted,
      setMuted: (next: boolean) => {
        setMutedState(next);
        if (element.current) element.current.muted = next;
      },
      messages: feed.messages,
      reactions: feed.reactions,
      sendChat: async (text: string) => {
        const trimmed = text.trim().slice(0, LIVE_CHAT_MAX);
        if (!trimmed) return;
        try {
          // The feed brings the message back to everyone, this room included.
          await api.call(liveChatSend, { id: String(stream.id), text: trimmed });
        } catch (err) {
          throw sendFailure(err);
        }
      },
      react: async (emoji: string) => {
        await api.call(liveReact, { id: String(stream.id), emoji }).catch(() => undefined);
      },
      retry: () => {
        setPhase('connecting');
        setAttempt((n) => n + 1);
      },
    }),
    [phase, videoRef, muted, feed.messages, feed.reactions, stream.id],
  );
  return <>{children(media)}</>;
}
