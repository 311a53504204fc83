import { useEffect, useState } from 'react';
import { getVideoAds, type VideoAds } from 'shared-api';

export type { VideoAds };

/** The homepage ads, asked once; a failure leaves them out (null) rather than breaking the page. */
export function useVideoAds(): VideoAds | null {
  const [ads, setAds] = useState<VideoAds | null>(null);

  useEffect(() => {
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
