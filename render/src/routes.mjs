// Which remote renders which public page on the server. The browser's owner of each route is the
// shell's route table; this is the part of it whose owners have a server entry: the catalogue's
// public pages (mf-catalogue/src/server/pages/index.ts, one pattern each; the query, as of
// /search-results?keyword=…, is not part of the path), the account team's footer content pages
// (customer service among them), the live list and its addresses.
// Any other page gets the shell's frame alone (service.mjs), its area rendered by the browser:
// mf-account's own pages (/account/*, /wishlist, /order-tracking…) and the cart and checkout need
// a session or offer the shopper's own data, and stay client-rendered inside that frame.
const catalogue = (pattern) => ({ remote: 'mf_catalogue', pattern });
export const SERVER_RENDERED = [
  catalogue(/^\/home\/?$/),
  catalogue(/^\/product\/[^/]+\/?$/),
  catalogue(/^\/section\/related-products\/[^/]+\/?$/),
  catalogue(/^\/section\/[^/]+\/?$/),
  catalogue(/^\/carousel\/?$/),
  catalogue(/^\/discounts\/?$/),
  catalogue(/^\/search-results\/?$/),
  catalogue(/^\/category(\/[^/]+)?\/?$/),
  catalogue(/^\/privacy-policy\/?$/),
  // mf-account/src/server/head.ts SERVER_PATHS (the footer's content pages, customer service and
  // the student discount as a logged-out shopper first sees them), rendered by its server/render.tsx.
  { remote: 'mf_account', pattern: /^\/(faq|shipping-info|billing-info|returns|about|business|platforms|terms|legal|influencer-terms|customer-service|student-discount)\/?$/ },
  // The live list, and what is no page below it (a stream that does not exist: 404). A room that
  // exists stays a browser page: its remote declines it, and it gets the frame alone
  // (mf-live/src/server/render.tsx).
  { remote: 'mf_live', pattern: /^\/suuq-live-shopping(\/.*)?$/ },
];

/** The remote that renders `pathname` on the server, or null. */
export const serverOwnerOf = (pathname) => SERVER_RENDERED.find((r) => r.pattern.test(pathname))?.remote ?? null;

/** A request for a page (not a file, not the API): what the render service may answer itself. */
export const isPageRequest = (method, pathname) =>
  (method === 'GET' || method === 'HEAD') && !/\.[a-z0-9]+$/i.test(pathname) && !/^\/(api|customer\/api|cutomer\/api|releases)\//.test(pathname);

