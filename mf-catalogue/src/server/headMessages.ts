import { createMessages, getI18n, type Language } from 'shared-ui';

/**
 * Texts of a server-rendered page's head (title, description, link previews), in the shopper's
 * language from the request (the render entry's `lang`), not the process's page language.
 */
const en = {
  'head.productTitle': '{{name}} — {{brand}}',
  'head.productDescription': '{{name}} for {{price}} at {{brand}}: delivered across Somalia, same-day in Mogadishu with HAAD EXPRESS.',
  'head.home': 'Home',
};

const so: typeof en = {
  'head.productTitle': '{{name}} — {{brand}}',
  'head.productDescription': '{{name}} oo ah {{price}} ka iibso {{brand}}: waxaa la geynayaa Soomaaliya oo dhan, Muqdisho isla maalinta HAAD EXPRESS.',
  'head.home': 'Bogga Hore',
};

const { namespace } = createMessages('mf-catalogue-head', { so, en });

export type HeadKey = keyof typeof en;

export const headText = (lang: Language, key: HeadKey, vars?: Record<string, string | number>): string =>
  String(getI18n().t([namespace, key], vars, lang));
