import { createMessages } from 'shared-ui';

/**
 * Texts of the header's search box, a catalogue of its own (beside src/messages.ts): the box is
 * in every first load, so it carries these and no page's texts (the results page's are in
 * resultsTexts.ts, the categories panel's in fragments/panelTexts.ts, each with its chunk).
 * The spec's own texts ('View all results', …) are kept exactly in both languages.
 */
const searchEn = {
  'search.placeholder': 'Search for products…',
  'search.label': 'Search products',
  'search.submit': 'Search',
  'search.clear': 'Clear search',
  'search.recent': 'Recent searches',
  'search.clearRecent': 'Clear',
  'search.suggestions': 'Suggestions',
  'search.viewAll': 'View all results',
  'search.noResults': 'No products found matching your search',
  'search.typeToSearch': 'Type to search for products',
  'search.searching': 'Searching…',
  'search.panelTitle': 'Search Products',
};

const searchSo: { [K in keyof typeof searchEn]?: string } = {
  'search.placeholder': 'Raadi alaab…',
  'search.label': 'Raadi alaabta',
  'search.submit': 'Raadi',
  'search.clear': 'Tirtir raadinta',
  'search.recent': 'Raadintii u dambeysay',
  'search.clearRecent': 'Tirtir',
  'search.suggestions': 'Talooyin',
  'search.searching': 'Waa la raadinayaa…',
};

export const { t, useT } = createMessages('mf-catalogue-search', { so: searchSo, en: searchEn });
