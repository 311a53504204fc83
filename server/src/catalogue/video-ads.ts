/** /api/video-ads: the homepage's two ads, each a looping clip with a button to its section. */
import type { Db } from '../db/client';
import type { SectionKey } from '../contract';
import { adClip, type AdClipName } from '../media/ad-clips';
import { AD_CLIPS } from '../media/demo/manifest';
import { imageUrlOf, sectionProducts } from './service';

type ClipOf = typeof adClip;

async function adFor(db: Db, clipOf: ClipOf, section: SectionKey, clipName: AdClipName, title: string, titleSo: string, link: string) {
  const clip = clipOf(clipName);
  // The clip's first frame is its poster, so nothing moves when the video starts; without a clip,
  // the section's first product stands in.
  if (clip?.poster) return { title, title_so: titleSo, video_url: clip.video, poster: clip.poster, link };
  const [top] = await sectionProducts(db, section, 1);
  return { title, title_so: titleSo, video_url: clip?.video ?? null, poster: top ? imageUrlOf(top.id) : null, link };
}

export async function videoAds(db: Db, clipOf: ClipOf = adClip) {
  return {
    newArrivalsAd: await adFor(db, clipOf, 'new_arrivals', AD_CLIPS.newArrivals, 'New Arrivals', 'Alaabta Cusub', '/section/new-arrivals'),
    monthlySpecialAd: await adFor(db, clipOf, 'monthly_special', AD_CLIPS.monthlySpecial, 'Monthly Special', 'Dalabka Bishan', '/section/monthly-special'),
  };
}
