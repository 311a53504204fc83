import { BRAND, type Language } from 'shared-ui';

// A server-rendered page's <head> tags, for every remote's render entry (shared-federation/server):
// the same title, description, canonical, Open Graph and Twitter card rules on every page.

/** What the head says of a description: search engines show about this much. */
const DESCRIPTION_MAX = 160;

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON inside <script>: no `</script>` or `<!--` can end the element early. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028|\u2029/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);

/** `url` (a path or an address) made absolute on the shop's public `origin`. */
export const absolute = (origin: string, url: string) => new URL(url, `${origin.replace(/\/$/, '')}/`).href;

export const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

/** One line, at most 160 characters, cut at a word. */
export function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).replace(/\s+\S*$/, '')}…`;
}

export interface HeadContext {
  /** The shop's public origin: every URL in the head is absolute. */
  origin: string;
  lang: Language;
}

export interface PageHeadFields {
  /** The page's <title>. */
  title: string;
  /** What a link preview calls the page (og:title, twitter:title): the title when not given. */
  socialTitle?: string;
  description: string;
  /** The page's own address (path and query), made absolute on `origin` for canonical and og:url. */
  path: string;
  /** The page's natural picture, when it has one. */
  image?: string;
  /** schema.org items (BreadcrumbList, Organization, WebSite). */
  jsonLd?: object[];
  /** For pages search engines should follow but not list (search results). */
  robots?: string;
}

/**
 * The head of a public page: title, description, canonical URL, Open Graph (og:type website), a
 * Twitter card (large when there is a picture) and its JSON-LD.
 */
export function pageHead(fields: PageHeadFields, { origin, lang }: HeadContext): string {
  const url = absolute(origin, fields.path);
  const image = fields.image ? absolute(origin, fields.image) : undefined;
  const description = clip(fields.description);
  const social = fields.socialTitle ?? fields.title;
  return [
    `<title>${escapeHtml(fields.title)}</title>`,
    meta('name', 'description', description),
    ...(fields.robots ? [meta('name', 'robots', fields.robots)] : []),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', BRAND.name),
    meta('property', 'og:title', social),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('property', 'og:locale', lang === 'so' ? 'so_SO' : 'en_US'),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', social),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    ...(fields.jsonLd ?? []).map((item) => `<script type="application/ld+json">${scriptJson(item)}</script>`),
  ].join('');
}
