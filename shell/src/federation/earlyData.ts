/**
 * The first API request of a page, started by the shell as soon as it runs, before the page's
 * remote has arrived (issue 14: the request chain). The answer is handed over through the
 * page's one shared-api client (shared-api/src/client/default.ts): the remote's own identical
 * call, made when its code has loaded, shares the request in flight (request spacing) or reads
 * the answer from the client's cache (spec §9 lifetimes). The calls are shared-api's public
 * catalogue calls with the same arguments the catalogue's pages use (mf-catalogue
 * home/useHomepageSections.ts: getHomepageSections(8); product/useProduct.ts: getProduct(slug)):
 * should a page ask differently one day, it simply asks again, and nothing is wrong, just slower.
 * A failed early request is forgotten by the client at once, so the page's own call goes out.
 */
import { getHomepageSections, getProduct } from 'shared-api';

/** Products per homepage section on /home (spec §9 default; mf-catalogue's HOME_SECTION_SIZE). */
export const HOME_SECTION_SIZE = 8;

/** The call a page makes first, or null when the shell does not know it. */
export function earlyCallFor(pathname: string): (() => Promise<unknown>) | null {
  if (/^\/(home\/?)?$/i.test(pathname)) return () => getHomepageSections(HOME_SECTION_SIZE);
  const product = /^\/product\/([^/]+)\/?$/i.exec(pathname);
  if (product) {
    let slug: string;
    try {
      slug = decodeURIComponent(product[1]!);
    } catch {
      return null; // a malformed address: the page shows its own error
    }
    return () => getProduct(slug);
  }
  return null;
}

/** Starts the page's first call; its failure is the page's to report (it asks again). */
export function startEarlyData(pathname: string): void {
  const call = earlyCallFor(pathname);
  if (call) call().catch(() => undefined);
}
