import { BRAND, type Language } from 'shared-ui';
import { helpPage, type HelpPath } from '../content/pages';
import { headText } from './headMessages';

/** What the head says of a description: search engines show about this much. */
const DESCRIPTION_MAX = 160;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).replace(/\s+\S*$/, '')}…`;
}

/**
 * A footer content page's head: title, description (the page's intro), canonical URL, Open Graph
 * and a Twitter card, so a shared /shipping-info link previews with the page's name and first
 * lines. `origin` is the shop's public origin: every URL in the head is absolute.
 */
export function contentHead(path: HelpPath, { origin, lang }: { origin: string; lang: Language }): string {
  const page = helpPage(path, lang);
  const url = new URL(path, `${origin.replace(/\/$/, '')}/`).href;
  const title = headText(lang, 'head.pageTitle', { title: page.title, brand: BRAND.name });
  const description = clip(page.intro);
  const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', BRAND.name),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', lang === 'so' ? 'so_SO' : 'en_US'),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', description),
  ].join('');
}
