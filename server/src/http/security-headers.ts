/**
 * The security headers of every API answer. The API speaks JSON: nothing it sends is a page, so its
 * policy allows nothing. Media (images, videos, leaflets) are the exception: the shop shows them
 * through its own origin's /api proxy, and a shopper may open one in a tab of its own.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * A picture, a video or a PDF opened as a document: Chrome shows it in a page it builds with
 * inline styles, and its PDF viewer is an <embed> (object-src) of the document itself
 * (crbug.com/271452): with the JSON policy a leaflet opens blank. Still no script, and only the
 * shop's own pages (same origin through the proxy) may frame it.
 */
export const MEDIA_POLICY =
  "default-src 'none'; img-src 'self'; media-src 'self'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

/**
 * Browser features no API answer may use (an answer opened as a document in a tab, a leaflet, a
 * video): the same list as the pages' (deploy/src/securityHeaders.mjs PERMISSIONS_POLICY), so an
 * answer through the static hosts' /api/ proxy carries the same policy as the shop's pages.
 */
export const API_PERMISSIONS_POLICY = [
  'camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'serial=()', 'hid=()',
  'midi=()', 'magnetometer=()', 'gyroscope=()', 'accelerometer=()',
  'display-capture=()', 'screen-wake-lock=()', 'xr-spatial-tracking=()', 'fullscreen=(self)',
].join(', ');

/** The media routes (media/routes.ts); a 304 of theirs carries no content type but must keep the media policy. */
const MEDIA_ROUTES = ['/api/product-image/', '/api/product-leaflet/', '/api/product-media/', '/api/video-ads/'];
const MEDIA_TYPES = /^(image|video|audio)\/|^application\/pdf\b/;

function isMedia(req: FastifyRequest, reply: FastifyReply): boolean {
  const route = req.routeOptions.url ?? '';
  return MEDIA_ROUTES.some((p) => route.startsWith(p)) || MEDIA_TYPES.test(String(reply.getHeader('content-type') ?? ''));
}

/** Adds the headers to every answer of `app`, errors and 404s included (call before registering routes). */
export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    const media = isMedia(req, reply);
    reply.headers({
      'content-security-policy': media ? MEDIA_POLICY : API_POLICY,
      'x-content-type-options': 'nosniff',
      'permissions-policy': API_PERMISSIONS_POLICY,
      // Links in the API's answers never need to tell another site where the shopper came from.
      'referrer-policy': 'no-referrer',
      // Only the page's own origin (the shop proxies /api) may load the answers, even media: no
      // other site can hot-link or read them through <img>/<video> (Spectre-style leaks).
      'cross-origin-resource-policy': 'same-origin',
      'cross-origin-opener-policy': 'same-origin',
      // For browsers without frame-ancestors; media may be framed by the shop's own pages.
      'x-frame-options': media ? 'SAMEORIGIN' : 'DENY',
    });
    return payload;
  });
}
