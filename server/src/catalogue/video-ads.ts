/** /api/video-ads: the homepage's two ads, each showing the first product of its section. */
import type { Db } from '../db/client';
import type { SectionKey } from '../contract';
import { imageUrlOf, sectionProducts } from './service';

async function adFor(db: Db, section: SectionKey, title: string, titleSo: string, link: string) {
  const [top] = await sectionProducts(db, section, 1);
  // No videos are hosted: the poster (the product's image) stands alone until they are.
  return { title, title_so: titleSo, video_url: null, poster: top ? imageUrlOf(top.id) : null, link };
}

export async function videoAds(db: Db) {
  return {
    newArrivalsAd: await adFor(db, 'new_arrivals', 'New Arrivals', 'Alaabta Cusub', '/section/new-arrivals'),
    monthlySpecialAd: await adFor(db, 'monthly_special', 'Monthly Special', 'Dalabka Bishan', '/section/monthly-special'),
  };
}
