/**
 * The first API request of a page, started by the shell before the page's remote has arrived
 * (issue 14: the request chain). The remote declares it: its manifest's metaData.pages names,
 * for a route, the page's first call (a public shared-api call, route parameters written
 * ':name'; tooling/webpack.cjs, mf-catalogue/src/pages.json, tested there against the pages'
 * own calls). The shell knows no remote's calls: a remote that changes its first call says so in
 * its next release. The answer is handed over through the page's one shared-api client
 * (shared-api/src/client/default.ts): the remote's own identical call, made when its code has
 * loaded, shares the request in flight (request spacing) or reads the answer from the client's
 * cache (spec §9 lifetimes). Should they differ, the page simply asks again: nothing is wrong,
 * just slower. A failed early request is forgotten by the client at once.
 */
import { api, callRoutes } from 'shared-api';
import { isObj, pageOf, routeValues } from './earlyHints';

export interface FirstCall {
  call: string;
  params: Record<string, unknown>;
}

/** The values of a route's ':name' segments in a path it matches, decoded as a router gives them (null: a malformed address). */
function routeParams(route: string, pathname: string): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const [name, raw] of Object.entries(routeValues(route, pathname) ?? {})) {
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      return null; // the page shows its own error
    }
  }
  return out;
}

/**
 * The first call a remote's manifest declares for this path, its ':name' values filled in; null
 * when it declares none, names a call this page's contract does not have or one that needs a
 * session (the shell starts only public reads), or the address cannot be read.
 */
export function firstCallFor(manifest: unknown, pathname: string): FirstCall | null {
  const page = pageOf(manifest, pathname);
  const first = page?.firstCall;
  if (!page || !isObj(first) || typeof first.call !== 'string' || !isObj(first.params)) return null;
  const routes = callRoutes as Record<string, { auth?: boolean }>;
  if (!Object.hasOwn(routes, first.call) || routes[first.call]!.auth) return null;
  const values = routeParams(page.path as string, pathname);
  if (!values) return null;
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(first.params)) {
    const name = typeof value === 'string' && value.startsWith(':') ? value.slice(1) : null;
    if (name !== null && !(name in values)) return null;
    params[key] = name !== null ? values[name] : value;
  }
  return { call: first.call, params };
}

/** Starts the page's first call once its remote's manifest is read; its failure is the page's to report (it asks again). */
export function startEarlyData(pathname: string, manifest: Promise<unknown> | null): void {
  manifest
    ?.then((m) => {
      const first = firstCallFor(m, pathname);
      return first ? api.call(first.call as never, first.params as never) : undefined;
    })
    .catch(() => undefined);
}
