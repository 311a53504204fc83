import { toSectionKey, type SectionKey } from 'shared-api';
import { BRAND, type Language } from 'shared-ui';
import { sectionPath, sectionTitle } from '../../home/sectionTitle';
import { dataKey, type Preloaded } from 'shared-federation/server';
import { pageTitle } from 'shared-ui/tab-title';
import { textIn } from 'shared-ui/text-in';
import { DISCOUNTS_KEY, loadDiscounts, loadRelated, loadSection, SECTION_PRELOAD } from '../../sections/loaders';
import { breadcrumbs, namedPageHead, notFoundHead, pageHead, type HeadContext } from '../head';
import { headText, pageText } from '../headMessages';
import { messages as sectionsMessages } from '../../sections/texts';
import { notFoundAnswer } from './notFound';
import type { Answers, PageAnswer, PageLoader } from './types';

/** The section's name as its page heading says it, in the request's language. */
const titleOf = (lang: Language, key: SectionKey) => sectionTitle((k, v) => pageText(lang, k, v), key);

const sectionsText = textIn(sectionsMessages);

/** A homepage section's page (its own, or /carousel): the section's first 40 products. */
async function sectionAnswer(key: SectionKey, path: string, client: Parameters<PageLoader>[2], context: HeadContext): Promise<PageAnswer> {
  const products = await loadSection(key, client);
  const data: Answers = new Map([[dataKey(SECTION_PRELOAD.section, key), { value: products }]]);
  const name = titleOf(context.lang, key);
  const description = headText(context.lang, 'head.sectionDescription', { section: name, brand: BRAND.name });
  return { data, status: 200, head: namedPageHead({ name, description, path, image: products[0]?.imageUrl }, context) };
}

/** /section/:name (best-sellers, new-arrivals, …): a name that is no section is the page's own 'Section not found', 404. */
export const loadSectionPage: PageLoader = async ({ name = '' }, _search, client, context) => {
  const key = toSectionKey(name);
  if (!key) {
    const head = notFoundHead(sectionsText(context.lang, 'section.notFound'), `/section/${encodeURIComponent(name)}`, context);
    return { data: new Map() as Preloaded, status: 404, head };
  }
  return sectionAnswer(key, sectionPath(key), client, context);
};

/** /carousel: everything in the featured carousel. */
export const loadCarouselPage: PageLoader = (_params, _search, client, context) =>
  sectionAnswer('featured_carousel', '/carousel', client, context);

/** /discounts: the limited-time discounts and the monthly special. */
export const loadDiscountsPage: PageLoader = async (_params, _search, client, context) => {
  const products = await loadDiscounts(client);
  const data: Answers = new Map([[dataKey(SECTION_PRELOAD.discounts, DISCOUNTS_KEY), { value: products }]]);
  const name = pageText(context.lang, 'page.discounts');
  const description = headText(context.lang, 'head.discountsDescription', { brand: BRAND.name });
  return { data, status: 200, head: namedPageHead({ name, description, path: '/discounts', image: products[0]?.imageUrl }, context) };
};

/** /section/related-products/:productId: the product and its subcategory; an unknown product is the page's error text, 404. */
export const loadRelatedPage: PageLoader = async ({ productId = '' }, _search, client, context) => {
  const data: Answers = new Map();
  const key = dataKey(SECTION_PRELOAD.related, productId);
  try {
    const related = await loadRelated(productId, client);
    data.set(key, { value: related });
    const { lang } = context;
    const name = pageText(lang, 'page.related');
    const path = `/section/related-products/${encodeURIComponent(productId)}`;
    const head = pageHead(
      {
        title: pageTitle(`${name}: ${related.product.name}`),
        description: headText(lang, 'head.relatedDescription', { name: related.product.name, brand: BRAND.name }),
        path,
        image: related.product.imageUrl,
        jsonLd: [breadcrumbs([{ name: related.product.name, path: `/product/${related.product.slug}` }, { name, path }], context)],
      },
      context,
    );
    return { data, status: 200, head };
  } catch (err) {
    // The page keeps its heading (the error is said under it): so does its title.
    return notFoundAnswer(err, data, key, () =>
      notFoundHead(pageText(context.lang, 'page.related'), `/section/related-products/${encodeURIComponent(productId)}`, context));
  }
};
