/** GET /api/product-image/:id and /api/product-image/:id/additional/:imageId (webp). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import * as q from './queries';
import { matchesEtag, TileCache } from './service';

const NUMERIC = /^[0-9]{1,9}$/;
const notFound = (reply: FastifyReply, message: string) =>
  reply.code(404).send({ status: 'error', code: 'not_found', message });

export async function mediaRoutes(app: FastifyInstance, opts: { db: Db; tiles?: TileCache }) {
  const tiles = opts.tiles ?? new TileCache();

  async function send(req: FastifyRequest, reply: FastifyReply, image: { emoji: string; colour: string } | undefined) {
    if (!image) return notFound(reply, 'Image not found');
    const tile = await tiles.get(image.emoji, image.colour);
    // A `v` query (the image's version) makes the URL content-addressed: cache it for good.
    const versioned = typeof (req.query as { v?: unknown }).v === 'string';
    reply
      .header('ETag', tile.etag)
      .header('Cache-Control', versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=86400')
      .header('Vary', 'Accept-Encoding');
    if (matchesEtag(req.headers['if-none-match'], tile.etag)) return reply.code(304).send();
    return reply.type('image/webp').send(tile.body);
  }

  app.get<{ Params: { id: string } }>('/api/product-image/:id', async (req, reply) => {
    if (!NUMERIC.test(req.params.id)) return notFound(reply, 'Product not found');
    return send(req, reply, await q.mainImage(opts.db, Number(req.params.id)));
  });

  app.get<{ Params: { id: string; imageId: string } }>('/api/product-image/:id/additional/:imageId', async (req, reply) => {
    const { id, imageId } = req.params;
    if (!NUMERIC.test(id) || !NUMERIC.test(imageId)) return notFound(reply, 'Image not found');
    return send(req, reply, await q.additionalImage(opts.db, Number(id), Number(imageId)));
  });
}
