import { createMessages, getI18n, type Language } from 'shared-ui';

/**
 * Texts of a server-rendered content page's head (its title in the tab and in link previews), in
 * the shopper's language from the request (the render entry's `lang`), not the process's page
 * language. The page's own title and intro come from content/<page>/<language>.ts.
 */
const en = {
  // As the page itself names the tab in the browser (account/useDocumentTitle.ts).
  'head.pageTitle': '{{title}} · {{brand}}',
};

const so: typeof en = {
  'head.pageTitle': '{{title}} · {{brand}}',
};

const { namespace } = createMessages('mf-account-head', { so, en });

export type HeadKey = keyof typeof en;

export const headText = (lang: Language, key: HeadKey, vars?: Record<string, string | number>): string =>
  String(getI18n().t([namespace, key], vars, lang));
