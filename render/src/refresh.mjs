// The render service's companion: follows the catalogue's change feed (the product updates the
// browser polls too, spec §4: shared-api's productUpdates, POST /api/product-updates) and has nginx
// render each changed product's page again at once, in every language, instead of keeping the old
// copy until its s-maxage runs out. It asks nginx's refresh listener with X-Suuq-Refresh: 1
// (deploy/src/nginx-pages.mjs), which bypasses the cache and stores the new page under the public
// key (the shop's Host, the language cookie). What it refreshes: the product page of a created or
// changed product. Lists that show it (/home, categories, search) keep their copy until s-maxage
// (60 s); a deleted product (the feed names only its id) likewise.
import http from 'node:http';
import { contractRoutes } from 'deploy/api-calls';
import { PAGE_LANGUAGES, REFRESH_HEADER } from 'deploy/nginx-pages';

/** How often the feed is read: a changed price is on the cached page within a few seconds. */
export const REFRESH_EVERY_MS = 2000;

/** The pages to render again for one change of the feed. */
export const pagesOf = (update) => (update.action === 'delete' || !update.product?.slug ? [] : [`/product/${encodeURIComponent(update.product.slug)}`]);

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
 * Follows the feed from the catalogue's newest change at start until `stop()`.
 * @param {{ apiOrigin: string, refreshOrigin: string, hosts: string[], everyMs?: number, log?: (line: object) => void }} o
 *   hosts: the Host header(s) shoppers use (the cache key's host), e.g. `shop.suuq.so` or `127.0.0.1:8080`.
 */
export function followCatalogue({ apiOrigin, refreshOrigin, hosts, everyMs = REFRESH_EVERY_MS, log = () => {} }) {
  const routes = contractRoutes();
  const languages = [...new Set(Object.values(PAGE_LANGUAGES))];
  let since = null;
  let timer = null;
  let stopped = false;

  async function once() {
    if (since === null) {
      // The newest change the API knows: only what changes after the service started is refreshed.
      const check = await call(apiOrigin, routes.productUpdatesCheck, {});
      since = check.headers.get('x-last-update') || new Date().toISOString();
      return;
    }
    let more = true;
    while (more && !stopped) {
      const { updates, timestamp, has_more } = await call(apiOrigin, routes.productUpdates, { timestamp: since, limit: 200 });
      for (const update of updates) {
        for (const page of pagesOf(update)) {
          for (const host of hosts) {
            for (const lang of languages) {
              const status = await refreshPage(refreshOrigin, host, page, lang).catch((err) => `failed: ${err.message}`);
              log({ refreshed: page, host, lang, status });
            }
          }
        }
      }
      since = timestamp;
      more = has_more;
    }
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
