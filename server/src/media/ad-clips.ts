/** The home video ads' clips and posters (demo/README.md), read once from disk and kept in memory. */
import fs from 'node:fs';
import path from 'node:path';
import { AD_CLIPS, DEMO_MEDIA_DIR, contentTypeOf } from './demo/manifest';
import { etagOf } from './files';

export interface MediaBytes { body: Buffer; etag: string; contentType: string }

export type AdClipName = (typeof AD_CLIPS)[keyof typeof AD_CLIPS];

let files: Map<string, MediaBytes> | undefined;

/** Every ad file that exists, by file name; a missing one is simply not offered. */
export function adClipFiles(dir = DEMO_MEDIA_DIR): Map<string, MediaBytes> {
  if (files) return files;
  files = new Map();
  for (const name of Object.values(AD_CLIPS)) {
    for (const file of [`${name}.mp4`, `${name}.webp`]) {
      const full = path.join(dir, file);
      if (!fs.existsSync(full)) continue;
      const body = fs.readFileSync(full);
      files.set(file, { body, etag: etagOf(body), contentType: contentTypeOf(file) });
    }
  }
  return files;
}

/** The content's version in the URL, so the answer may be cached for good (see routes.ts). */
const urlOf = (file: string, f: MediaBytes) => `/api/video-ads/${file}?v=${f.etag.replace(/"/g, '').slice(0, 12)}`;

/** Where the ad's video and poster are served; null when the clip is not there. */
export function adClip(name: AdClipName): { video: string; poster: string | null } | null {
  const all = adClipFiles();
  const video = all.get(`${name}.mp4`);
  if (!video) return null;
  const poster = all.get(`${name}.webp`);
  return { video: urlOf(`${name}.mp4`, video), poster: poster ? urlOf(`${name}.webp`, poster) : null };
}
