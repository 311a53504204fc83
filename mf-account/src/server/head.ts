import { pageHead } from 'shared-federation/server';
import type { Language } from 'shared-ui';
import { pageTitle } from 'shared-ui/tab-title';
import { helpPage, type HelpPath } from '../content/pages';

/**
 * A footer content page's head: title, description (the page's intro), canonical URL, Open Graph
 * and a Twitter card, so a shared /shipping-info link previews with the page's name and first
 * lines. `origin` is the shop's public origin: every URL in the head is absolute.
 */
export function contentHead(path: HelpPath, { origin, lang }: { origin: string; lang: Language }): string {
  const page = helpPage(path, lang);
  // The title the page gives its tab in the browser (usePageTitle), so hydration keeps it.
  return pageHead({ title: pageTitle(page.title), socialTitle: page.title, description: page.intro, path }, { origin, lang });
}
