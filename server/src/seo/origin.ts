/**
 * The shop's public origin, which every URL of the sitemap and robots.txt starts with. Configured
 * (SUUQ_PUBLIC_ORIGIN, the address shoppers type: a CDN or nginx in front of the shell) or, when
 * not, read from the request as nginx and the static host pass it on (X-Forwarded-Proto and
 * X-Forwarded-Host, else Host). The forwarded headers count only from a proxy the server trusts
 * (SUUQ_TRUST_PROXY, this machine's by default): anyone else could name any host with them, past
 * a cache that keys on Host alone. Configure the origin in production: the Host header is still
 * the client's to choose, and these answers are cacheable (the routes send Vary on them).
 */
import type { FastifyRequest } from 'fastify';
import { isLoopback } from '../messaging';

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

/** Whether a socket's peer is a proxy whose X-Forwarded-Host and -Proto are believed. */
export type TrustedProxy = (address: string | undefined) => boolean;

const IPV4_MAPPED = /^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i;

/**
 * SUUQ_TRUST_PROXY: the proxies in front of the API, by socket address — `loopback` (the default:
 * the local static host and an nginx on this machine), a comma-separated list of addresses and
 * `loopback`, or `none`. Never a header: a client cannot make itself trusted. Seo only: req.ip
 * stays the socket's everywhere else (Fastify runs without trustProxy, auth/README.md).
 */
export function trustedProxyFromEnv(env: NodeJS.ProcessEnv): TrustedProxy {
  const raw = env.SUUQ_TRUST_PROXY?.trim().toLowerCase() || 'loopback';
  if (raw === 'none') return () => false;
  const names = raw.split(',').map((n) => n.trim()).filter(Boolean);
  const loopback = names.includes('loopback');
  const addresses = new Set(names.filter((n) => n !== 'loopback'));
  return (address) => {
    if (!address) return false;
    return (loopback && isLoopback(address)) || addresses.has(address.toLowerCase().replace(IPV4_MAPPED, ''));
  };
}

/**
 * The configured origin, else the request's as its proxy saw it (the forwarded headers only from a
 * trusted proxy, else Host); null when the host is not a host name.
 */
export function originOf(req: FastifyRequest, configured: string | undefined, trusted: TrustedProxy): string | null {
  if (configured) return configured;
  const proxied = trusted(req.socket.remoteAddress);
  const host = (proxied ? first(req.headers['x-forwarded-host']) : undefined) ?? first(req.headers.host);
  if (!host || !HOST.test(host)) return null;
  const proto = proxied ? first(req.headers['x-forwarded-proto'])?.toLowerCase() : undefined;
  return `${proto === 'https' ? 'https' : 'http'}://${host.toLowerCase()}`;
}
