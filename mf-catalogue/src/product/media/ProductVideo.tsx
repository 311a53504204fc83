import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { IconButton, MuteIcon, PauseIcon, PlayIcon, VolumeIcon, tokens } from 'shared-ui';
import { productVideoUrl } from '../../product-card/CardVideo';
import { useT } from '../../messages';

const { colors, spacing, radii } = tokens;

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  max-width: 720px;
  overflow: hidden;
  border-radius: ${radii.md};
  background: #000;

  img,
  video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  img {
    opacity: 0.6;
    background: ${colors.surfaceMuted};
  }
`;

const Controls = styled.div`
  position: absolute;
  right: ${spacing.sm};
  bottom: ${spacing.sm};
  display: flex;
  gap: ${spacing.xs};
`;

/**
 * The product's video (GET /api/product-media/{id}). The <video> is only created when play is
 * pressed, so shoppers who never watch never pay for the download.
 */
export function ProductVideo({
  productId,
  name,
  poster,
}: {
  productId: number;
  name: string;
  poster: string;
}) {
  const t = useT();
  const ref = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (playing) video.play()?.catch(() => setPlaying(false));
    else if (!video.paused) video.pause();
  }, [playing]);

  function togglePlay() {
    setStarted(true);
    setPlaying((p) => !p);
  }

  return (
    <Frame>
      {started ? (
        <video
          ref={ref}
          src={productVideoUrl(productId)}
          poster={poster}
          muted={muted}
          playsInline
          aria-label={name}
          // The browser may pause or resume on its own (another video, a headset button).
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
        />
      ) : (
        <img src={poster} alt="" loading="lazy" />
      )}
      <Controls>
        {started && (
          <IconButton
            variant="secondary"
            size="sm"
            aria-label={muted ? t('card.unmute') : t('card.mute')}
            onClick={() => setMuted((m) => !m)}
          >
            {muted ? <MuteIcon size={18} /> : <VolumeIcon size={18} />}
          </IconButton>
        )}
        <IconButton
          variant="secondary"
          size="sm"
          aria-label={playing ? t('card.pauseVideo', { name }) : t('card.playVideo', { name })}
          onClick={togglePlay}
        >
          {playing ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
        </IconButton>
      </Controls>
    </Frame>
  );
}
