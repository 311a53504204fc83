import { calls as contractCalls, type Calls } from '../contract/calls';
import type { CallDef, CallRoute, ParamsOf, ResultOf } from '../contract/define';
import { callRoutes } from '../contract/routes';
import { isApiError, noTokenError } from './errors';
import { Guards } from './guards';
import { AnswerCache, RequestSpacing, stableKey } from './memory';
import { cacheLifetime, CLASS_POLICIES } from './policies';
import { buildRequest, exchange, type AuthValues, type FetchLike } from './transport';

/** Calls by name with their schemas: they type the client's calls (tests pass their own). */
export type CallTable = Record<string, CallDef>;

/**
 * A call sent by its definition instead of its name: the route (verb, path, policy class, auth)
 * and, for development checks, its schemas. A remote keeps the definitions of the calls it
 * sends in its own code, so a shell whose copy of shared-api predates a call still sends it
 * (README: "Contracts that evolve without the shell"). `name` keys its cache and failure
 * protection; without one, the verb and path do.
 */
export type SentCall = CallRoute & { name?: string; params?: CallDef['params']; result?: CallDef['result'] };

/** Bundlers replace process.env.NODE_ENV, and a production build then drops the schemas here. */
const PRODUCTION = process.env.NODE_ENV === 'production';
/**
 * The contract's calls. Production pages carry only their routes (the schemas of every call would
 * be downloaded by every first load and checked by no one); development builds and tests also check every answer against its result schema.
 */
const contractTable: Record<string, CallRoute | CallDef> = PRODUCTION ? callRoutes : contractCalls;

export interface ApiClientOptions<T extends CallTable = Calls> {
  /** The calls this client knows; the contract's by default (tests pass their own). */
  calls?: T;
  /** Origin and prefix of the API; '' (default) = relative URLs on the page's own origin. */
  baseUrl?: string;
  fetch?: FetchLike;
  /** The stored session, or null when logged out. Read on every auth call. */
  getAuth?: () => AuthValues | null;
  /** An auth call answered 401 or 403: the shell runs its session-expired flow. */
  onSessionExpired?: (info: { call: string; status: number }) => void;
  /** Check success answers against the calls' result schemas; on by default outside production builds. */
  checkResults?: boolean;
  now?: () => number;
}

export interface CallOptions {
  /** Skip the cache and request spacing; the fresh answer still refreshes the cache. */
  fresh?: boolean;
  /**
   * The Idempotency-Key header: a retry with the same key (after a timeout, a double tap) gets
   * the first answer from the server instead of a second order. Identical calls with one key
   * within the spacing window also share one request here.
   */
  idempotencyKey?: string;
}

export interface ApiClient<T extends CallTable = Calls> {
  call<N extends keyof T & string>(name: N, params: ParamsOf<T[N]>, options?: CallOptions): Promise<ResultOf<T[N]>>;
  /** A call by its definition (a remote's own call the shell's table may not know). */
  call<C extends CallDef>(call: C & { name?: string }, params: ParamsOf<C>, options?: CallOptions): Promise<ResultOf<C>>;
  call(call: SentCall, params: Record<string, unknown>, options?: CallOptions): Promise<unknown>;
  /** The URL of a call without sending it (for <img src> of GET media). */
  urlFor<N extends keyof T & string>(name: N, params: ParamsOf<T[N]>): string;
  urlFor(call: SentCall, params: Record<string, unknown>): string;
  /** Forget cached answers: all, or those of one call. */
  clearCache(name?: (keyof T & string) | SentCall): void;
  /** Late wiring by the shell (session, session-expired flow). */
  configure(options: Pick<ApiClientOptions<T>, 'getAuth' | 'onSessionExpired' | 'baseUrl' | 'fetch'>): void;
}

const SESSION_STATUSES = [401, 403];

