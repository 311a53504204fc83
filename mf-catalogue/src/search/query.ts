import { SEARCH_SORTS, searchProducts, type ApiClient, type SearchSort } from 'shared-api';
import { parsePage } from '../listing/pageNumber';

/** Spec §5/§9: suggestions only from 2 trimmed characters, after 300 ms of no typing; 5 of them. */
export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_DEBOUNCE_MS = 300;
export const SUGGESTIONS_MAX = 5;
/** Products per results page. */
export const RESULTS_PER_PAGE = 20;

/** The keyword suggestions are asked for, or null when the input is too short to ask. */
export function suggestionKeyword(input: string): string | null {
  const keyword = input.trim();
  return keyword.length >= SUGGEST_MIN_CHARS ? keyword : null;
}

/**
 * The five sorts of spec §2 in the selector's order, each with its contract filter value; the
 * label keys hold the spec's texts ('Qiimaha Sare', 'Qiimaha Hoose', …).
 */
export const SORT_OPTIONS = [
  { filter: 'default', label: 'results.sort.default' },
  { filter: 'price_desc', label: 'results.sort.price_desc' },
  { filter: 'price_asc', label: 'results.sort.price_asc' },
  { filter: 'reviews', label: 'results.sort.reviews' },
  { filter: 'best_selling', label: 'results.sort.best_selling' },
] as const satisfies readonly { filter: SearchSort; label: string }[];

/** The sort named in the URL; anything unknown (an old link, a typo) is the default sort. */
export function parseSort(value: string | null | undefined): SearchSort {
  return (SEARCH_SORTS as readonly string[]).includes(value ?? '')
    ? (value as SearchSort)
    : 'default';
}

/** The search results page (spec §2: /search-results?keyword=…&filter=…). */
export const RESULTS_PATH = '/search-results';

/** The results page's address; the default sort and page 1 are left out so links stay short. */
export function resultsUrl(keyword: string, filter: SearchSort = 'default', page = 1): string {
  const q = new URLSearchParams({ keyword: keyword.trim() });
  if (filter !== 'default') q.set('filter', filter);
  if (page > 1) q.set('page', String(page));
  return `${RESULTS_PATH}?${q.toString()}`;
}

/** What a results page shows, read from its address (?keyword=…&filter=…&page=…). */
export function resultsQuery(params: URLSearchParams) {
  return {
    keyword: (params.get('keyword') ?? '').trim(),
    filter: parseSort(params.get('filter')),
    page: parsePage(params.get('page')),
  };
}

export type ResultsQuery = ReturnType<typeof resultsQuery>;

/** The results page's load key: the server's preloaded answer is under `searchProducts:<this>`. */
export const resultsLoadKey = ({ keyword, filter, page }: ResultsQuery) => `${keyword}|${filter}|${page}`;

/** The results page's one call (none without a keyword); the browser's through shared-api's `api`. */
export function loadResults({ keyword, filter, page }: ResultsQuery, client?: ApiClient) {
  if (!keyword) return Promise.resolve(null);
  const params = { keyword, page, per_page: RESULTS_PER_PAGE, filter };
  return client ? searchProducts(params, undefined, client) : searchProducts(params);
}
