// The render service's companion: follows the catalogue's change feed (the product updates the
// browser polls too, spec §4: shared-api's productUpdates, POST /api/product-updates) and has nginx
// render again, at once and in every language, each cached page that shows a changed product,
// instead of keeping the old copy until its s-maxage runs out. It asks nginx's refresh listener
// with X-Suuq-Refresh: 1 (deploy/src/nginx-pages.mjs), which bypasses the cache and stores the new
// page under the public key (the shop's Host, the language cookie).
//
// The pages of a change (pagesOf), from what the feed gives (the product's summary: slug, category
// id; only the id of a deleted product) and what the companion reads from the API once per poll
// that has changes (the shop's view: sections, categories, related rows; before and after, so a
// product that LEAVES a list refreshes it too):
// - its product page (a deleted product's by the slug remembered from the feed or the lists: the
//   cache then answers the page's 404) and its related products page;
// - /home (its sections, its first picture: any change may move them; one render a poll);
// - the category pages of its category and of the main category holding it, by id (the address
//   every link of the shop and the canonical URL use; a /category/{slug} address, for old links,
//   keeps its copy for s-maxage);
// - the section pages (/section/…, /carousel) whose first 40 products show it, now or before;
//   /discounts when it is discounted, or its discount sections show it now or before;
// - the product pages of its subcategory whose related row shows it (the subcategory's first 9).
// Not known cheaply, so kept short (render/src/cachePolicy.mjs): the related products pages of the
// other products of its subcategory (up to 40 pages for each change, rarely opened) and every
// address with a query (search results: one key per keyword; a link's tracking parameters).
// Curated section rows (product_sections) change nothing in the feed: their pages follow at the
// next change of a product they show, or s-maxage. A deleted product whose slug the companion never
// saw (not changed since it started, on no list it read) keeps its page until s-maxage; then nginx
// asks again and keeps the 404.
//
// Batched: the changes of one poll (all its pages, has_more included) make one set of pages, each
// refreshed once per host and language, REFRESH_CONCURRENCY at a time.
import http from 'node:http';
import { contractRoutes } from 'deploy/api-calls';
import { PAGE_LANGUAGES, REFRESH_HEADER } from 'deploy/nginx-pages';

/** How often the feed is read: a changed price is on the cached page within a few seconds. */
export const REFRESH_EVERY_MS = 2000;
/** Refreshes in flight at once: the render service keeps serving shoppers meanwhile. */
export const REFRESH_CONCURRENCY = 4;
/** Products on a section page (mf-catalogue's SECTION_PAGE_SIZE); the API answers up to 50. */
export const SECTION_PAGE_SIZE = 40;
/** A product page's related row: the first products of its subcategory, itself left out (RELATED_ROW_SIZE + 1). */
export const RELATED_ROW_LISTED = 9;
/** Slugs remembered for deleted products (id → slug, category), newest kept. */
export const REMEMBERED_PRODUCTS = 200_000;

const DISCOUNT_SECTIONS = ['limited_time_discounts', 'monthly_special'];
const productPath = (slug) => `/product/${encodeURIComponent(slug)}`;
const categoryPath = (id) => `/category/${id}`;
/** mf-catalogue's sectionPath, and the other addresses that show a section. */
const sectionPaths = (key) => [
  `/section/${key.replace(/_/g, '-')}`,
  ...(key === 'featured_carousel' ? ['/carousel'] : []),
  ...(DISCOUNT_SECTIONS.includes(key) ? ['/discounts'] : []),
];

/**
 * The shop's lists as the companion last read them.
 * @typedef {{ sections: Record<string, {id: number, slug: string}[]>, parents: Map<number, number|null>, rows: Map<number, {id: number, slug: string}[]>, known: Map<number, {slug: string, category_id: number}> }} View
 */
/** @returns {View} */
export const emptyView = () => ({ sections: {}, parents: new Map(), rows: new Map(), known: new Map() });

