/** POST /api/check-image/{id} and /api/fix-image/{id}. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import * as files from './files';
import { decodeBase64Image, prepareMainImage } from './fix-image';

const imagePath = (id: number) => `/api/product-image/${id}`;
/** The upload's ETag as a version: the URL changes with the image, so it may be cached for good. */
const versioned = (id: number, etag: string) => `${imagePath(id)}?v=${etag.replace(/"/g, '').slice(0, 12)}`;

export interface ImageCallOptions {
  /** Refuses (401/403) a caller who is not logged in as staff. */
  requireStaff: (req: FastifyRequest) => Promise<unknown>;
}

export const imageCalls: FastifyPluginAsyncTypebox<{ db: Db; opts: ImageCallOptions }> = async (app, { db, opts }) => {
  app.rpc.register({
    checkImage: async (p) => {
      const id = Number(p.id);
      const upload = await files.fileHead(db, id, 'image');
      if (upload) return { exists: true, url: versioned(id, upload.etag), source: 'upload' as const };
      if (await files.productExists(db, id)) return { exists: true, url: imagePath(id), source: 'generated' as const };
      return { exists: false, url: null, source: null };
    },
    fixImage: async (p, req) => {
      // Replacing what every shopper sees is staff work (the envelope already refused no session).
      await opts.requireStaff(req);
      const id = Number(p.id);
      // Cheap checks first: a bad upload for an unknown product says 'Product not found'.
      if (!(await files.productExists(db, id))) throw notFound('Product not found');
      const image = await prepareMainImage(decodeBase64Image(p.image_data));
      const stored = await files.replaceMainImage(db, id, image.webp);
      return { message: 'Image updated', url: versioned(id, stored.etag), width: image.width, height: image.height };
    },
  });
};
