import { BRAND } from 'shared-ui';
import { dataKey } from 'shared-federation/server';
import { pageTitle } from 'shared-ui/tab-title';
import { textIn } from 'shared-ui/text-in';
import { loadResults, resultsLoadKey, resultsQuery, resultsUrl } from '../../search/query';
import { pageHead } from '../head';
import { messages as resultsMessages } from '../../search/resultsTexts';
import { headText } from '../headMessages';
import type { Answers, PageLoader } from './types';

/** Search engines follow a results page's links but do not list the page itself. */
const ROBOTS = 'noindex, follow';

const resultsText = textIn(resultsMessages);

/** /search-results?keyword=…&filter=…&page=…: the one search the page makes (none without a keyword). */
export const loadSearchPage: PageLoader = async (_params, searchParams, client, context) => {
  const { lang } = context;
  const query = resultsQuery(searchParams);
  const data: Answers = new Map();
  if (!query.keyword) {
    const page = resultsText(lang, 'results.titleEmpty');
    const head = pageHead(
      { title: pageTitle(page), description: headText(lang, 'head.searchEmptyDescription', { brand: BRAND.name }), path: '/search-results', robots: ROBOTS },
      context,
    );
    return { data, status: 200, head };
  }
  const answer = await loadResults(query, client);
  data.set(dataKey('searchProducts', resultsLoadKey(query)), { value: answer });
  const vars = { keyword: query.keyword, brand: BRAND.name, count: answer?.total ?? 0 };
  const head = pageHead(
    {
      // The page's heading, as its tab says it (PageFrame).
      title: pageTitle(resultsText(lang, 'results.title', vars)),
      description: headText(lang, 'head.searchDescription', vars),
      path: resultsUrl(query.keyword, query.filter, query.page),
      image: answer?.products[0]?.imageUrl,
      robots: ROBOTS,
    },
    context,
  );
  return { data, status: 200, head };
};
