/**
 * How the API sends a file's bytes (product media, ad clips, live replays and stills): ETag and
 * cache lifetime with 304, then the whole body or the one byte range asked for (206), 416 past
 * the end.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MediaBytes } from './ad-clips';
import { parseRange, rangeStillApplies } from './ranges';
import { matchesEtag } from './service';

/** A day: the lifetime of a URL without a content version. */
const UNVERSIONED_MAX_AGE_S = 86_400;

/**
 * ETag, cache lifetime and 304; returns true when the 304 was sent. `vary` names the request
 * headers the answer depends on (product images: Accept picks their format).
 */
export function cacheHeaders(
  req: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  unversionedMaxAgeS = UNVERSIONED_MAX_AGE_S,
  vary = 'Accept-Encoding',
): boolean {
  // A `v` query (the content's version) makes the URL content-addressed: cache it for good.
  const versioned = typeof (req.query as { v?: unknown }).v === 'string';
  reply
    .header('ETag', etag)
    .header('Cache-Control', versioned ? 'public, max-age=31536000, immutable' : `public, max-age=${unversionedMaxAgeS}`)
    .header('Vary', vary);
  if (!matchesEtag(req.headers['if-none-match'], etag)) return false;
  reply.code(304).send();
  return true;
}

/** The body, or the one byte range asked for (206), or 416 when the range lies past the end. */
export function sendBytes(req: FastifyRequest, reply: FastifyReply, file: MediaBytes) {
  const size = file.body.length;
  reply.header('Accept-Ranges', 'bytes').type(file.contentType);
  const ifRange = req.headers['if-range'];
  const range = rangeStillApplies(typeof ifRange === 'string' ? ifRange : undefined, file.etag) ? parseRange(req.headers.range, size) : null;
  if (range === 'unsatisfiable') {
    // An error, not the file: never kept by a cache under the file's lifetime.
    return reply
      .code(416)
      .header('Content-Range', `bytes */${size}`)
      .header('Cache-Control', 'no-store')
      .type('application/json; charset=utf-8')
      .send({ status: 'error', code: 'range_not_satisfiable', message: 'Range not satisfiable' });
  }
  if (!range) return reply.send(file.body);
  return reply
    .code(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
    .send(file.body.subarray(range.start, range.end + 1));
}
