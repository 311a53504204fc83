/**
 * What search engines read, on the shop's own origin (nginx and the static host send these paths
 * to the API): GET /robots.txt, /sitemap.xml and its parts /sitemaps/pages-<n>.xml and
 * /sitemaps/pages-<n>.xml and /sitemaps/products-<n>.xml. Cacheable for an hour by crawlers and by nginx or a CDN.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { Db } from '../db/client';
import { originOf, type TrustedProxy } from './origin';
import { robotsTxt } from './robots';
import { pagesPartOf, productsPartOf, sitemap, SITEMAP_LIMITS, type SitemapLimits } from './sitemap';

export interface SeoOptions {
  db: Db;
  /** The shop's public origin (origin.ts publicOriginFromEnv); else each request's. */
  publicOrigin?: string;
  /** Whose X-Forwarded-Host and -Proto count when there is no public origin (origin.ts trustedProxyFromEnv); by default none. */
  trustedProxy?: TrustedProxy;
  limits?: Partial<SitemapLimits>;
}

export const CRAWLER_CACHE = 'public, max-age=3600';
/** The request headers the URLs are built from when no public origin is configured. */
export const ORIGIN_VARY = 'Host, X-Forwarded-Host, X-Forwarded-Proto';
const XML = 'application/xml; charset=utf-8';
const PART = /^(pages|products)-([1-9]\d{0,8})\.xml$/;

export async function seoRoutes(app: FastifyInstance, opts: SeoOptions) {
  const limits = { ...SITEMAP_LIMITS, ...opts.limits };
  const trusted = opts.trustedProxy ?? (() => false);

  /** The origin, or a 400 that says why (a Host header that names no host). */
  const origin = (req: FastifyRequest, reply: FastifyReply) => {
    // Built from the request's headers: a shared cache must keep one answer per value of each.
    if (!opts.publicOrigin) reply.header('Vary', ORIGIN_VARY);
    const found = originOf(req, opts.publicOrigin, trusted);
    if (!found) {
      reply
        .code(400)
        .header('Cache-Control', 'no-store')
        .send({ status: 'error', code: 'bad_host', message: 'Bad Request: the Host header does not name a host (the server can be given SUUQ_PUBLIC_ORIGIN)' });
    }
    return found;
  };
  const send = (reply: FastifyReply, type: string, body: string | Readable) => reply.header('Content-Type', type).header('Cache-Control', CRAWLER_CACHE).send(body);

  app.get('/robots.txt', async (req, reply) => {
    const at = origin(req, reply);
    return at ? send(reply, 'text/plain; charset=utf-8', robotsTxt(at)) : reply;
  });

  app.get('/sitemap.xml', async (req, reply) => {
    const at = origin(req, reply);
    return at ? send(reply, XML, await sitemap(opts.db, at, limits)) : reply;
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (req, reply) => {
    const { file } = req.params;
    const part = PART.exec(file);
    if (!part) return reply.callNotFound();
    const at = origin(req, reply);
    if (!at) return reply;
    const partOf = part[1] === 'pages' ? pagesPartOf : productsPartOf;
    const body = await partOf(opts.db, at, Number(part[2]), limits);
    return body ? send(reply, XML, body) : reply.callNotFound();
  });
}
