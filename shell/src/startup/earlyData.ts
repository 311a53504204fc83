/**
 * The first API request of a page, started by the shell's early script (early.ts) as soon as the
 * page's remote's manifest has arrived, before the shell's own libraries (vendor.js, the largest
 * script of the page) or the remote's code. Started from main.js instead, it waited for those, on
 * a slow line seconds after the manifest (measured: README.md).
 *
 * The remote declares the call: its manifest's metaData.pages names, for a route, the page's first
 * call with its verb and path (tooling/webpack/pages-meta.cjs from the remote's src/pages.json, whose tests
 * hold both to shared-api's contract and to the request the page really sends), route parameters
 * written ':name'. The shell knows no remote's calls, and the early script carries no contract
 * table: the request is built by shared-api's own buildRequest ('shared-api/request'), as the
 * client builds it, with no session: the remotes' tests hold each declaration to a public call of
 * the contract (tooling/contract/src/pages.ts firstCallProblems).
 *
 * The answer is handed to the page's one shared-api client through its fetch (earlyAwareFetch,
 * wired by bootstrap.tsx): the remote's identical call, made when its code has run, takes the
 * response already on its way instead of sending the request again, and goes on as with any
 * answer (caches of spec §9, the service worker's recording of the first visit's calls). Should
 * the two differ, the page simply asks: nothing is wrong, just slower. An early request that
 * fails is asked again by the page's call (takeEarlyCall).
 */
import { buildRequest } from 'shared-api/request';
import { isObj, pageOf, routeValues } from './earlyHints';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export interface FirstCall {
  call: string;
  http: 'POST' | 'GET';
  path: string;
  params: Record<string, unknown>;
}

const DIGITS = /^[0-9]+$/;

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

/** One declared call with the address's values filled in (see firstCallsFor); null: not one the early script may send. */
function readCall(declared: unknown, values: Record<string, string>): FirstCall | null {
  if (!isObj(declared) || typeof declared.call !== 'string' || !isObj(declared.params)) return null;
  const { http, path } = declared;
  if ((http !== 'POST' && http !== 'GET') || typeof path !== 'string' || !path.startsWith('/api/')) return null;
  const numbers = Array.isArray(declared.digitsAsNumber) ? declared.digitsAsNumber : [];
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(declared.params)) {
    const name = typeof value === 'string' && value.startsWith(':') ? value.slice(1) : null;
    if (name !== null && !(name in values)) return null;
    const filled = name !== null ? values[name]! : value;
    params[key] = numbers.includes(key) && typeof filled === 'string' && DIGITS.test(filled) ? Number(filled) : filled;
  }
  return { call: declared.call, http, path, params };
}

/**
 * The calls a remote's manifest declares for this path: its `firstCall`, then any `alsoCalls`
 * (other calls the page sends as it opens, such as the category names; shells before these read
 * only firstCall), each with its ':name' values filled in (as text; as a number when the param is
 * one of the declaration's `digitsAsNumber` and the value is all digits: an id, as the page sends
 * it). A declaration whose verb is not a read (POST of JSON-RPC, or GET) or whose path is not the
 * API's is left out; none when the address cannot be read.
 */
export function firstCallsFor(manifest: unknown, pathname: string): FirstCall[] {
  const page = pageOf(manifest, pathname);
  const values = page ? routeParams(page.path as string, pathname) : null;
  if (!page || !values) return [];
  const declared = [page.firstCall, ...(Array.isArray(page.alsoCalls) ? page.alsoCalls : [])];
  return declared.map((d) => readCall(d, values)).filter((c): c is FirstCall => c !== null);
}

/** JSON with object keys in order: the same params written in any order are one key. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObj(value)) return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/**
 * How long an early request is offered to the page: it belongs to the page the shopper opened,
 * whose own call comes once its code has arrived (seconds later on a slow line). A shopper who
 * leaves before that and comes back later gets a fresh answer: the page asks itself.
 */
export const EARLY_CALL_OFFERED_MS = 30_000;

/** A request the early script sent: what identifies it apart from its JSON-RPC id, and its response. */
interface EarlyRequest {
  method: string;
  url: string;
  params: unknown;
  response: Promise<Response>;
  sentAt: number;
}

/** The early requests of this page until the client takes them: on a global, as two bundles (early.js, main.js) each carry this module. */
const STORE = Symbol.for('suuq.shell.early-calls.v1');
const started = (): EarlyRequest[] => ((globalThis as typeof globalThis & { [STORE]?: EarlyRequest[] })[STORE] ??= []);

/** Starts the page's first calls once its remote's manifest is read (early.ts). */
export function startFirstCalls(pathname: string, manifest: Promise<unknown> | null, fetchFn: Fetch = (u, i) => fetch(u, i)): void {
  manifest
    ?.then((m) => {
      for (const first of firstCallsFor(m, pathname)) {
        let request: ReturnType<typeof buildRequest>;
        try {
          request = buildRequest({ def: first, params: first.params, auth: null, baseUrl: '', id: 0 });
        } catch {
          continue; // a path value missing: not this one
        }
        const { url, init } = request;
        const response = fetchFn(url, init);
        response.catch(() => undefined); // its failure is the page's call's to meet (it asks again)
        // GET carries its params in the address.
        started().push({ method: first.http, url: new URL(url, location.href).href, params: first.http === 'GET' ? null : first.params, response, sentAt: Date.now() });
      }
    })
    .catch(() => undefined); // no manifest: no early call, the page asks itself
}

/** The early request this one repeats (same verb, address and params, whatever its id), taken from the list. */
function takeMatching(url: string, init: RequestInit): EarlyRequest | undefined {
  const list = started();
  const now = Date.now();
  for (let i = list.length - 1; i >= 0; i--) if (now - list[i]!.sentAt >= EARLY_CALL_OFFERED_MS) list.splice(i, 1);
  if (list.length === 0) return undefined;
  let params: unknown = null;
  try {
    if (typeof init.body === 'string') params = (JSON.parse(init.body) as { params?: unknown }).params ?? null;
    else if (init.body != null) return undefined; // a body the client never sends: not ours to match
    const href = new URL(url, location.href).href;
    const key = canonical(params);
    const at = list.findIndex((e) => e.method === (init.method ?? 'GET') && e.url === href && canonical(e.params) === key);
    return at < 0 ? undefined : list.splice(at, 1)[0];
  } catch {
    return undefined;
  }
}

/**
 * The response of an early request identical to this one, once; undefined when there is none.
 * The client's own signal (its timeout) still ends the wait; an early request that failed or was
 * not answered with a success (HTTP 2xx) is sent again as the client asked it, so the page meets
 * only its own request's failures, as before the early start.
 */
export function takeEarlyCall(url: string, init: RequestInit, fetchFn: Fetch = (u, i) => fetch(u, i)): Promise<Response> | undefined {
  const early = takeMatching(url, init)?.response;
  if (!early) return undefined;
  const { signal } = init;
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise<Response>((resolve, reject) => {
    const onAbort = () => reject(signal!.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    early
      .then((res) => (res.ok ? res : fetchFn(url, init)), () => fetchFn(url, init))
      .then(resolve, reject)
      .finally(() => signal?.removeEventListener('abort', onAbort));
  });
}

/** The page client's fetch (bootstrap.tsx): an early request's answer when there is one, else the network. */
export const earlyAwareFetch: Fetch = (url, init) => takeEarlyCall(url, init) ?? fetch(url, init);
