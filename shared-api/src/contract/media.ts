/** Media calls of spec §7 besides the main product image: gallery, leaflets, videos, image repair. */
import Type from 'shared-schema';
import { defineCall, Success } from './define';
import { callRoutes } from './routes';
import { IdDigits as Id, MultilineText, ProductImageWidthParam, Text } from './bounds';

/** The version query of a media URL (?v=…) and the session token of a protected file. */
const Version = Type.Optional(Text(64));
const Token = Type.Optional(Text(256));


/** GET, an additional (gallery) image of the product in sizes (`w`), with ETag and long cache lifetimes. */
export const productImageAdditional = defineCall(callRoutes.productImageAdditional, {
  params: Type.Object({ id: Id, imageId: Id, v: Version, w: ProductImageWidthParam }),
  result: Type.Object({}),
});

/** GET, the product's leaflet (PDF or image); 404 JSON when the product has none. */
export const productLeaflet = defineCall(callRoutes.productLeaflet, {
  params: Type.Object({ id: Id, token: Token, v: Version }),
  result: Type.Object({}),
});

/** GET, the product's video; 404 JSON when the product has none. */
export const productMedia = defineCall(callRoutes.productMedia, {
  params: Type.Object({ id: Id, token: Token, v: Version }),
  result: Type.Object({}),
});

/** Whether the product has a main image, and where. An unknown product has none. */
export const checkImage = defineCall(callRoutes.checkImage, {
  params: Type.Object({ id: Id }),
  result: Type.Object({
    status: Success,
    exists: Type.Boolean(),
    url: Type.Union([Type.String(), Type.Null()]),
    /** 'upload' after a fix-image, 'generated' for the shop's own tile, null when there is none. */
    source: Type.Union([Type.Literal('upload'), Type.Literal('generated'), Type.Null()]),
  }),
});

/**
 * Replaces the product's main image with a JPEG, PNG, WebP, GIF or AVIF of at most 2 MB (base64,
 * data: URL allowed, line breaks allowed; the server says when it is not base64).
 */
export const fixImage = defineCall(callRoutes.fixImage, {
  params: Type.Object({ id: Id, image_data: MultilineText(3_000_000, 1) }),
  result: Type.Object({ status: Success, message: Type.String(), url: Type.String(), width: Type.Integer(), height: Type.Integer() }),
});
