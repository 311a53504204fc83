/** Uploaded bytes of products (product_files): the fixed main image, leaflets and videos. */
import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { productFiles } from '../db/schema-search';

export type FileKind = 'image' | 'leaflet' | 'media';
export interface StoredFile { id: number; body: Buffer; etag: string; contentType: string }

export const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** The newest file of that kind, without its bytes (cheap: for checks and ETags). */
export async function fileHead(db: Db, productId: number, kind: FileKind) {
  const [row] = await db
    .select({ id: productFiles.id, etag: productFiles.etag, contentType: productFiles.contentType })
    .from(productFiles)
    .where(and(eq(productFiles.productId, productId), eq(productFiles.kind, kind)))
    .orderBy(desc(productFiles.id))
    .limit(1);
  return row;
}

export async function fileBody(db: Db, id: number): Promise<Buffer | undefined> {
  const [row] = await db.select({ body: productFiles.body }).from(productFiles).where(eq(productFiles.id, id)).limit(1);
  return row?.body;
}

/** Stores a leaflet or video; the product's flags (and video_url) then announce it on the product page. */
export async function addFile(db: Db, productId: number, kind: 'leaflet' | 'media', contentType: string, body: Buffer) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(productFiles)
      .values({ productId, kind, contentType, body, etag: etagOf(body) })
      .returning({ id: productFiles.id, etag: productFiles.etag });
    const flags = kind === 'leaflet' ? { hasLeaflets: true } : { hasVideos: true, videoUrl: `/api/product-media/${productId}` };
    await tx.update(products).set(flags).where(eq(products.id, productId));
    return row!;
  });
}

/** Replaces the main image; the product's updated_at moves so the updates poll reports it. */
export async function replaceMainImage(db: Db, productId: number, webp: Buffer) {
  return db.transaction(async (tx) => {
    await tx.delete(productFiles).where(and(eq(productFiles.productId, productId), eq(productFiles.kind, 'image')));
    const [row] = await tx
      .insert(productFiles)
      .values({ productId, kind: 'image', contentType: 'image/webp', body: webp, etag: etagOf(webp) })
      .returning({ id: productFiles.id, etag: productFiles.etag });
    await tx.update(products).set({ updatedAt: sql`clock_timestamp()` }).where(eq(products.id, productId));
    return row!;
  });
}

export async function productSlug(db: Db, productId: number): Promise<string | undefined> {
  const [row] = await db.select({ slug: products.slug }).from(products).where(eq(products.id, productId)).limit(1);
  return row?.slug;
}

export async function productExists(db: Db, productId: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
  return Boolean(row);
}
