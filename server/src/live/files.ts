/** The recordings and posters of server/assets/live (README.md there), read once and kept in memory. */
import fs from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../paths';
import type { MediaBytes } from '../media/ad-clips';
import { etagOf } from '../media/files';

export const LIVE_ASSETS_DIR = path.join(serverRoot, 'assets', 'live');

/** A replay or still: bytes sent as the media routes send theirs (media/send.ts). */
export type LiveFile = MediaBytes;

const TYPES: Record<string, string> = { '.webm': 'video/webm', '.mp4': 'video/mp4', '.jpg': 'image/jpeg', '.webp': 'image/webp' };
const cache = new Map<string, LiveFile | null>();

/** A file of the folder by its plain name (never a path: names come from the database). */
export function liveFile(name: string | null, dir = LIVE_ASSETS_DIR): LiveFile | null {
  if (!name || name !== path.basename(name) || !TYPES[path.extname(name)]) return null;
  const key = path.join(dir, name);
  if (cache.has(key)) return cache.get(key)!;
  const body = fs.existsSync(key) ? fs.readFileSync(key) : null;
  const file = body ? { body, etag: etagOf(body), contentType: TYPES[path.extname(name)]! } : null;
  cache.set(key, file);
  return file;
}

/** The content's version for a URL (`?v=`), so the answer may be cached for good. */
export const versionOf = (file: LiveFile) => file.etag.replace(/"/g, '').slice(0, 12);
