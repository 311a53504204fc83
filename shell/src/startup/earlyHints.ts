/**
 * Starts, as the shell's early script runs (early.ts, before main.js), what the page's remote will
 * need, so those requests run while the shell's own scripts still load instead of one after
 * another (HTML → shell scripts → remotes.json → mf-manifest.json → remoteEntry.js → page chunk →
 * API, each waiting for the one before), from the release record inlined in the page (record.ts): the manifest of the
 * remote that owns the route is fetched once (fetchManifestEarly) and handed to the federation
 * runtime (retryPlugin.ts takes it), and once the manifest arrives and shows the remote is one this
 * shell runs (nothing of a refused remote is fetched), its remoteEntry.js is preloaded
 * with the scripts it names for the page: the remote's app and the page's own chunk
 * (the manifest's exposes and metaData.pages, tooling/webpack.cjs), which otherwise start only
 * once the shell and the remote's app have run. Without a record there is nothing to start and the
 * page loads as before; a hint that turns out unused (the record was stale) costs one small
 * request, never a wrong page: the federation runtime still loads what the record it registered
 * names. Runs before module federation shares its libraries (in the early script, a bundle without
 * it): plain DOM only.
 */
import { incompatibilities, needsOf, PAGES_KEY } from 'shared-federation/compatibility';
import { pageRouteOf } from '../routing/routes';
import { REMOTES, readInlinedRecord, type ReleaseManifest } from '../federation/record';

/** A script the page will run, announced with <link rel=preload as=script>. */
export interface Hint {
  href: string;
  as: 'script';
}

/**
 * Every remote's build names its entry remoteEntry.js beside its manifest (tooling/webpack.cjs:
 * `filename: 'remoteEntry.js'`; the manifest's publicPath is 'auto': relative to the manifest).
 */
export const ENTRY_FILE = 'remoteEntry.js';

/** The page a path shows: '/' is /home (routeTable's redirect). */
export const pagePathOf = (pathname: string): string => (pathname === '/' ? '/home' : pathname);

/** The remote that owns a page, by the record: its manifest's URL, and the hint for its entry beside it. */
export function remoteOfPage(record: ReleaseManifest, pathname: string, base: string): { manifestHref: string; entry: Hint } | null {
  const route = pageRouteOf(pagePathOf(pathname));
  const manifestUrl = route ? record[REMOTES[route.remote]] : undefined;
  if (!manifestUrl) return null;
  let manifest: URL;
  try {
    manifest = new URL(manifestUrl, base);
  } catch {
    return null;
  }
  return { manifestHref: manifest.href, entry: { href: new URL(ENTRY_FILE, manifest).href, as: 'script' } };
}

/** The expose the shell mounts a remote's pages from (remotes.ts loadRemoteApp). */
export const APP_EXPOSE = 'app';

/**
 * The ':name' values (as written in the path, not decoded) of a path that a route of
 * metaData.pages ('/product/:slug') matches as the remotes' routers do: case aside, a trailing
 * slash aside; null when it does not match.
 */
export function routeValues(route: string, pathname: string): Record<string, string> | null {
  const want = route.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const values: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    if (part.startsWith(':')) values[part.slice(1)] = have[i]!;
    else if (part.toLowerCase() !== have[i]!.toLowerCase()) return null;
  }
  return values;
}

export const routeMatches = (route: string, pathname: string): boolean => routeValues(route, pathname) !== null;

type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** The entry of a remote manifest's metaData.pages whose route matches the path, if any (anything unreadable: none). */
export function pageOf(manifest: unknown, pathname: string): Obj | undefined {
  const meta = isObj(manifest) && isObj(manifest.metaData) ? manifest.metaData : {};
  const pages = meta[PAGES_KEY];
  return (Array.isArray(pages) ? pages : []).find((p): p is Obj => isObj(p) && typeof p.path === 'string' && routeMatches(p.path, pathname));
}

/**
 * What a remote's manifest says the page needs first: its app's scripts (the expose's sync
 * assets) and, when the route's page is a chunk of its own, that chunk's scripts. Scripts are
 * relative to the manifest (publicPath 'auto') unless it names a publicPath. Anything unreadable
 * gives no hint.
 */
export function pageScriptHints(manifest: unknown, manifestHref: string, pathname: string): Hint[] {
  if (!isObj(manifest)) return [];
  const meta = isObj(manifest.metaData) ? manifest.metaData : {};
  let base: URL;
  try {
    const publicPath = typeof meta.publicPath === 'string' && meta.publicPath !== 'auto' ? meta.publicPath : '.';
    base = new URL(publicPath, manifestHref);
  } catch {
    return [];
  }
  const app = (Array.isArray(manifest.exposes) ? manifest.exposes : []).find((e) => isObj(e) && e.name === APP_EXPOSE);
  const appJs = isObj(app) && isObj(app.assets) && isObj(app.assets.js) ? strings(app.assets.js.sync) : [];
  const page = pageOf(manifest, pathname);
  const pageJs = page ? strings(page.js) : [];
  const hints: Hint[] = [];
  for (const file of [...appJs, ...pageJs]) {
    try {
      const href = new URL(file, base).href;
      if (!hints.some((h) => h.href === href)) hints.push({ href, as: 'script' });
    } catch {
      // a name that is no URL: no hint
    }
  }
  return hints;
}

