import { createMessages } from 'shared-ui';

/**
 * Texts only the category pages show (/category and /category/{slug}): a catalogue of its own, so
 * they arrive with those pages. The category navigation is on the home page: its texts, and the
 * headings the pages' skeletons draw, stay in src/messages.ts.
 */
const en = {
  'category.productsFailed': 'Failed to load category products. Please try again.',
  'category.empty': 'No products available',
  'category.loadMore': 'Load more',
  'category.shown': 'Showing {{shown}} of {{total}} products',
  'category.none': 'No categories available',
  'category.notFound': 'Category not found',
  'category.notFoundText': 'This category does not exist. The link may be old or mistyped.',
};

// `messages`: the server's head reads these texts in the request's language (shared-ui/text-in).
export const messages = createMessages('mf-catalogue-category', {
  so: {
    'category.loadMore': 'Soo kordhi — Load more',
    'category.shown': '{{shown}} ka mid ah {{total}} alaab',
    'category.none': 'Qaybo lama hayo',
    'category.notFound': 'Qaybtan lama helin — Category not found',
    'category.notFoundText': 'Qaybtan ma jirto. Linkigu waa duug ama si khaldan ayaa loo qoray.',
  },
  en,
});
export const { t, useT } = messages;
