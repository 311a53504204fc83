import { pageHead } from 'shared-federation/server';
import { BRAND, type Language } from 'shared-ui';
import { helpPage, type HelpPath } from '../content/pages';
import { headText } from './headMessages';

/**
 * A footer content page's head: title, description (the page's intro), canonical URL, Open Graph
 * and a Twitter card, so a shared /shipping-info link previews with the page's name and first
 * lines. `origin` is the shop's public origin: every URL in the head is absolute.
 */
export function contentHead(path: HelpPath, { origin, lang }: { origin: string; lang: Language }): string {
  const page = helpPage(path, lang);
  const title = headText(lang, 'head.pageTitle', { title: page.title, brand: BRAND.name });
  return pageHead({ title, socialTitle: page.title, description: page.intro, path }, { origin, lang });
}
