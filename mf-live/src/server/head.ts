import type { LiveStream } from 'shared-api';
import { BRAND, type Language } from 'shared-ui';
import { textIn } from '../messages';

/** The live list's address (spec §2 /{product}-live-shopping). */
export const LIST_PATH = `/${BRAND.slug}-live-shopping`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const absolute = (origin: string, url: string) => new URL(url, `${origin.replace(/\/$/, '')}/`).href;

/**
 * The live list's head: title, description, canonical URL, Open Graph and a Twitter card, so a
 * shared link to the list previews with what is live now. The picture is the most watched live
 * stream's poster (else the soonest coming one's). `origin` is the shop's public origin: every
 * URL in the head is absolute. Nothing per shopper: the same head for everyone.
 */
export function liveListHead(streams: { live: LiveStream[]; upcoming: LiveStream[] }, { origin, lang }: { origin: string; lang: Language }): string {
  const url = absolute(origin, LIST_PATH);
  const title = textIn(lang, 'head.listTitle', { brand: BRAND.name });
  const description =
    streams.live.length > 0
      ? textIn(lang, 'head.liveNowDescription', { count: streams.live.length, brand: BRAND.name })
      : textIn(lang, 'head.listDescription', { brand: BRAND.name });
  const poster = [...streams.live, ...streams.upcoming].find((s) => s.poster)?.poster;
  const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', BRAND.name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(poster ? [meta('property', 'og:image', absolute(origin, poster))] : []),
    meta('property', 'og:locale', lang === 'so' ? 'so_SO' : 'en_US'),
    meta('name', 'twitter:card', poster ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(poster ? [meta('name', 'twitter:image', absolute(origin, poster))] : []),
  ].join('');
}
