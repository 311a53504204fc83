/** The sitemaps.org protocol's text: escaped locations and the two kinds of document. */

/** XML's five entities: a location's `&` must be `&amp;` (sitemaps.org, "Entity escaping"). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/**
 * One path segment as the shop's links put it in the address bar: percent-encoded like
 * encodeURIComponent, except the characters RFC 3986 allows in a segment as they are
 * (a slug `salt-&-pepper` stays `salt-&-pepper`, then `&amp;` in the XML).
 */
export function pathSegment(value: string): string {
  return encodeURIComponent(value).replace(/%(24|26|2B|2C|3B|3D|3A|40)/g, (m) => decodeURIComponent(m));
}

/** W3C Datetime to the second, in UTC. */
export const w3cDate = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

export const URLSET_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const URLSET_CLOSE = '</urlset>\n';
export const INDEX_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const INDEX_CLOSE = '</sitemapindex>\n';

/** `<url>` of an absolute, already encoded URL. */
export function urlEntry(url: string, lastmod?: Date | null): string {
  return `<url><loc>${escapeXml(url)}</loc>${lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : ''}</url>\n`;
}

export function sitemapEntry(url: string, lastmod?: Date | null): string {
  return `<sitemap><loc>${escapeXml(url)}</loc>${lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : ''}</sitemap>\n`;
}

/** The longest `urlEntry` of a product whose slug has `slugBytes` UTF-8 bytes, whatever they are. */
export function longestProductEntry(origin: string, slugBytes: number): number {
  // Each byte of a slug becomes at most 6 characters: `'` is `&apos;`, other bytes `%XX` or `&amp;`.
  return Buffer.byteLength(urlEntry(`${origin}/product/`, new Date(0))) + 6 * slugBytes;
}
