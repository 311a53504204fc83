// The API calls a remote's release sends, read from its source before anything is built, and the
// check that the live API answers each of them (it publishes them at GET /api/contract,
// server/src/rpc/published-calls.ts). A new call needs the server released first: this refuses the
// remote's release until it is.
//
// What a remote sends is found where it states it, with no list to keep in step by hand:
//  - a call of shared-api's table named in its source: a quoted name ('products', the `call` of
//    its pages.json, `named('liveStream', …)`) or a definition imported from shared-api/contract/…;
//  - a route written in its source ('/api/wishlist/add', `/api/product-media/${id}`): a call it
//    defines itself, which the API must answer at that path.
// A name of the table quoted for another reason is counted too: the check may ask a little more
// than the remote sends, never less.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';

/**
 * Where shared-api keeps its call table (name → verb and path), one line a call: routes.ts, and
 * the product image routes it spreads in from a module of their own (a page's srcset builder
 * bundles those two alone).
 */
export const CALL_TABLES = ['shared-api/src/contract/routes.ts', 'shared-api/src/contract/image-routes.ts'];
/** Where the API publishes the calls it answers. */
export const PUBLISHED_CALLS_PATH = '/api/contract';

/** shared-api's call table read from its source (plain Node runs before any build): name → { http, path }. */
export function contractRoutes(root = ROOT) {
  const text = CALL_TABLES.map((file) => fs.readFileSync(path.join(root, file), 'utf8')).join('\n');
  const routes = {};
  for (const m of text.matchAll(/^\s*(\w+): \{ http: '(\w+)', path: '([^']+)'/gm)) routes[m[1]] = { http: m[2], path: m[3] };
  return routes;
}

const SKIPPED_DIRS = new Set(['node_modules', 'testing', '__tests__', '__mocks__']);
const isShipped = (file) => /\.(tsx?|json)$/.test(file) && !/\.test\.tsx?$/.test(file);

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return SKIPPED_DIRS.has(e.name) ? [] : sourceFiles(full);
    return isShipped(e.name) ? [full] : [];
  });
}

const API_PATH = /['"`](\/(?:customer\/|cutomer\/)?api\/[^'"`\s?]*)/g;
const QUOTED_NAME = /['"]([A-Za-z][A-Za-z0-9]*)['"]/g;
const CONTRACT_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]shared-api\/contract(?:\/[\w-]+)?['"]/g;

/**
 * The calls a remote's source sends: names of shared-api's table, and routes it writes itself
 * (`${…}` read as a path parameter).
 * @returns {{ names: string[], paths: string[] }}
 */
export function callsOfSource(appDir, routes = contractRoutes()) {
  const names = new Set();
  const paths = new Set();
  const known = (name) => Object.hasOwn(routes, name);
  for (const file of sourceFiles(path.join(appDir, 'src'))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [, name] of text.matchAll(QUOTED_NAME)) if (known(name)) names.add(name);
    for (const [, typeOnly, specifiers] of text.matchAll(CONTRACT_IMPORT)) {
      if (typeOnly) continue;
      for (const spec of specifiers.split(',').map((s) => s.trim())) {
        if (spec.startsWith('type ')) continue;
        const name = spec.split(/\s+as\s+/)[0].trim();
        if (known(name)) names.add(name);
      }
    }
    for (const [, route] of text.matchAll(API_PATH)) paths.add(route.replace(/\$\{[^}]*\}/g, ':param').replace(/\/$/, ''));
  }
  return { names: [...names].sort(), paths: [...paths].sort() };
}

/** Whether two routes are one (`:name` segments match any segment). */
export function sameRoute(a, b) {
  const x = a.split('/');
  const y = b.split('/');
  return x.length === y.length && x.every((s, i) => s === y[i] || s.startsWith(':') || y[i].startsWith(':'));
}

/**
 * Why the API that published `published` cannot serve a release sending `sent`; empty when it can.
 * @param {{ names: string[], paths: string[] }} sent
 * @param {Record<string, { http: string, path: string }>} routes  the workspace's call table
 * @param {{ contract?: { version?: string }, calls: Record<string, { http: string, path: string, version?: string }> }} published
 */
export function missingCalls(sent, routes, published) {
  const problems = [];
  const live = published.calls ?? {};
  const against = published.contract?.version ? ` (its contract: shared-api ${published.contract.version})` : '';
  for (const name of sent.names) {
    const want = routes[name];
    const have = live[name];
    if (!have) problems.push(`the live API does not answer ${name} (${want.http} ${want.path})${against}: release the API with it first`);
    else if (have.http !== want.http || !sameRoute(have.path, want.path)) {
      problems.push(`the live API answers ${name} at ${have.http} ${have.path}, this release sends it to ${want.http} ${want.path}`);
    }
  }
  for (const route of sent.paths) {
    if (!Object.values(live).some((c) => sameRoute(c.path, route))) problems.push(`the live API answers no call at ${route}${against}: release the API with it first`);
  }
  return problems;
}

/** The calls the API at `apiUrl` publishes, or throws why it could not be read. */
export async function publishedCalls(apiUrl, timeoutMs = 5000) {
  const url = `${apiUrl.replace(/\/$/, '')}${PUBLISHED_CALLS_PATH}`;
  let res;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    throw new Error(`the live API does not answer at ${url} (${err.cause?.code ?? err.cause?.message ?? err.message}): start it, or name it with --api <url>`);
  }
  const body = res.ok ? await res.json().catch(() => null) : null;
  if (!body || typeof body.calls !== 'object' || body.calls === null) {
    throw new Error(`the live API does not publish its calls at ${url} (HTTP ${res.status}): release an API that does first`);
  }
  return body;
}
