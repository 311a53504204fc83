/**
 * Product images in sizes and formats: a width of PRODUCT_IMAGE_WIDTHS (`?w=`) and the best
 * format the request's Accept names (AVIF, else WebP, else JPEG). A phone showing a card 170 px
 * wide no longer downloads the 600 px tile, and a browser that decodes AVIF gets the smaller file.
 */
import sharp from 'sharp';
import { etagOf } from './files';
import { TILE_SIZE, tileSvg } from './render';

export type ImageFormat = 'avif' | 'webp' | 'jpeg';
export interface ImageVariant { body: Buffer; etag: string; contentType: string }
/** `width` undefined: the image's own size (a tile's 600 px, an upload's up to 1200 px). */
export interface VariantRequest { width: number | undefined; format: ImageFormat }

const CONTENT_TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/** The types the Accept header names with a non-zero quality (parameters and wildcards ignored). */
function acceptedTypes(accept: string): Set<string> {
  const types = new Set<string>();
  for (const part of accept.split(',')) {
    const [type, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (type && !(q && Number(q.slice(2)) === 0)) types.add(type);
  }
  return types;
}

/**
 * AVIF, else WebP, else JPEG (what every browser and link-preview fetcher decodes). No Accept
 * header at all keeps the shop's stored format, WebP, as before sizes existed.
 */
export function formatFor(accept: string | undefined): ImageFormat {
  if (accept === undefined) return 'webp';
  const types = acceptedTypes(accept);
  if (types.has('image/avif')) return 'avif';
  if (types.has('image/webp')) return 'webp';
  return 'jpeg';
}

/** `?w=` (already checked against the contract, so one of PRODUCT_IMAGE_WIDTHS) → a width. */
export const widthOf = (w: string | undefined): number | undefined => (w === undefined ? undefined : Number(w));

/** Quality settings picked so each format looks alike at the tile's flat colours and soft edges. */
function encode(image: sharp.Sharp, format: ImageFormat): Promise<Buffer> {
  if (format === 'avif') return image.avif({ quality: 55, effort: 2 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 82, effort: 4 }).toBuffer();
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

/** A generated tile (emoji on its card) drawn at the asked width and format. */
export async function renderTileVariant(emoji: string, colour: string, { width = TILE_SIZE, format }: VariantRequest): Promise<Buffer> {
  // Drawn from the SVG at the target size's density, not scaled down from 600 px: sharper edges.
  const density = Math.max(1, Math.round((72 * width) / TILE_SIZE));
  return encode(sharp(Buffer.from(tileSvg(emoji, colour)), { density }).resize(width, width), format);
}

/** An uploaded main image (stored as WebP up to 1200 px) at the asked width and format. */
export function resizeUpload(body: Buffer, { width, format }: VariantRequest): Promise<Buffer> {
  const image = sharp(body);
  return encode(width === undefined ? image : image.resize(width, width, { fit: 'inside', withoutEnlargement: true }), format);
}

/**
 * Rendered variants kept in memory, least recently used first out, bounded by their bytes
 * (default 32 MB ≈ 4,000 variants of a few KB). In memory rather than on disk: a variant is
 * deterministic and drawn in milliseconds, several API processes run side by side without a
 * shared writable folder, and nginx or a CDN keep the answers anyway (`Vary: Accept`).
 */
export class ImageCache {
  private readonly entries = new Map<string, { variant: Promise<ImageVariant>; bytes: number }>();
  private bytes = 0;
  renders = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  get(key: string, format: ImageFormat, render: () => Promise<Buffer>): Promise<ImageVariant> {
    const hit = this.entries.get(key);
    if (hit) {
      // Refresh recency: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.variant;
    }
    this.renders += 1;
    const entry = { variant: render().then((body) => ({ body, etag: etagOf(body), contentType: CONTENT_TYPES[format] })), bytes: 0 };
    this.entries.set(key, entry);
    entry.variant.then(
      ({ body }) => {
        if (this.entries.get(key) !== entry) return;
        entry.bytes = body.length;
        this.bytes += body.length;
        this.evict();
      },
      // A failed render must not stay cached.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.variant;
  }

  private evict() {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) return;
      this.entries.delete(key);
      this.bytes -= entry.bytes;
    }
  }

  get size() {
    return this.entries.size;
  }

  get storedBytes() {
    return this.bytes;
  }
}
