/** Rendered tiles, kept in a small LRU: a tile depends only on its emoji and colour. */
import { createHash } from 'node:crypto';
import { renderTile } from './render';

export interface Tile { body: Buffer; etag: string }

export class TileCache {
  private readonly tiles = new Map<string, Promise<Tile>>();
  constructor(private readonly max = 500) {}

  get(emoji: string, colour: string): Promise<Tile> {
    const key = `${emoji}|${colour}`;
    let tile = this.tiles.get(key);
    if (tile) {
      // Refresh recency: Map keeps insertion order.
      this.tiles.delete(key);
    } else {
      tile = renderTile(emoji, colour).then((body) => ({
        body,
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      }));
      // A failed render must not stay cached.
      tile.catch(() => this.tiles.delete(key));
    }
    this.tiles.set(key, tile);
    while (this.tiles.size > this.max) this.tiles.delete(this.tiles.keys().next().value as string);
    return tile;
  }

  get size() {
    return this.tiles.size;
  }
}

/** Weak and strong, list or single, and '*' forms of If-None-Match. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}
