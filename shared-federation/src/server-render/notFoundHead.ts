import type { Language } from 'shared-ui';
import { pageTitle } from 'shared-ui/tab-title';
import { textIn } from 'shared-ui/text-in';
import { messages } from '../remote/PageNotFound';
import { escapeHtml, meta } from './head';

/**
 * The head of a page that is only a state, drawn by the shell's frame (not found, coming soon): the
 * title its tab shows once the page runs (usePageTitle), what it says, and noindex.
 */
export const stateHead = ({ title, text }: { title: string; text: string }): string =>
  [`<title>${escapeHtml(pageTitle(title))}</title>`, meta('name', 'description', text), meta('name', 'robots', 'noindex')].join('');

/** What the not-found page says, in `lang` (outside React). */
const notFoundText = textIn(messages);

/** The shop's not-found page's head (an address no page answers), as PageNotFound says it. */
export const notFoundHead = (lang: Language): string => stateHead({ title: notFoundText(lang, 'notFoundTitle'), text: notFoundText(lang, 'notFoundText') });
