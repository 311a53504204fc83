import { useCallback, useEffect, useState, type MutableRefObject, type RefObject } from 'react';
import styled from 'styled-components';
import { IconButton, MuteIcon, PauseIcon, PlayIcon, tokens, VolumeIcon } from 'shared-ui';
import { useT } from '../messages';
import type { RoomMedia } from './media';

const Video = styled.video<{ $shown: boolean }>`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: contain;
  background: #000;
  visibility: ${(p) => (p.$shown ? 'visible' : 'hidden')};
`;

const Controls = styled.div`
  display: flex;
  gap: ${tokens.spacing.xs};
  & > button {
    background: rgba(0, 0, 0, 0.55);
    color: #fff;
  }
  & > button:hover {
    background: rgba(0, 0, 0, 0.75);
  }
`;

const FullIcon = ({ exit }: { exit: boolean }) => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    {exit ? <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" /> : <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />}
  </svg>
);

/** The room's <video>: the adapter fills it (100ms track or recording); the shopper plays and pauses it. */
export function RoomVideo({ media, label, videoEl }: { media: RoomMedia; label: string; videoEl: MutableRefObject<HTMLVideoElement | null> }) {
  const { videoRef } = media;
  const ref = useCallback(
    (node: HTMLVideoElement | null) => {
      videoEl.current = node;
      videoRef(node);
    },
    [videoRef, videoEl],
  );
  return (
    <Video
      ref={ref}
      $shown={media.phase === 'playing'}
      aria-label={label}
      playsInline
      autoPlay
      // Sound is the adapter's: 100ms plays the seller's audio itself, a replay unmutes this element.
      muted
      data-testid="live-video"
    />
  );
}

/** Play/pause, mute/unmute and full screen: real buttons with labels (keyboard: Tab, Enter, Space). */
export function PlayerControls({ media, videoEl, room }: { media: RoomMedia; videoEl: RefObject<HTMLVideoElement | null>; room: RefObject<HTMLElement | null> }) {
  const t = useT();
  const [paused, setPaused] = useState(false);
  const [full, setFull] = useState(false);
  const video = videoEl.current;

  useEffect(() => {
    if (!video) return undefined;
    const sync = () => setPaused(video.paused);
    sync();
    video.addEventListener('play', sync);
    video.addEventListener('pause', sync);
    return () => {
      video.removeEventListener('play', sync);
      video.removeEventListener('pause', sync);
    };
  }, [video, media.phase]);

  useEffect(() => {
    const sync = () => setFull(document.fullscreenElement !== null && document.fullscreenElement === room.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [room]);

  const togglePlay = () => {
    const v = videoEl.current;
    if (!v) return;
    if (v.paused) void v.play()?.catch(() => undefined);
    else v.pause();
    setPaused(!v.paused);
  };
  const toggleFull = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    else void room.current?.requestFullscreen?.().catch(() => undefined);
  };
  const canFull = typeof document !== 'undefined' && document.fullscreenEnabled !== false;

  return (
    <Controls>
      <IconButton aria-label={paused ? t('room.play') : t('room.pause')} onClick={togglePlay} disabled={media.phase !== 'playing'}>
        {paused ? <PlayIcon width={20} height={20} /> : <PauseIcon width={20} height={20} />}
      </IconButton>
      <IconButton aria-label={media.muted ? t('room.unmute') : t('room.mute')} aria-pressed={media.muted} onClick={() => media.setMuted(!media.muted)}>
        {media.muted ? <MuteIcon width={20} height={20} /> : <VolumeIcon width={20} height={20} />}
      </IconButton>
      {canFull ? (
        <IconButton aria-label={full ? t('room.exitFullScreen') : t('room.fullScreen')} onClick={toggleFull}>
          <FullIcon exit={full} />
        </IconButton>
      ) : null}
    </Controls>
  );
}
