import { createMessages } from 'shared-ui';
import { textIn } from 'shared-ui/text-in';
import { messages as pageMessages } from '../messages';

/**
 * Texts of a server-rendered page's head (title, description, link previews), in the shopper's
 * language from the request (the render entry's `lang`), not the process's page language.
 */
const en = {
  'head.productTitle': '{{name}} — {{brand}}',
  'head.productDescription': '{{name}} for {{price}} at {{brand}}: delivered across Somalia, same-day in Mogadishu with HAAD EXPRESS.',
  'head.home': 'Home',
  'head.homeDescription': 'Shop trusted brands at fair prices at {{brand}}: delivered across Somalia, same-day in Mogadishu with HAAD EXPRESS.',
  'head.categoryDescription': '{{name}} at {{brand}}: {{count}} products, delivered across Somalia, same-day in Mogadishu with HAAD EXPRESS.',
  'head.categoriesDescription': 'Every category at {{brand}}, from groceries to beauty: delivered across Somalia.',
  'head.searchDescription': '{{count}} products for “{{keyword}}” at {{brand}}.',
  'head.searchEmptyDescription': 'Search the products of {{brand}}.',
  'head.sectionDescription': '{{section}} at {{brand}}: delivered across Somalia, same-day in Mogadishu with HAAD EXPRESS.',
  'head.relatedDescription': 'Products like {{name}} at {{brand}}.',
  'head.discountsDescription': "Limited-time discounts and this month's specials at {{brand}}.",
  'head.privacyDescription': 'What {{brand}} collects, why, who sees it, and how to reach us.',
};

const so: typeof en = {
  'head.productTitle': '{{name}} — {{brand}}',
  'head.productDescription': '{{name}} oo ah {{price}} ka iibso {{brand}}: waxaa la geynayaa Soomaaliya oo dhan, Muqdisho isla maalinta HAAD EXPRESS.',
  'head.home': 'Bogga Hore',
  'head.homeDescription': 'Summado la isku halleyn karo, qiimo cadaalad ah, {{brand}}: waxaa la geynayaa Soomaaliya oo dhan, Muqdisho isla maalinta HAAD EXPRESS.',
  'head.categoryDescription': '{{name}} ee {{brand}}: {{count}} alaab, waxaa la geynayaa Soomaaliya oo dhan, Muqdisho isla maalinta HAAD EXPRESS.',
  'head.categoriesDescription': 'Dhammaan qaybaha {{brand}}, cuntada ilaa quruxda: waxaa la geynayaa Soomaaliya oo dhan.',
  'head.searchDescription': '{{count}} alaab oo “{{keyword}}” ah ee {{brand}}.',
  'head.searchEmptyDescription': 'Ka raadi alaabta {{brand}}.',
  'head.sectionDescription': '{{section}} ee {{brand}}: waxaa la geynayaa Soomaaliya oo dhan, Muqdisho isla maalinta HAAD EXPRESS.',
  'head.relatedDescription': 'Alaab la mid ah {{name}} ee {{brand}}.',
  'head.discountsDescription': 'Qiimo dhimis kooban iyo waxyaabaha gaarka u ah bishan ee {{brand}}.',
  'head.privacyDescription': 'Waxa {{brand}} uruuriyo, sababta, cidda aragta, iyo sida nala loola xiriiro.',
};

export const headText = textIn(createMessages('mf-catalogue-head', { so, en }));

/**
 * A text of the catalogue's page catalogue (src/messages.ts: section names, page headings) in the
 * request's language: the head names a page as the page itself does, and its title is the one the
 * page gives its tab (pages.test holds the two alike). A page's own catalogue (search results,
 * categories, sections) is read the same way, by textIn of its messages.
 */
export const pageText = textIn(pageMessages);
