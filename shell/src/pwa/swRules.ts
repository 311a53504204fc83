/**
 * What the service worker (sw.ts) does with each request, as plain rules it and the tests share.
 *
 * - The shell's own build is precached (its files are listed in sw.js itself, so a new shell
 *   build is a new sw.js and the update toast).
 * - Hashed chunks (webpack's [contenthash:10]) of any origin never change: cache first, kept
 *   across releases (an open tab of an older release keeps its chunks; a remote released alone
 *   adds its new chunks beside the old ones).
 * - The release record (remotes.json), each remote's mf-manifest.json, remoteEntry.js and
 *   mf-runtime-core.js change in place when an app is released: network first, so the worker
 *   never pins an old release; the cached copy is only for when the network is gone.
 * - Images: 10 minutes served from the cache, and a copy kept 2 hours for when the network fails
 *   (spec §9: images 10 min short and 2 h long).
 * - Catalogue answers for reading offline (below).
 * - Pages in the shopper's language (below).
 */
import { stableJson } from 'shared-api/keys';
import { LANGUAGE_COOKIE, LANGUAGES, isLanguage, type Language } from 'shared-ui/language-cookie';
import { pageFileOf } from 'shared-ui/language-pages';

export const CACHE_NAMES = {
  pages: 'suuq-pages',
  records: 'suuq-release-records',
  chunks: 'suuq-chunks',
  images: 'suuq-images',
  imagesLong: 'suuq-images-long',
  catalogue: 'suuq-catalogue',
} as const;

/** Spec §9: images 10 min short and 2 h long. */
export const IMAGE_SHORT_S = 10 * 60;
export const IMAGE_LONG_S = 2 * 60 * 60;
/** Catalogue answers kept for reading offline (online, the network always answers first). */
export const CATALOGUE_OFFLINE_S = 7 * 24 * 60 * 60;

const HASHED_FILE = /\.[0-9a-f]{10}\.(?:js|css|woff2?)$/;
const RECORD_FILES = ['remotes.json', 'mf-manifest.json', 'remoteEntry.js', 'mf-runtime-core.js'];

export const isHashedChunk = (url: URL): boolean => HASHED_FILE.test(url.pathname);

export const isReleaseRecord = (url: URL): boolean => RECORD_FILES.some((name) => url.pathname.endsWith(`/${name}`));

/**
 * Catalogue calls that anyone may make and that a shopper reads offline. The shop's API travels
 * as JSON-RPC over POST (shared-api's contract: the params are in the body), and the Cache API
 * keys only GET requests by URL. Changing the contract to GET would change every client and the
 * server's routes for one feature, so the worker keeps these answers itself: network first
 * (online, every answer is fresh), and a copy under a GET key made of the URL and a SHA-256 of
 * the call's params (the JSON-RPC `id` differs on every call, so the body as sent cannot be the
 * key). Only these public reads, only without an Authorization header: nothing of a shopper's own
 * (orders, wallet, addresses) is ever written to the cache.
 */
const PUBLIC_CATALOGUE_CALLS = [
  /^\/api\/homepage\/sections$/,
  /^\/api\/homepage\/section\/[^/]+$/,
  /^\/api\/products$/,
  /^\/api\/product\/[^/]+$/,
  /^\/api\/categories$/,
  /^\/api\/products\/search$/,
  /^\/api\/video-ads$/,
  /^\/api\/product-updates$/,
  /^\/api\/sellers\/[^/]+$/,
  /^\/api\/logistics\/locations$/,
];

export function isPublicCatalogueCall(request: { method: string; url: string; headers: Headers }, origin: string): boolean {
  const url = new URL(request.url);
  return (
    request.method === 'POST' &&
    url.origin === origin &&
    !url.search &&
    !request.headers.has('authorization') &&
    PUBLIC_CATALOGUE_CALLS.some((path) => path.test(url.pathname))
  );
}

/** JSON with object keys sorted, so equal params give one key whatever their order. */
export { stableJson };

/** The cache key of a catalogue call: its URL plus a hash of its params (not the JSON-RPC id). */
export async function catalogueKey(url: string, body: string): Promise<string> {
  let params: unknown = null;
  try {
    params = (JSON.parse(body) as { params?: unknown }).params ?? null;
  } catch {
    params = body;
  }
  const bytes = new TextEncoder().encode(stableJson(params));
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  const key = new URL(url);
  key.searchParams.set('sw-params', hex);
  return key.href;
}

/** A JSON-RPC answer worth keeping: 200 and a result (an error answer is never replayed offline). */
export function isKeepableAnswer(status: number, json: unknown): boolean {
  if (status !== 200 || !json || typeof json !== 'object') return false;
  const answer = json as { result?: { status?: unknown } | null; error?: unknown };
  return answer.result !== undefined && !answer.error && answer.result?.status !== 'error';
}

/**
 * The static page of each language, precached, by its path: the shell's build bakes the frame into
 * each (tooling/webpack/baked-frame.cjs), and online the static host and nginx pick one by the
 * suuq_lang cookie, all by one rule (shared-ui/language-pages). Offline, the worker picks the same way.
 */
export const PAGE_FILES = Object.fromEntries(LANGUAGES.map((lang) => [lang, `/${pageFileOf(lang)}`])) as Record<Language, string>;

/** What the worker reads of its cookies: the Cookie Store API (`self.cookieStore`), where the browser has it. */
export interface CookieJar {
  get(name: string): Promise<{ value?: string } | null | undefined>;
}

/**
 * The shopper's language, from the suuq_lang cookie the servers read (a worker cannot read a
 * request's Cookie header): the Cookie Store API, in workers since Chromium 87 (Baseline since
 * June 2025, MDN). Without it (an older browser), or with no cookie, an unknown or broken value: Somali, the shop's default.
 */
export async function shopperLanguage(cookies: CookieJar | undefined): Promise<Language> {
  try {
    // The value as the page's own reading takes it (shared-ui languageFromCookie): quotes allowed.
    const value = (await cookies?.get(LANGUAGE_COOKIE))?.value?.replace(/^"(.*)"$/, '$1');
    return isLanguage(value) ? value : 'so';
  } catch {
    return 'so';
  }
}

const PAGE_LANGUAGE = 'sw-lang';

/**
 * A page's key in the pages cache: its address and the language it came in. One address has a
 * page per language (the server draws it in the cookie's), so a shopper who switched language
 * never gets the other language's copy offline.
 */
export function pageKey(url: string, lang: Language): string {
  const key = new URL(url);
  key.hash = '';
  key.searchParams.set(PAGE_LANGUAGE, lang);
  return key.href;
}

/** A key of the pages cache written by pageKey (a worker before it wrote addresses alone). */
export const isPageKey = (url: string): boolean => new URL(url).searchParams.has(PAGE_LANGUAGE);

/** Messages between the page and the worker (swMessages.ts: the page's side imports them alone). */
export { MSG } from './swMessages';