export function createApiClient<T extends CallTable = Calls>(options: ApiClientOptions<T> = {}): ApiClient<T> {
  const table: Record<string, CallRoute | CallDef> = options.calls ?? contractTable;
  const settings = { ...options };
  const now = options.now ?? (() => Date.now());
  const checkResult = options.checkResults ?? !PRODUCTION;
  const cache = new AnswerCache(now);
  const spacing = new RequestSpacing(now);
  const guards = new Guards();
  let nextId = 1;

  // A definition of a call the table also knows is that call (one cache, one failure protection).
  let namesByRoute: Map<string, string> | null = null;
  const routeKey = (def: CallRoute) => `${def.http} ${def.path}`;
  const nameOfRoute = (def: CallRoute): string | undefined => {
    namesByRoute ??= new Map(Object.entries(table).map(([name, d]) => [routeKey(d), name]));
    return namesByRoute.get(routeKey(def));
  };

  /** The call's name and definition, from its name in the table or from the definition the caller passed. */
  const resolve = (nameOrCall: string | SentCall): { name: string; def: CallRoute | CallDef } => {
    if (typeof nameOrCall !== 'string') {
      const known = nameOfRoute(nameOrCall);
      const name = nameOrCall.name ?? known ?? routeKey(nameOrCall);
      // The caller's definition wins: it is at least as new as the table's (it may carry schemas).
      const def = 'result' in nameOrCall && nameOrCall.result ? nameOrCall : (known ? table[known]! : nameOrCall);
      return { name, def: def as CallRoute | CallDef };
    }
    const def = table[nameOrCall];
    if (!def) throw new Error(`Unknown API call: ${nameOrCall} (a call this page's client does not know is sent by its definition: api.call(definition, params))`);
    return { name: nameOrCall, def };
  };

  const authFor = (def: CallRoute): AuthValues | null => {
    if (!def.auth) return null;
    const auth = settings.getAuth?.() ?? null;
    if (!auth?.token) throw noTokenError();
    return auth;
  };

  async function send(name: string, def: CallRoute | CallDef, params: Record<string, unknown>, auth: AuthValues | null, idempotencyKey?: string) {
    const fetchFn = settings.fetch ?? ((url, init) => globalThis.fetch(url, init));
    const id = nextId++;
    try {
      return await guards.run(name, def.class, (signal) =>
        exchange(fetchFn, { name, def, params, auth, baseUrl: settings.baseUrl ?? '', id, signal, checkResult, idempotencyKey }),
      );
    } catch (err) {
      if (def.auth && isApiError(err) && err.status !== undefined && SESSION_STATUSES.includes(err.status)) {
        settings.onSessionExpired?.({ call: name, status: err.status });
      }
      throw err;
    }
  }

  /*
   * Request spacing (spec §9: products 500 ms, product 300 ms, homepage 5 s, search 800 ms,
   * default 1 s) is read as: an identical request (same call, same params) made again within its
   * window reuses the in-flight or just-finished answer instead of reaching the network. It
   * never delays a request; failed answers are not reused. Answers (cached or spaced) are shared
   * objects: treat them as read-only.
   */
  async function call(nameOrCall: string | SentCall, rawParams: unknown, callOptions: CallOptions = {}): Promise<unknown> {
    const { name, def } = resolve(nameOrCall);
    const params = (rawParams ?? {}) as Record<string, unknown>;
    const auth = authFor(def);
    // `_t` is the original client's cache-buster on product lists: it asks for a fresh answer.
    const { _t: cacheBuster, ...keyParams } = params;
    const fresh = callOptions.fresh === true || cacheBuster !== undefined;
    // Answers to auth calls belong to one session: the token is part of their key.
    const key = `${name}:${auth ? `${auth.token}:` : ''}${callOptions.idempotencyKey ? `${callOptions.idempotencyKey}:` : ''}${stableKey(keyParams)}`;
    const lifetime = cacheLifetime(def.class, params);

    if (!fresh) {
      const cached = lifetime > 0 ? cache.get(key) : undefined;
      if (cached !== undefined) return cached;
      const shared = spacing.reuse(key);
      if (shared) return shared;
    }
    const answer = send(name, def, params, auth, callOptions.idempotencyKey).then((result) => {
      if (lifetime > 0) cache.set(key, result, lifetime);
      return result;
    });
    spacing.track(key, answer, CLASS_POLICIES[def.class].spacingMs);
    return answer;
  }

  return {
    call: call as ApiClient<T>['call'],
    urlFor: (nameOrCall: string | SentCall, params: unknown) =>
      buildRequest({ def: resolve(nameOrCall).def, params: params as Record<string, unknown>, auth: null, baseUrl: settings.baseUrl ?? '', id: 0 }).url,
    clearCache: (nameOrCall?: string | SentCall) => {
      cache.clear(nameOrCall === undefined ? undefined : `${resolve(nameOrCall).name}:`);
      spacing.clear();
    },
    configure: (late) => Object.assign(settings, late),
  };
}
