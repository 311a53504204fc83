/** @jest-environment node */
import { HELP_PATHS, helpPage } from '../content/pages';
import { contentHead } from './head';

const metaOf = (head: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(head)?.[1];
const unescape = (text: string) => text.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c)));

describe('contentHead: what a shared content page link and a search engine read', () => {
  it.each(['so', 'en'] as const)('names each page, describes it by its intro and points to its canonical URL (%s)', (lang) => {
    for (const path of HELP_PATHS) {
      const page = helpPage(path, lang);
      const head = contentHead(path, { origin: 'https://suuq.so/', lang });
      expect(unescape(/<title>(.*?)<\/title>/.exec(head)![1]!)).toBe(`${page.title} · Suuq`);
      expect(head).toContain(`<link rel="canonical" href="https://suuq.so${path}">`);
      expect(unescape(metaOf(head, 'og:title')!)).toBe(page.title);
      expect(metaOf(head, 'og:url')).toBe(`https://suuq.so${path}`);
      expect(metaOf(head, 'og:type')).toBe('website');
      expect(metaOf(head, 'og:locale')).toBe(lang === 'so' ? 'so_SO' : 'en_US');
      const description = unescape(metaOf(head, 'description')!);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(page.intro.replace(/\s+/g, ' ').startsWith(description.replace(/…$/, ''))).toBe(true);
      expect(metaOf(head, 'og:description')).toBe(metaOf(head, 'description'));
    }
  });
});
