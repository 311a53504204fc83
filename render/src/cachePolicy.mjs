// How long a shared cache (nginx's page cache, a CDN) may keep a page the render service answers.
// The logged-out view for everyone, so public; max-age=0 keeps browsers asking (prices move).
// A page is kept for a minute, then served stale for 5 more while it is rendered again, and
// render/src/refresh.mjs renders again at once each page a catalogue change shows on. The pages it
// cannot name are kept for seconds instead (see refresh.mjs for why each cannot be known):
// - an address with a query: /search-results?keyword=… (one cache key per keyword and filter),
//   a category's first N pages (/category/{id}?page=N: its Load more without scripts), and any
//   page reached with tracking parameters (?fbclid=…), whose keys nobody can list;
// - the related products pages (/section/related-products/{id}): each shows up to 40 products of
//   a subcategory, so one change would mean refreshing up to 40 pages nobody may have opened.
// A render that failed or ran late is kept a few seconds too: a shared cache asks again soon
// instead of sending the frame for a minute (but not at every request of a busy page).
// The shell's frame alone (cart, checkout, account, login, info and unknown pages: no remote renders
// their area on the server) is kept as long as a rendered page: it is as neutral (logged out, no
// cookie read but the language, which nginx's key holds), it shows nothing of the catalogue, so no
// change of the feed can make it stale and refresh.mjs never needs to name it, and what does change
// it (a release: the page's release record, a shell build) reaches rendered pages no sooner. Kept,
// it spares the render service a frame per visit of the busiest client-rendered pages (/cart), and
// a visit behind nginx gets the frame at a cache hit's speed. When the frame did not come, the
// static host's own answer passes through with its own no-cache, as before.

const PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const CACHE_CONTROL = {
  page: PAGE,
  unlisted: 'public, max-age=0, s-maxage=10, stale-while-revalidate=20',
  failed: 'public, max-age=0, s-maxage=5, stale-while-revalidate=60',
  frame: PAGE,
};

/** A page refresh.mjs cannot name from a change of the feed. */
export const unlisted = (url) => url.search !== '' || /^\/section\/related-products\//.test(url.pathname);

/**
 * @param {URL} url the page's address
 * @param {boolean} rendered the owning remote's render is in it
 */
export const cacheControlOf = (url, rendered) => (!rendered ? CACHE_CONTROL.failed : unlisted(url) ? CACHE_CONTROL.unlisted : CACHE_CONTROL.page);
