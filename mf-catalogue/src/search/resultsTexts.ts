import { createMessages } from 'shared-ui';

/**
 * Texts of the search results page, in its chunk (the header's search box has its own, texts.ts).
 * The spec's own texts (the sorts 'Qiimaha Sare', 'Qiimaha Hoose', …) are kept exactly.
 */
const resultsEn = {
  'results.title': 'Results for “{{keyword}}”',
  'results.titleEmpty': 'Search',
  'results.count_one': '{{count}} product',
  'results.count_other': '{{count}} products',
  // A search answers at most SEARCH_RESULTS_MAX products: at the cap there were more.
  'results.countAtLeast': '{{count}}+ products',
  'results.sortLabel': 'Sort by',
  // The sort's button without JavaScript (SortSelect): with scripts a choice sorts at once.
  'results.sortApply': 'Sort',
  'results.sort.default': 'Default',
  'results.sort.price_desc': 'Qiimaha Sare',
  'results.sort.price_asc': 'Qiimaha Hoose',
  'results.sort.reviews': 'Faallo Badan',
  'results.sort.best_selling': 'Iibka Ugu Badan',
  'results.corrected': 'Showing results for “{{words}}”',
  'results.loading': 'Searching products…',
  'results.failed': 'Failed to search products',
  'results.tryAgain': 'Try again',
  'results.enterKeyword': 'Type a product name in the search box to find it.',
  'results.emptyHint': 'Check the spelling, try fewer or other words, or browse the categories.',
  'results.browse': 'Browse categories',
  'results.pages': 'Result pages',
  'results.prev': 'Previous',
  'results.next': 'Next',
  'results.page': 'Page {{page}}',
  'results.pageOf': 'Page {{page}} of {{total}}',
};

const resultsSo: { [K in keyof typeof resultsEn]?: string } = {
  'results.title': 'Natiijooyinka “{{keyword}}”',
  'results.titleEmpty': 'Raadi',
  'results.count_one': '{{count}} alaab',
  'results.count_other': '{{count}} alaab',
  'results.countAtLeast': '{{count}}+ alaab',
  'results.sortLabel': 'Kala saar',
  'results.sortApply': 'Kala saar',
  'results.sort.default': 'Caadi',
  'results.corrected': 'Natiijooyinka “{{words}}”',
  'results.loading': 'Alaabta waa la raadinayaa…',
  'results.tryAgain': 'Isku day mar kale — Try again',
  'results.enterKeyword': 'Ku qor magaca alaabta sanduuqa raadinta.',
  'results.emptyHint': 'Hubi higaadda, isku day erayo kale ama ka yar, ama eeg qaybaha.',
  'results.browse': 'Eeg qaybaha',
  'results.pages': 'Bogagga natiijooyinka',
  'results.prev': 'Hore',
  'results.next': 'Xiga',
  'results.page': 'Bogga {{page}}',
  'results.pageOf': 'Bogga {{page}} ee {{total}}',
};

// `messages`: the server's head reads these texts in the request's language (shared-ui/text-in).
export const messages = createMessages('mf-catalogue-search-results', { so: resultsSo, en: resultsEn });
export const { t, useT } = messages;