/**
 * The pages to render again for one change of the feed.
 * @param {{ action: string, product: { id: number, slug?: string, category_id?: number, price?: number, oldPrice?: number|null } }} update
 * @param {View} [before] the lists as they were before the change
 * @param {View} [after]  the lists as they are now
 */
export function pagesOf(update, before = emptyView(), after = before) {
  const { id } = update.product;
  const deleted = update.action === 'delete';
  const seen = before.known.get(id) ?? after.known.get(id);
  const slug = deleted ? seen?.slug : update.product.slug;
  const categoryId = deleted ? seen?.category_id : update.product.category_id;
  // The product's own page first: refreshes run in this order, the page most asked for soonest.
  const pages = new Set(slug ? [productPath(slug)] : []);
  pages.add('/home').add(`/section/related-products/${id}`);
  if (categoryId !== undefined) {
    pages.add(categoryPath(categoryId));
    const parent = after.parents.get(categoryId) ?? before.parents.get(categoryId);
    if (parent != null) pages.add(categoryPath(parent));
  }
  const shows = (list) => (list ?? []).some((p) => p.id === id);
  for (const key of new Set([...Object.keys(before.sections), ...Object.keys(after.sections)])) {
    if (shows(before.sections[key]) || shows(after.sections[key])) sectionPaths(key).forEach((p) => pages.add(p));
  }
  // /discounts falls back to any discounted product when its two sections are empty.
  if (!deleted && update.product.oldPrice != null && update.product.oldPrice > update.product.price) pages.add('/discounts');
  if (categoryId !== undefined) {
    for (const rows of [before.rows.get(categoryId), after.rows.get(categoryId)]) {
      if (!shows(rows)) continue;
      for (const other of rows) if (other.id !== id) pages.add(productPath(other.slug));
    }
  }
  return [...pages];
}

/** The pages of a poll's changes, each once; the changed products' own pages first. */
export function pagesOfAll(updates, before, after) {
  const each = updates.map((u) => pagesOf(u, before, after));
  const own = each.map((pages) => pages[0]).filter((page) => page.startsWith('/product/'));
  return [...new Set([...own, ...each.flat()])];
}

/** Runs `jobs` (functions returning promises), at most `limit` at a time. */
export async function inBatches(jobs, limit) {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) await jobs[next++]();
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
}

/** One refresh: GET `page` on the refresh listener as a shopper of `host` in `lang` sees it. */
function refreshPage(refreshOrigin, host, page, lang) {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(page, refreshOrigin), { headers: { host, [REFRESH_HEADER]: '1', cookie: `suuq_lang=${lang}`, accept: 'text/html' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.setTimeout(10_000, () => req.destroy(new Error('no answer in 10 s')));
    req.on('error', reject);
    req.end();
  });
}

async function call(apiOrigin, route, params) {
  const res = await fetch(new URL(route.path, apiOrigin), {
    method: route.http,
    headers: { 'content-type': 'application/json' },
    body: route.http === 'HEAD' ? undefined : JSON.stringify({ jsonrpc: '2.0', method: 'call', params, id: 1 }),
  });
  if (route.http === 'HEAD') return res;
  const body = await res.json();
  if (body.error) throw new Error(body.error.message);
  return body.result;
}

/**
 * Reads the lists a change may touch: the sections (one call), the category tree (when a category
 * is new to it), the related rows of the changed categories. A list that cannot be read is left
 * out: its pages then follow s-maxage.
 * @param {View} previous
 * @param {number[]} categoryIds the changed products' categories
 */
