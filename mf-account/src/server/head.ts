import { pageHead } from 'shared-federation/server';
import { formatPrice, type Language } from 'shared-ui';
import { pageTitle } from 'shared-ui/tab-title';
import { textIn } from 'shared-ui/text-in';
import { STUDENT_DISCOUNT } from 'shared-api/contract/student-rules';
import { helpPage, HELP_PATHS, type HelpPath } from '../content/pages';
import { messages as supportMessages } from '../content/customer-service/messages';
import { messages as studentMessages } from '../student/messages';

const supportText = textIn(supportMessages);
const studentText = textIn(studentMessages);

/** A page's name and first lines, in one language: what its head says of it. */
type Summary = { title: string; intro: string };

/**
 * The account team's pages with a form that every shopper first sees logged out (their session
 * settles after hydration, as in the browser's own first render): Customer Service and the
 * Student & Grad Discount. Their heading and intro are what a link preview shows.
 */
const OPEN_PAGES = {
  '/customer-service': (lang: Language): Summary => ({ title: supportText(lang, 'title'), intro: supportText(lang, 'intro') }),
  '/student-discount': (lang: Language): Summary => {
    const vars = { percent: STUDENT_DISCOUNT.percent, cap: formatPrice(STUDENT_DISCOUNT.capCents / 100) };
    return { title: studentText(lang, 'student.title'), intro: studentText(lang, 'student.intro', vars) };
  },
};
export type OpenPath = keyof typeof OPEN_PAGES;
export const OPEN_PATHS = Object.keys(OPEN_PAGES) as OpenPath[];

/** Every page this remote renders on the server: the footer's content pages and the open ones. */
export type ServerPath = HelpPath | OpenPath;
export const SERVER_PATHS: readonly ServerPath[] = [...HELP_PATHS, ...OPEN_PATHS];

const summaryOf = (path: ServerPath, lang: Language): Summary =>
  path in OPEN_PAGES ? OPEN_PAGES[path as OpenPath](lang) : helpPage(path as HelpPath, lang);

/**
 * A server-rendered page's head: title, description (the page's intro), canonical URL, Open Graph
 * and a Twitter card, so a shared /shipping-info link previews with the page's name and first
 * lines. `origin` is the shop's public origin: every URL in the head is absolute.
 */
export function contentHead(path: ServerPath, { origin, lang }: { origin: string; lang: Language }): string {
  const page = summaryOf(path, lang);
  // The title the page gives its tab in the browser (usePageTitle), so hydration keeps it.
  return pageHead({ title: pageTitle(page.title), socialTitle: page.title, description: page.intro, path }, { origin, lang });
}
