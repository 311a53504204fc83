import { useEffect, useRef, useState } from 'react';
import { getVideoAds, type VideoAds } from 'shared-api';
import { usePreloadedAnswer } from '../listing/useLoad';

export type { VideoAds };

/** The ads' load key (the call has no parameters): the server's preloaded answer is under it. */
export const VIDEO_ADS_KEY = 'videoAds';

/**
 * The homepage ads, asked once; a failure leaves them out (null) rather than breaking the page.
 * A page rendered on the server hands them in (preloaded.tsx): then they are not asked again.
 */
export function useVideoAds(): VideoAds | null {
  const handedIn = usePreloadedAnswer<VideoAds>('videoAds', VIDEO_ADS_KEY);
  const [ads, setAds] = useState<VideoAds | null>(handedIn ?? null);
  const given = useRef(handedIn !== undefined);

  useEffect(() => {
    if (given.current) return;
    let live = true;
    getVideoAds().then(
      (answer) => live && setAds(answer),
      () => live && setAds(null),
    );
    return () => {
      live = false;
    };
  }, []);

  return ads;
}
