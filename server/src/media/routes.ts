/**
 * GET /api/product-image/:id (and /additional/:imageId), /api/product-leaflet/:id,
 * /api/product-media/:id and the home video ads' files /api/video-ads/:file. Every answer carries an
 * ETag and a long cache lifetime; files answer byte ranges (206); errors are JSON: 400 when the path
 * or query breaks the contract (checked by the route's schemas, http/plain-call.ts, before any
 * query), 404 when there is no such file. Product images come in the width `?w=` asks for and the
 * format Accept names (variants.ts), with `Vary: Accept`.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { calls, type CallDef } from '../contract';
import type { Db } from '../db/client';
import { partCompiler, plainCallRoute, refusalOf } from '../http/plain-call';
import { adClipFiles, type MediaBytes } from './ad-clips';
import * as files from './files';
import * as q from './queries';
import { cacheHeaders, sendBytes } from './send';
import { formatFor, ImageCache, renderTileVariant, resizeUpload, widthOf, type VariantRequest } from './variants';

const LEAFLET_EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
const notFound = (reply: FastifyReply, message: string) =>
  reply.code(404).send({ status: 'error', code: 'not_found', message });

/** The route's schemas refused the path or query: true when the 400 was sent. */
function refused(req: FastifyRequest, reply: FastifyReply, call: CallDef): boolean {
  const message = refusalOf(req, call);
  if (message === null) return false;
  reply.code(400).send({ status: 'error', code: 'invalid_params', message });
  return true;
}

/** A home video ad's file name: anything else is no such ad (404, as an unknown name). */
const AdFile = Type.Object({ file: Type.String() });

/** The headers a product image's bytes depend on: Accept picks the format. */
const IMAGE_VARY = 'Accept, Accept-Encoding';

export async function mediaRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; images?: ImageCache; adFiles?: Map<string, MediaBytes> },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const images = opts.images ?? new ImageCache();
  const { db } = opts;

  const variantOf = (req: FastifyRequest): VariantRequest => ({
    width: widthOf((req.query as { w?: string }).w),
    format: formatFor(req.headers.accept),
  });

  async function sendTile(
    req: FastifyRequest,
    reply: FastifyReply,
    image: { emoji: string; colour: string } | undefined,
  ) {
    if (!image) return notFound(reply, 'Image not found');
    const want = variantOf(req);
    const key = `tile|${image.emoji}|${image.colour}|${want.width ?? 'full'}|${want.format}`;
    const variant = await images.get(key, want.format, () => renderTileVariant(image.emoji, image.colour, want));
    if (cacheHeaders(req, reply, variant.etag, undefined, IMAGE_VARY)) return reply;
    return sendBytes(req, reply, variant);
  }

  /** An uploaded file: the bytes are read only when the client's copy is not current. */
  async function sendFile(
    req: FastifyRequest,
    reply: FastifyReply,
    file: { id: number; etag: string; contentType: string },
    vary?: string,
  ) {
    if (cacheHeaders(req, reply, file.etag, undefined, vary)) return reply;
    const body = await files.fileBody(db, file.id);
    if (!body) return notFound(reply, 'File not found');
    return sendBytes(req, reply, { body, etag: file.etag, contentType: file.contentType });
  }

  /**
   * An uploaded main image (fix-image) in the asked size and format. Its ETag derives from the
   * stored file's, so a current copy gets its 304 before any bytes are read or drawn.
   */
  async function sendUploadedImage(
    req: FastifyRequest,
    reply: FastifyReply,
    file: { id: number; etag: string; contentType: string },
  ) {
    const want = variantOf(req);
    // Asked as stored (full size, the stored format): the file itself, as before sizes existed.
    if (want.width === undefined && file.contentType === `image/${want.format}`) return sendFile(req, reply, file, IMAGE_VARY);
    const etag = `"${file.etag.replace(/"/g, '')}.${want.width ?? 'full'}.${want.format}"`;
    if (cacheHeaders(req, reply, etag, undefined, IMAGE_VARY)) return reply;
    // Replaced between the two reads (fix-image again): the newer file answers the next request.
    const body = await files.fileBody(db, file.id);
    if (!body) return notFound(reply, 'File not found');
    const variant = await images.get(`file|${file.etag}|${want.width ?? 'full'}|${want.format}`, want.format, () => resizeUpload(body, want));
    return sendBytes(req, reply, { ...variant, etag });
  }

  app.route({
    ...plainCallRoute(calls.productImage, ['id']),
    handler: async (req, reply) => {
      if (refused(req, reply, calls.productImage)) return reply;
      const id = Number(req.params.id);
      // An image stored by fix-image replaces the generated tile.
      const upload = await files.fileHead(db, id, 'image');
      if (upload) return sendUploadedImage(req, reply, upload);
      return sendTile(req, reply, await q.mainImage(db, id));
    },
  });

  app.route({
    ...plainCallRoute(calls.productImageAdditional, ['id', 'imageId']),
    handler: async (req, reply) => {
      if (refused(req, reply, calls.productImageAdditional)) return reply;
      const { id, imageId } = req.params;
      return sendTile(req, reply, await q.additionalImage(db, Number(id), Number(imageId)));
    },
  });

  const fileRoute = (
    call: typeof calls.productLeaflet | typeof calls.productMedia,
    kind: 'leaflet' | 'media',
    none: string,
  ) =>
    app.route({
      ...plainCallRoute(call, ['id']),
      handler: async (req, reply) => {
        if (refused(req, reply, call)) return reply;
        const id = Number(req.params.id);
        const file = await files.fileHead(db, id, kind);
        if (!file)
          return notFound(reply, (await files.productExists(db, id)) ? none : 'Product not found');
        if (kind === 'leaflet') {
          // Saved or downloaded, the leaflet is named after the product rather than its id.
          const slug = await files.productSlug(db, id);
          const ext = LEAFLET_EXTENSIONS[file.contentType];
          if (slug && ext)
            reply.header('Content-Disposition', `inline; filename="${slug}-leaflet.${ext}"`);
        }
        return sendFile(req, reply, file);
      },
    });
  fileRoute(calls.productLeaflet, 'leaflet', 'This product has no leaflet');
  fileRoute(calls.productMedia, 'media', 'This product has no video');

  const adFiles = opts.adFiles ?? adClipFiles();
  app.get('/api/video-ads/:file', { schema: { params: AdFile }, validatorCompiler: partCompiler }, async (req, reply) => {
    const file = adFiles.get(req.params.file);
    if (!file) return notFound(reply, 'Video ad not found');
    if (cacheHeaders(req, reply, file.etag)) return reply;
    return sendBytes(req, reply, file);
  });
}
