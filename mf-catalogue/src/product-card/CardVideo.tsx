import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { IconButton, MuteIcon, PauseIcon, PlayIcon, VolumeIcon, tokens } from 'shared-ui';
import { useT } from '../messages';

const { spacing, zIndex } = tokens;

/** The product's first video (spec §7 media: GET /api/product-media/{id}). */
export const productVideoUrl = (productId: number) => `/api/product-media/${productId}`;

const Video = styled.video`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  background: #000;
`;

const Controls = styled.div`
  position: absolute;
  right: ${spacing.xs};
  bottom: ${spacing.xs};
  z-index: ${zIndex.raised + 1};
  display: flex;
  gap: ${spacing.xs};
  /* Without scripts the buttons do nothing: the product's page, which the card opens, has the
     video with the browser's own controls. */
  @media (scripting: none) {
    display: none;
  }
`;

/**
 * Play/mute of a card's video. Nothing is downloaded until the shopper presses play (cards are
 * many and data is dear); it starts muted, as browsers require for a quiet start.
 */
export function CardVideo({ productId, name }: { productId: number; name: string }) {
  const t = useT();
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (playing) video.play()?.catch(() => setPlaying(false));
    else video.pause?.();
  }, [playing]);

  return (
    <>
      {playing && <Video ref={ref} src={productVideoUrl(productId)} muted={muted} loop playsInline aria-label={name} />}
      <Controls>
        {playing && (
          <IconButton variant="secondary" size="sm" aria-label={muted ? t('card.unmute') : t('card.mute')} onClick={() => setMuted((m) => !m)}>
            {muted ? <MuteIcon size={18} /> : <VolumeIcon size={18} />}
          </IconButton>
        )}
        <IconButton
          variant="secondary"
          size="sm"
          aria-label={playing ? t('card.pauseVideo', { name }) : t('card.playVideo', { name })}
          onClick={() => setPlaying((p) => !p)}
        >
          {playing ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
        </IconButton>
      </Controls>
    </>
  );
}
