/** Checks an uploaded image (base64) and turns it into the shop's main-image format. */
import sharp from 'sharp';
import { FIX_IMAGE_MAX_BYTES } from '../contract';
import { BusinessError } from '../errors';

const invalid = (message: string) => new BusinessError(400, 'invalid_image', message);
/** Raster formats only: an SVG could carry scripts and has no size of its own. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
/** Larger sides are scaled down; the shop's own tiles are 600 px. */
export const MAX_SIDE = 1200;

/** 'data:image/png;base64,AAAA' or plain base64 (standard or URL-safe, line breaks allowed) → bytes. */
export function decodeBase64Image(data: string): Buffer {
  const text = data.replace(/^data:[\w/+.-]*;base64,/i, '').replace(/\s+/g, '');
  if (!text || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(text) || text.length % 4 === 1) {
    throw invalid('Image data is not valid base64');
  }
  const bytes = Buffer.from(text, text.includes('-') || text.includes('_') ? 'base64url' : 'base64');
  if (bytes.length > FIX_IMAGE_MAX_BYTES) throw invalid('Image is larger than 2 MB');
  return bytes;
}

export interface PreparedImage { webp: Buffer; width: number; height: number }

/** Decodes with sharp (refusing what is not a JPEG, PNG, WebP, GIF or AVIF) and re-encodes as webp. */
export async function prepareMainImage(bytes: Buffer): Promise<PreparedImage> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED.has(format)) throw invalid('Image data is not a supported image (JPEG, PNG, WebP, GIF or AVIF)');
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { webp: data, width: info.width, height: info.height };
  } catch {
    throw invalid('Image data is damaged and cannot be read');
  }
}