async function readView(apiOrigin, routes, previous, categoryIds) {
  const view = { sections: {}, parents: previous.parents, rows: new Map(previous.rows), known: previous.known };
  const brief = (p) => ({ id: p.id, slug: p.slug });
  const remember = (p) => {
    view.known.delete(p.id);
    view.known.set(p.id, { slug: p.slug, category_id: p.category_id });
    if (view.known.size > REMEMBERED_PRODUCTS) view.known.delete(view.known.keys().next().value);
  };
  const [sections, categories] = await Promise.allSettled([
    call(apiOrigin, routes.homepageSections, { limit: SECTION_PAGE_SIZE }),
    categoryIds.some((id) => !view.parents.has(id)) || view.parents.size === 0 ? call(apiOrigin, routes.categories, {}) : null,
  ]);
  // One call per changed category, a few at a time (a poll may change hundreds of them).
  const rows = [];
  await inBatches(
    categoryIds.map((category, i) => () =>
      call(apiOrigin, routes.products, { category, limit: RELATED_ROW_LISTED }).then(
        (value) => (rows[i] = { status: 'fulfilled', value }),
        () => (rows[i] = { status: 'rejected' }),
      ),
    ),
    REFRESH_CONCURRENCY,
  );
  if (sections.status === 'fulfilled') {
    for (const [key, list] of Object.entries(sections.value.sections)) {
      list.forEach(remember);
      view.sections[key] = list.map(brief);
    }
  }
  if (categories.status === 'fulfilled' && categories.value) {
    view.parents = new Map();
    for (const main of categories.value.categories) {
      view.parents.set(main.id, null);
      for (const sub of main.subcategories) view.parents.set(sub.id, main.id);
    }
  }
  rows.forEach((answer, i) => {
    if (answer.status !== 'fulfilled') return view.rows.delete(categoryIds[i]);
    answer.value.products.forEach(remember);
    view.rows.set(categoryIds[i], answer.value.products.map(brief));
  });
  return view;
}

/**
 * Follows the feed from the catalogue's newest change at start until `stop()`.
 * @param {{ apiOrigin: string, refreshOrigin: string, hosts: string[], everyMs?: number, concurrency?: number, log?: (line: object) => void }} o
 *   hosts: the Host header(s) shoppers use (the cache key's host), e.g. `shop.suuq.so` or `127.0.0.1:8080`.
 */
export function followCatalogue({ apiOrigin, refreshOrigin, hosts, everyMs = REFRESH_EVERY_MS, concurrency = REFRESH_CONCURRENCY, log = () => {} }) {
  const routes = contractRoutes();
  const languages = [...new Set(Object.values(PAGE_LANGUAGES))];
  let since = null;
  let view = emptyView();
  let timer = null;
  let stopped = false;

  async function once() {
    if (since === null) {
      // The newest change the API knows: only what changes after the service started is refreshed.
      const check = await call(apiOrigin, routes.productUpdatesCheck, {});
      since = check.headers.get('x-last-update') || new Date().toISOString();
      // The lists as they are before the first change (what the cached pages show).
      view = await readView(apiOrigin, routes, view, []);
      return;
    }
    const updates = [];
    let more = true;
    let until = since;
    while (more && !stopped) {
      const answer = await call(apiOrigin, routes.productUpdates, { timestamp: until, limit: 200 });
      updates.push(...answer.updates);
      until = answer.timestamp;
      more = answer.has_more;
    }
    if (updates.length && !stopped) {
      // Known before this poll's lists are read: a deleted product's slug and category.
      const categoryIds = [...new Set(updates.map((u) => u.product.category_id ?? view.known.get(u.product.id)?.category_id).filter((c) => c !== undefined))];
      for (const u of updates) if (u.action !== 'delete') view.known.set(u.product.id, { slug: u.product.slug, category_id: u.product.category_id });
      const before = view;
      const after = await readView(apiOrigin, routes, before, categoryIds);
      const pages = pagesOfAll(updates, before, after);
      const jobs = pages.flatMap((page) =>
        hosts.flatMap((host) =>
          languages.map((lang) => async () => {
            const status = await refreshPage(refreshOrigin, host, page, lang).catch((err) => `failed: ${err.message}`);
            log({ refreshed: page, host, lang, status });
          }),
        ),
      );
      await inBatches(jobs, concurrency);
      view = after;
      for (const u of updates) if (u.action === 'delete') view.known.delete(u.product.id);
    }
    since = until;
  }

  const tick = () =>
    once()
      .catch((err) => log({ refresh: 'feed not read', error: String(err?.message ?? err) }))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, everyMs);
      });
  tick();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
