/** Values of the contract that are not calls (index.ts spreads the call modules into `calls`). */

/**
 * Sort keys of the search results page. The page shows them as 'Qiimaha Sare' (price_desc),
 * 'Qiimaha Hoose' (price_asc), 'Faallo Badan' (reviews) and 'Iibka Ugu Badan' (best_selling);
 * 'default' is relevance. Sorting happens after the relevance filter.
 */
export const SEARCH_SORTS = ['default', 'price_desc', 'price_asc', 'reviews', 'best_selling'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * A search answers at most this many products, the most relevant (however common the words: the
 * server's work stays bounded); `total` says this many when there were more.
 */
export const SEARCH_RESULTS_MAX = 1000;

/** Longest keyword the server accepts; longer ones are invalid params. */
export const SEARCH_KEYWORD_MAX = 200;

/** Largest image fix-image accepts, decoded. */
export const FIX_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** A product page's slug or id (/product/{slugOrId}): anything else is an invalid product URL. */
export const PRODUCT_SLUG_PATTERN = '^[A-Za-z0-9_-]+$';
export const PRODUCT_SLUG_MAX = 200;
