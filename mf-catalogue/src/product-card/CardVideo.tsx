import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { IconButton, MuteIcon, PauseIcon, PlayIcon, VolumeIcon, tokens } from 'shared-ui';
import { useT } from '../messages';

const { colors, radii, spacing, zIndex } = tokens;

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
`;

/* Without scripts the buttons do nothing: PlayLink (in a <noscript>) stands in their place. */
const ButtonControls = styled(Controls)`
  @media (scripting: none) {
    display: none;
  }
`;

/** Play without scripts: the video itself, in the browser's own player; looks as the play button. */
const PlayLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 1.5px solid ${colors.primary};
  border-radius: ${radii.circle};
  background: ${colors.surface};
  color: ${colors.primary};
`;

/**
 * Play/mute of a card's video. Nothing is downloaded until the shopper presses play (cards are
 * many and data is dear); it starts muted, as browsers require for a quiet start. Without scripts
 * the server's page has a link to the video instead, which the browser plays in its own player.
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
      <ButtonControls>
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
      </ButtonControls>
      <noscript>
        <Controls>
          <PlayLink href={productVideoUrl(productId)} aria-label={t('card.playVideo', { name })}>
            <PlayIcon size={18} />
          </PlayLink>
        </Controls>
      </noscript>
    </>
  );
}
