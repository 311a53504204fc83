/**
 * The shop's public origin, which every URL of the sitemap and robots.txt starts with. Configured
 * (SUUQ_PUBLIC_ORIGIN, the address shoppers type: a CDN or nginx in front of the shell) or, when
 * not, read from the request as nginx and the static host pass it on (X-Forwarded-Proto and
 * X-Forwarded-Host, else Host). Configure it in production: a crawler's Host header could
 * otherwise name any host, and these answers are cacheable.
 */
import type { FastifyRequest } from 'fastify';

/** `https://shop.example` from SUUQ_PUBLIC_ORIGIN (no path, no trailing slash); a bad value stops the start. */
export function publicOriginFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.SUUQ_PUBLIC_ORIGIN?.trim();
  if (!value) return undefined;
  return checkedOrigin(value, 'SUUQ_PUBLIC_ORIGIN');
}

export function checkedOrigin(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an origin such as https://suuq.so, not ${JSON.stringify(value)}`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new Error(`${name} must be an http(s) origin without a path, such as https://suuq.so, not ${JSON.stringify(value)}`);
  }
  return url.origin;
}

/** A host name or IP (IPv6 in brackets) with an optional port: nothing that could bend a URL. */
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?)(:\d{1,5})?$/i;

const first = (header: string | string[] | undefined) => (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim() || undefined;

/** The configured origin, else the request's as its proxy saw it; null when the host is not a host name. */
export function originOf(req: FastifyRequest, configured: string | undefined): string | null {
  if (configured) return configured;
  const host = first(req.headers['x-forwarded-host']) ?? first(req.headers.host);
  if (!host || !HOST.test(host)) return null;
  const proto = first(req.headers['x-forwarded-proto'])?.toLowerCase();
  return `${proto === 'https' ? 'https' : 'http'}://${host.toLowerCase()}`;
}
