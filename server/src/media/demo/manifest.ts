/**
 * The demo shop's own media (README.md beside this file): the two home video ads and the videos
 * and leaflets of a few demo products. seed/demo-media/make-demo-media.ts makes the files; the seed and the
 * video-ad routes read them.
 */
import path from 'node:path';
import { serverRoot } from '../../paths';

export const DEMO_MEDIA_DIR = path.join(serverRoot, 'src', 'media', 'demo');

/** Home video ads: `<name>.mp4` and its first frame `<name>.webp`. */
export const AD_CLIPS = { newArrivals: 'new-arrivals', monthlySpecial: 'monthly-special' } as const;

export interface ProductMediaEntry {
  /** The product's English name in the demo catalogue (products-data.ts). */
  product: string;
  video?: string;
  leaflet?: string;
}

export const PRODUCT_MEDIA: readonly ProductMediaEntry[] = [
  { product: 'Coconut Oil 500ml', video: 'coconut-oil.mp4', leaflet: 'coconut-oil.pdf' },
  { product: 'Shea Butter Cream 250ml', video: 'shea-butter.mp4', leaflet: 'shea-butter.pdf' },
  { product: 'Black Seed Hair Oil', leaflet: 'black-seed-hair-oil.pdf' },
];

export const contentTypeOf = (file: string) =>
  file.endsWith('.mp4') ? 'video/mp4' : file.endsWith('.webp') ? 'image/webp' : file.endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream';
