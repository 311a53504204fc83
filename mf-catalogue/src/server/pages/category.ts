import { getCategories, type Category, type Subcategory } from 'shared-api';
import { BRAND } from 'shared-ui';
import { findCategory, shownPages } from '../../categories/categoryAddress';
import { categoryName, categoryPath } from '../../categories/categoryNames';
import { categoryLoadKey, fetchCategoryPages } from '../../categories/useCategoryProducts';
import { CATEGORIES_KEY } from '../../categories/useCategories';
import { messages as categoryMessages } from '../../categories/texts';
import { dataKey } from 'shared-federation/server';
import { textIn } from 'shared-ui/text-in';
import { namedPageHead, notFoundHead, type HeadContext } from '../head';
import { headText, pageText } from '../headMessages';
import type { Answers, PageLoader } from './types';

const categoryText = textIn(categoryMessages);

/** The category `slugOrId` names (findCategory's answer) and the main category holding it. */
function placeOf(categories: Category[], slugOrId: string): { found: Category | Subcategory; main: Category } | null {
  const found = findCategory(categories, slugOrId);
  for (const main of categories) {
    if (main === found) return { found: main, main };
    const sub = main.subcategories.find((s) => s === found);
    if (sub) return { found: sub, main };
  }
  return null;
}

/**
 * /category/:slug: the category list (its name, the navigation: useCategories) and the first 24
 * products, or the first N pages of ?page=N (useCategoryProducts), asked at once as the browser does. A slug or id the category
 * list does not have is the page's own 'No products available', answered 404.
 */
export const loadCategoryPage: PageLoader = async ({ slug = '' }, search, client, context) => {
  const pages = shownPages(search);
  const [categories, products] = await Promise.allSettled([getCategories(client), fetchCategoryPages(slug, pages, client)]);
  if (products.status === 'rejected') throw products.reason;
  const data: Answers = new Map([[dataKey('products', categoryLoadKey(slug, pages)), { value: products.value }]]);
  if (categories.status === 'rejected') return { data, status: 200, head: '' };
  data.set(dataKey('categories', CATEGORIES_KEY), { value: categories.value });
  const place = placeOf(categories.value, slug);
  if (!place) {
    const head = notFoundHead(categoryText(context.lang, 'category.notFound'), `/category/${encodeURIComponent(slug)}`, context);
    return { data, status: 404, head };
  }
  return { data, status: 200, head: categoryHead(place, products.value, context) };
};

/** Its name, description, canonical (by id: the address the shop's links use), first product's picture, breadcrumb through its main category. */
function categoryHead(
  { found, main }: { found: Category | Subcategory; main: Category },
  list: { products: { imageUrl: string }[]; total: number },
  context: HeadContext,
) {
  const { lang } = context;
  const name = categoryName(found, lang);
  const above = main === found ? [] : [{ name: categoryName(main, lang), path: categoryPath(main) }];
  return namedPageHead(
    {
      name,
      description: headText(lang, 'head.categoryDescription', { name, brand: BRAND.name, count: list.total }),
      path: categoryPath(found),
      image: list.products[0]?.imageUrl,
      above,
    },
    context,
  );
}

/** /category: every category with its subcategories (useCategories). */
export const loadAllCategoriesPage: PageLoader = async (_params, _search, client, context) => {
  const categories = await getCategories(client);
  const data: Answers = new Map([[dataKey('categories', CATEGORIES_KEY), { value: categories }]]);
  const head = namedPageHead(
    { name: pageText(context.lang, 'category.all'), description: headText(context.lang, 'head.categoriesDescription', { brand: BRAND.name }), path: '/category' },
    context,
  );
  return { data, status: 200, head };
};
