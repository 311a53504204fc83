import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { PRODUCT_IMAGE_WIDTHS, type ProductImageWidth } from 'shared-api';
import { productImageAtWidth, productImageSrcSet } from 'shared-api/images';
import { IconButton, MuteIcon, PauseIcon, PlayIcon, VolumeIcon, queries, tokens } from 'shared-ui';
import { productVideoUrl } from '../../product-card/CardVideo';
import { useT } from '../../messages';
import { videoFrameStyles } from '../../media/videoFrame';

const { spacing, radii } = tokens;
const [SMALLEST_WIDTH] = PRODUCT_IMAGE_WIDTHS;
const LARGEST_WIDTH = PRODUCT_IMAGE_WIDTHS[PRODUCT_IMAGE_WIDTHS.length - 1] ?? SMALLEST_WIDTH;
/**
 * `sizes` of the poster, square in the 16:9 frame and as high as it: on a phone 9/16 of the width
 * inside the page's and the section's padding and border (66 px); on desktop of the frame's 720 px.
 * Here rather than in media/imageSizes.ts: that module is in every page's first load, this one
 * only on a product page.
 */
const POSTER_SIZES = `${queries.mobile} calc((100vw - 66px) * 0.5625), 405px`;

const Frame = styled.div`
  ${videoFrameStyles}
  max-width: 720px;
  overflow: hidden;
  border-radius: ${radii.md};
`;

/** The square product image blurred to fill the 16:9 frame behind the sharp one. */
const Backdrop = styled.img`
  && {
    object-fit: cover;
    filter: blur(24px) saturate(1.1);
    transform: scale(1.15);
  }
`;

/** Before the first play: one large button in the middle, where shoppers look for it. */
const StartOverlay = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: rgba(0, 0, 0, 0.12);
  /* Without scripts the button does nothing: the <noscript> video, with the browser's own
     controls, stands in its place. */
  @media (scripting: none) {
    display: none;
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
 * pressed, so shoppers who never watch never pay for the download. Without scripts the server's
 * page has it at once, in a <noscript>, with the browser's controls and nothing fetched before play.
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
  const image = useRef<HTMLImageElement>(null);
  const [started, setStarted] = useState(false);
  // The poster the video keeps once it plays: the width the browser picked from the srcset (already
  // downloaded), not the API's full-size image (an upload as the seller sent it).
  const [shownPoster, setShownPoster] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (playing) video.play()?.catch(() => setPlaying(false));
    else if (!video.paused) video.pause();
  }, [playing]);

  // The large start button goes away on play: keyboard focus moves on to the pause button.
  const pauseRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (started) pauseRef.current?.focus();
  }, [started]);

  function togglePlay() {
    if (!started) setShownPoster(image.current?.currentSrc || poster);
    setStarted(true);
    setPlaying((p) => !p);
  }

  // The API's product image comes in widths (a srcset; none for another host's image, shown as it
  // is): the sharp one by srcset, the blurred backdrop behind it in the smallest (its blur leaves no
  // detail to see), the page without scripts in the largest.
  const srcSet = productImageSrcSet(poster);
  const posterAt = (width: ProductImageWidth) => (srcSet ? productImageAtWidth(poster, width) : poster);

  const playLabel = playing ? t('card.pauseVideo', { name }) : t('card.playVideo', { name });

  return (
    <Frame>
      {started ? (
        <video
          ref={ref}
          src={productVideoUrl(productId)}
          poster={shownPoster ?? poster}
          muted={muted}
          playsInline
          aria-label={name}
          // The browser may pause or resume on its own (another video, a headset button).
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
        />
      ) : (
        <>
          <Backdrop src={posterAt(SMALLEST_WIDTH)} alt="" aria-hidden="true" loading="lazy" />
          <img ref={image} loading="lazy" sizes={srcSet ? POSTER_SIZES : undefined} srcSet={srcSet} src={poster} alt="" />
          <StartOverlay>
            <IconButton variant="primary" size="lg" aria-label={playLabel} onClick={togglePlay}>
              <PlayIcon size={26} />
            </IconButton>
          </StartOverlay>
          <noscript>
            <video src={productVideoUrl(productId)} poster={posterAt(LARGEST_WIDTH)} preload="none" controls playsInline aria-label={name} />
          </noscript>
        </>
      )}
      {started && (
        <Controls>
          <IconButton
            variant="secondary"
            size="sm"
            aria-label={muted ? t('card.unmute') : t('card.mute')}
            onClick={() => setMuted((m) => !m)}
          >
            {muted ? <MuteIcon size={18} /> : <VolumeIcon size={18} />}
          </IconButton>
          <IconButton
            ref={pauseRef}
            variant="secondary"
            size="sm"
            aria-label={playLabel}
            onClick={togglePlay}
          >
            {playing ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
          </IconButton>
        </Controls>
      )}
    </Frame>
  );
}