/**
 * What the early script started, for main.js: the two are separate bundles (shell/src/startup/early.ts,
 * tooling/webpack/early-script.cjs), each with its own copy of this module, so the manifests
 * fetched early live on one global, as shared-api's page client does.
 */
interface EarlyStore {
  /** Manifest URL → its response, until the federation runtime takes it. */
  manifests: Map<string, Promise<Response>>;
  /** The content of the page's remote's manifest (null without an inlined record, or when the shell refuses that remote). */
  page: Promise<unknown> | null;
}
const STORE = Symbol.for('suuq.shell.early.v1');
const store = (): EarlyStore => ((globalThis as typeof globalThis & { [STORE]?: EarlyStore })[STORE] ??= { manifests: new Map(), page: null });
export const pageManifest = (): Promise<unknown> | null => store().page;
const keyOf = (href: string) => new URL(href, location.href).href;

/**
 * Fetches the page's remote's manifest now, once, and once it is read announces the remote's entry
 * and the scripts it names for this page; its content is kept for the page's first call
 * (earlyData.ts). A remote this shell will refuse (its needs: compatibility.ts) gets neither: no
 * byte of its code is fetched, nor its page's call (the rule of compatibility.ts, read from
 * shared-federation itself: the early script stays small). The response waits for the federation runtime
 * (takeEarlyManifest); a failure is its to handle (it fetches again, with retries).
 */
export function fetchManifestEarly(doc: Document, manifestHref: string, pathname: string, fetchFn: typeof fetch = fetch, offer = __FEDERATION_OFFER__): void {
  const response = fetchFn(manifestHref, { credentials: 'same-origin' });
  store().manifests.set(keyOf(manifestHref), response);
  const content: Promise<unknown> = response
    .then((res) => (res.ok ? res.clone().json() : null))
    .then((manifest: unknown) => (manifest !== null && incompatibilities(needsOf(manifest), offer).length === 0 ? manifest : null))
    .catch(() => null);
  store().page = content;
  const entry: Hint = { href: new URL(ENTRY_FILE, manifestHref).href, as: 'script' };
  void content.then((manifest) => manifest !== null && announce(doc, [entry, ...pageScriptHints(manifest, manifestHref, pathname)]));
}

/** The manifest fetched early for this URL, once (a copy: the early reader has its own). */
export function takeEarlyManifest(manifestUrl: string): Promise<Response> | undefined {
  let key: string;
  try {
    key = keyOf(manifestUrl);
  } catch {
    return undefined;
  }
  const { manifests } = store();
  const response = manifests.get(key);
  manifests.delete(key);
  return response?.then((res) => res.clone());
}

/**
 * What the early script does as the page opens (shell/src/startup/early.ts): from the release
 * record inlined in the page, the route owner's manifest is fetched, and its entry announced once
 * the manifest shows this shell can run it (fetchManifestEarly).
 */
export function startEarly(doc: Document, loc: Pick<Location, 'pathname' | 'href'>): void {
  if (neverShown(loc.pathname)) return;
  const record = readInlinedRecord(doc);
  const remote = record && remoteOfPage(record, loc.pathname, loc.href);
  if (!remote) return;
  fetchManifestEarly(doc, remote.manifestHref, pagePathOf(loc.pathname));
}

/** The logged-in flag as the shell's session stores it (session/storage.ts KEYS.loggedIn; earlyHints.test holds the two together). */
export const LOGGED_IN_KEY = 'userLoggedIn';

/**
 * A protected page (routing/routes.ts) that a shopper with no session on this device never sees:
 * the shell asks for the login and goes home (App.tsx), so its remote's code would be fetched and
 * never run (and Chromium warns of preloads left unused). Storage that cannot be read: not shown.
 */
export function neverShown(pathname: string, storage: () => Pick<Storage, 'getItem'> | undefined = () => globalThis.localStorage): boolean {
  if (!pageRouteOf(pagePathOf(pathname))?.protected) return false;
  try {
    return storage()?.getItem(LOGGED_IN_KEY) !== 'true';
  } catch {
    return true;
  }
}

/** Adds each hint to <head> once. */
export function announce(doc: Document, hints: Hint[]): void {
  for (const hint of hints) {
    const exists = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((l) => l.href === hint.href);
    if (exists) continue;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', hint.as);
    link.href = hint.href;
    doc.head.appendChild(link);
  }
}
