import { useEffect, useRef, useState } from 'react';
import { Link } from 'shared-router';
import styled from 'styled-components';
import type { VideoAd } from 'shared-api';
import {
  IconButton,
  PauseIcon,
  PlayIcon,
  media,
  primaryLinkStyles,
  tokens,
  useLanguage,
} from 'shared-ui';
import { useT } from '../messages';
import { videoFrameStyles } from '../media/videoFrame';
import { savesData } from '../lazy-page/connection';

const { colors, spacing, radii, font, shadows } = tokens;

const Banner = styled.section`
  position: relative;
  overflow: hidden;
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  align-items: center;
  border-radius: ${radii.xl};
  background: ${colors.surface};
  box-shadow: ${shadows.md};

  ${media.mobile} {
    grid-template-columns: 1fr;
    border-radius: ${radii.lg};
  }
`;

const Media = styled.div`
  ${videoFrameStyles}
`;

const Controls = styled.div`
  position: absolute;
  right: ${spacing.sm};
  bottom: ${spacing.sm};
  /* Without scripts this button does nothing, and the browser gives the video its own controls
     (which play it): ours would only cover theirs. */
  @media (scripting: none) {
    display: none;
  }
`;

const Text = styled.div`
  display: grid;
  gap: ${spacing.md};
  justify-items: start;
  padding: ${spacing.xl};

  h2 {
    margin: 0;
    font-size: ${font.size.xl};
    font-weight: ${font.weight.bold};
  }
`;

const CtaLink = styled(Link)`
  ${primaryLinkStyles}
`;
const CtaAnchor = styled.a`
  ${primaryLinkStyles}
`;

const isExternal = (link: string) => /^https?:\/\//.test(link);

/** Shoppers who ask for less motion or for saving data get the poster until they press play. */
function prefersStill(): boolean {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return Boolean(reduceMotion || savesData());
}

/**
 * The ad's video: muted and inline (phones would go full screen otherwise). It plays while at
 * least half of it is on screen and pauses when it leaves, so it costs nothing until it is seen;
 * once the shopper pauses it, scrolling never restarts it.
 */
function AdVideo({ src, poster, title }: { src: string; poster: string | null; title: string }) {
  const t = useT();
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const pausedByShopper = useRef(false);

  useEffect(() => {
    const video = ref.current;
    if (!video || typeof IntersectionObserver === 'undefined' || prefersStill()) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          if (!pausedByShopper.current) video.play()?.catch(() => setPlaying(false));
        } else if (!video.paused) {
          video.pause();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, []);

  function toggle() {
    const video = ref.current;
    if (!video) return;
    pausedByShopper.current = playing;
    if (playing) video.pause();
    else video.play()?.catch(() => setPlaying(false));
    setPlaying(!playing);
  }

  return (
    <>
      <video
        ref={ref}
        src={src}
        poster={poster ?? undefined}
        muted
        playsInline
        loop
        preload="none"
        aria-label={title}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onError={() => setFailed(true)}
      />
      {!failed && (
        <Controls>
          <IconButton
            variant="secondary"
            size="sm"
            aria-label={
              playing ? t('card.pauseVideo', { name: title }) : t('card.playVideo', { name: title })
            }
            onClick={toggle}
          >
            {playing ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
          </IconButton>
        </Controls>
      )}
    </>
  );
}

/** A wide homepage ad (spec §3 video ads): poster or video, title, and a button to its page. */
export function VideoAdBanner({ ad, id }: { ad: VideoAd; id: string }) {
  const t = useT();
  const language = useLanguage();
  const title = language === 'so' && ad.title_so ? ad.title_so : ad.title;
  const headingId = `video-ad-${id}`;

  return (
    <Banner aria-labelledby={headingId} data-video-ad={id}>
      <Media>
        {ad.video_url ? (
          <AdVideo src={ad.video_url} poster={ad.poster} title={title} />
        ) : (
          ad.poster && <img src={ad.poster} alt={title} loading="lazy" />
        )}
      </Media>
      <Text>
        <h2 id={headingId}>{title}</h2>
        {isExternal(ad.link) ? (
          <CtaAnchor href={ad.link}>{t('home.adCta')}</CtaAnchor>
        ) : (
          <CtaLink to={ad.link}>{t('home.adCta')}</CtaLink>
        )}
      </Text>
    </Banner>
  );
}
