/** Builds the Fastify app on a database, so tests can drive it with app.inject. */
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { addressCalls } from './addresses/routes';
import { wishlistCalls } from './wishlist/routes';
import { studentCalls } from './student/routes';
import type { AuthContext } from './auth/context';
import { demoAccountFromEnv } from './auth/demo';
import { requestSerializer } from './auth/redact';
import { authCalls } from './auth/routes';
import { bearerToken, requireSession, requireStaff } from './auth/sessions';
import { CATALOGUE_CHANNEL, CatalogueCache } from './catalogue/cache';
import { catalogueCalls } from './catalogue/routes';
import { productUpdatesCheckRoute } from './catalogue/updates-route';
import { RpcCodes } from './contract';
import type { Database } from './db/client';
import { isDataException, isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE, UNAVAILABLE_RPC_CODE } from './db/unavailable';
import { deliveryCalls } from './delivery/routes';
import { closeConnectionsOnClose } from './http/drain';
import { methodNotAllowed } from './http/method-not-allowed';
import { closeAfterRefusedBody } from './http/refused-body';
import { addSecurityHeaders } from './http/security-headers';
import { requestTimeoutFromEnv, requestTimeoutOptions } from './http/timeouts';
import { FORBIDDEN_KEY, FORBIDDEN_KEY_MESSAGE, jsonBodies } from './http/json-body';
import { logisticsCalls } from './logistics/routes';
import { imageCalls } from './media/calls';
import { mediaRoutes } from './media/routes';
import { isLoopback, messengerFromEnv, outboxEnabled } from './messaging';
import { orderCalls } from './orders/routes';
import type { PaymentHooks } from './orders/payment-hooks';
import { orderPaymentHooks, paymentCalls, paymentRoutes, paymentsFromEnv, type PaymentsOptions } from './payments';
import { profileCalls } from './profile/routes';
import { publishedCallsRoute } from './rpc/published-calls';
import { rpcPlugin } from './rpc/plugin';
import { searchCalls } from './search/routes';
import { publicOriginFromEnv, trustedProxyFromEnv } from './seo/origin';
import { seoRoutes, type SeoOptions } from './seo/routes';
import { sellerCalls } from './sellers/routes';
import { walletCalls } from './wallet/routes';
import { reviewCalls } from './reviews/routes';
import { notificationCalls } from './notifications/routes';
import { NotificationDispatcher } from './notifications/dispatcher';
import { advisorCalls } from './advisor/routes';
import { supportCalls } from './support/routes';
import { LiveFeeds } from './live/feed';
import { liveCalls, liveRoutes, optionalSessionPaths } from './live/routes';
import { liveSettingsFromEnv, type LiveSettings } from './live/settings';

export interface AppOptions {
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Check every success against the contract's result schema (tests and development). */
  checkResults?: boolean;
  /** Account settings; by default from `env` (tests inject a clock and a messenger). */
  auth?: Partial<Pick<AuthContext, 'now' | 'messenger' | 'demo' | 'devOutbox'>>;
  env?: NodeJS.ProcessEnv;
  /** Mobile money: a gateway and settings of the test's own; by default from `env`. */
  payments?: PaymentsOptions;
  /**
   * What orders call to take and refund mobile money (orders/payment-hooks.ts): by default the
   * hooks of `payments` (its gateway); a test may pass its own to watch the seam.
   */
  orderPayments?: PaymentHooks;
  /** The catalogue's answer cache (spec §9); by default from `env` (catalogueCacheFromEnv). */
  catalogueCache?: CatalogueCache | null;
  /** Live shopping's settings (100ms credentials); by default from `env` (live/settings.ts). */
  live?: Partial<LiveSettings> & { heartbeatMs?: number };
  /**
   * The notifications dispatcher (domain events → in-app, WhatsApp, e-mail) runs in every API
   * process unless false (tests that drive `app.notificationDispatcher.drain()` themselves).
   */
  dispatchNotifications?: boolean;
  /**
   * The sitemap and robots.txt (seo/): the public origin (by default SUUQ_PUBLIC_ORIGIN), whose
   * forwarded headers count without it (by default SUUQ_TRUST_PROXY) and the sitemap's limits.
   */
  seo?: Omit<SeoOptions, 'db'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationDispatcher: NotificationDispatcher;
  }
}

/**
 * SUUQ_CATALOGUE_CACHE=on|off; on unless NODE_ENV is test (suites that write rows and read them
 * back at once on PostgreSQL would race the notification; the cache's own tests turn it on).
 */
export function catalogueCacheFromEnv(env: NodeJS.ProcessEnv): CatalogueCache | null {
  const setting = env.SUUQ_CATALOGUE_CACHE ?? (env.NODE_ENV === 'test' ? 'off' : 'on');
  return setting === 'off' ? null : new CatalogueCache();
}

/** Longest path value (a slug or id) the router passes on; the contract's own limits are lower. */
const PATH_VALUE_MAX = 256;

const rpcIdOf = (body: unknown) => {
  const id = (body as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
};

/** The answer to a path the shop has no route for (and to the outbox asked from afar). */
const unknownRoute = (req: FastifyRequest, reply: FastifyReply) =>
  reply.code(404).send({ status: 'error', code: 'not_found', message: `No route for ${req.method} ${req.url.split('?')[0]}` });

/** Headers a route may have set before it failed: an error answer must not be cached or ranged. */
const CACHING_HEADERS = ['etag', 'last-modified', 'x-last-update', 'content-range', 'accept-ranges', 'content-disposition'];
function uncacheable(reply: FastifyReply) {
  for (const name of CACHING_HEADERS) reply.removeHeader(name);
  return reply.header('Cache-Control', 'no-store');
}

/**
 * During an outage every request fails the same way: one warning, then at most one every 5 s
 * with the number of requests it stands for, so the log says when it started and that it goes
 * on without a line per request.
 */
function outageLog(log: { warn(obj: object, msg: string): void }) {
  let last = 0;
  let suppressed = 0;
  return (err: unknown, url: string) => {
    const now = Date.now();
    if (now - last < 5_000) {
      suppressed += 1;
      return;
    }
    const e = err as { code?: string; message?: string; cause?: { code?: string; message?: string } };
    log.warn({ url, code: e.cause?.code ?? e.code, reason: e.cause?.message ?? e.message, suppressed }, 'database unavailable: answered 503');
    last = now;
    suppressed = 0;
  };
}

/** The largest request body of a call (fix-image allows more, see the onRoute hook below). */
export const BODY_LIMIT = 1024 * 1024;
const MB = 1024 * 1024;
export const bodyTooLarge = (limit: number) =>
  `Request too large: the body of this call may be at most ${limit % MB ? (limit / MB).toFixed(1) : limit / MB} MB. Send less data (a smaller picture, fewer items).`;

export async function buildApp(opts: AppOptions) {
  // Request logs never show the api_key query value (it carries the session token).
  const logger = opts.logger ? { ...(opts.logger === true ? {} : opts.logger), serializers: { req: requestSerializer } } : false;
  const env = opts.env ?? process.env;
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT,
    // A request whose body never ends is answered 408 and its socket closed (http/timeouts.ts).
    ...requestTimeoutOptions(requestTimeoutFromEnv(env)),
    // Path values (slugs, ids) are at most 200 characters in the contract; longer ones, and URLs
    // that are not valid percent-encoding, are refused here with a message that does not echo them.
    routerOptions: { maxParamLength: PATH_VALUE_MAX },
    frameworkErrors: (err, _req, reply: FastifyReply) => {
      const tooLong = (err as { code?: string }).code === 'FST_ERR_MAX_PARAM_LENGTH';
      const message = tooLong ? `Invalid params: a path value is longer than ${PATH_VALUE_MAX} characters` : 'Invalid Request: the URL is not valid';
      return reply.code(400).send({ jsonrpc: '2.0', id: null, error: { code: tooLong ? RpcCodes.invalidParams : RpcCodes.invalidRequest, message } });
    },
  });
  addSecurityHeaders(app);
  closeConnectionsOnClose(app);
  jsonBodies(app);
  const { db } = opts.database;
  const auth: AuthContext = {
    db,
    now: opts.auth?.now ?? (() => new Date()),
    messenger: opts.auth?.messenger ?? messengerFromEnv(db, env, app.log),
    log: app.log,
    demo: opts.auth?.demo !== undefined ? opts.auth.demo : demoAccountFromEnv(env),
    devOutbox: opts.auth?.devOutbox ?? outboxEnabled(env),
  };
  const payments = paymentsFromEnv(auth, env, opts.payments);
  // After the writers' commits, never inside them: an order is answered without waiting for WhatsApp
  // or SMTP; on a connection of its own, so a burst of events never takes the requests' connections.
  const dispatcher = new NotificationDispatcher({ db: opts.database.background(), messenger: auth.messenger, log: app.log });
  app.decorate('notificationDispatcher', dispatcher);
  app.addHook('onClose', () => dispatcher.stop());
  if (opts.dispatchNotifications !== false) dispatcher.start(opts.database);

  const noteOutage = outageLog(app.log);
  opts.database.onConnectionLost?.((err) =>
    app.log.warn({ code: (err as { code?: string }).code, reason: err.message }, 'database connection lost while idle; the pool reconnects on the next query'),
  );

  app.setErrorHandler((err: Error, req, reply) => {
    const e = err as { code?: string; statusCode?: number; validation?: unknown };
    if (e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err instanceof SyntaxError) {
      return reply.code(400).send({ jsonrpc: '2.0', id: null, error: { code: RpcCodes.parseError, message: 'Parse error: the body is not valid JSON' } });
    }
    if (e.code === FORBIDDEN_KEY) {
      return reply.code(400).send({ jsonrpc: '2.0', id: null, error: { code: RpcCodes.invalidRequest, message: FORBIDDEN_KEY_MESSAGE } });
    }
    if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      closeAfterRefusedBody(req.raw);
      const limit = req.routeOptions.bodyLimit ?? BODY_LIMIT;
      return reply.code(413).send({ jsonrpc: '2.0', id: null, error: { code: RpcCodes.invalidRequest, message: bodyTooLarge(limit) } });
    }
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      // Fastify's own refusals (unsupported media type …): say why, no stack.
      return reply.code(e.statusCode).send({ jsonrpc: '2.0', id: rpcIdOf(req.body), error: { code: RpcCodes.invalidRequest, message: err.message } });
    }
    if (isDatabaseUnavailable(err)) {
      // PostgreSQL restarting or failing over: not a bug, and it passes. The pool reconnects on
      // its own; until then the client is told so, and when to try again.
      noteOutage(err, req.url.split('?')[0]!);
      return uncacheable(reply)
        .code(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send({ jsonrpc: '2.0', id: rpcIdOf(req.body), error: { code: UNAVAILABLE_RPC_CODE, message: UNAVAILABLE_MESSAGE } });
    }
    if (isDataException(err)) {
      // Safety net behind the contract's bounds: PostgreSQL refused a value (out of range, NUL, a
      // date it cannot hold). Still the client's value, so a 400, but logged: a bound is missing.
      req.log.warn({ err }, 'value refused by the database');
      return uncacheable(reply).code(400).send({ jsonrpc: '2.0', id: rpcIdOf(req.body), error: { code: RpcCodes.invalidParams, message: 'Invalid params: a value is outside what the shop can store' } });
    }
    req.log.error({ err }, 'unexpected error');
    return uncacheable(reply).code(500).send({ jsonrpc: '2.0', id: rpcIdOf(req.body), error: { code: RpcCodes.internal, message: 'Internal error' } });
  });

  // A known path asked with another method is a 405 with Allow (http/method-not-allowed.ts).
  app.setNotFoundHandler((req, reply) => methodNotAllowed(app, req, reply) ?? unknownRoute(req, reply));

  app.get('/api/health', async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await db.execute('select 1');
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      noteOutage(err, '/api/health');
      // 503 takes the instance out of a load balancer's rotation until the database is back.
      return reply
        .code(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable', engine: opts.database.engine, message: UNAVAILABLE_MESSAGE });
    }
    return { status: 'ok', engine: opts.database.engine };
  });

  // The outbox holds everyone's codes: only the server's own machine may read it (the socket's
  // address, never a header a client could write). Anyone else gets the unknown-route answer,
  // whatever the method: answered here, as the not-found handler would say 405 to a GET.
  if (auth.devOutbox) {
    app.addHook('onRequest', async (req, reply) => {
      if (req.url.split('?')[0] === '/api/dev/outbox' && !isLoopback(req.socket.remoteAddress)) return unknownRoute(req, reply);
    });
  }

  // fix-image carries a base64 image of up to 2 MB: only that call may send a body that large.
  app.addHook('onRoute', (route) => {
    if (route.url === '/api/fix-image/:id') route.bodyLimit = 3 * 1024 * 1024;
  });

  const cache = opts.catalogueCache !== undefined ? opts.catalogueCache : catalogueCacheFromEnv(env);
  if (cache) {
    opts.database.listen(CATALOGUE_CHANNEL, { notify: () => cache.invalidate(), listening: (on) => cache.setListening(on) });
  }

  const live: LiveSettings = { ...liveSettingsFromEnv(env), ...opts.live };
  const liveFeeds = new LiveFeeds({ db, settings: live, now: auth.now, log: app.log, heartbeatMs: opts.live?.heartbeatMs });
  liveFeeds.start(opts.database);

  await app.register(rpcPlugin, {
    cache: cache ?? undefined,
    // A few calls send the bearer when there is one but serve guests too (live/routes.ts).
    authenticate: async (req) => (optionalSessionPaths.has(req.routeOptions.url ?? '') && !bearerToken(req) ? null : requireSession(auth, req)),
    checkResults: opts.checkResults ?? false,
  });
  // Each domain is a plugin that registers its calls on the JSON-RPC layer (rpc/plugin.ts).
  await app.register(catalogueCalls, { db });
  await app.register(searchCalls, { db });
  await app.register(imageCalls, { db, opts: { requireStaff: (req) => requireStaff(auth, req) } });
  await app.register(sellerCalls, { db });
  await app.register(logisticsCalls, { db });
  await app.register(deliveryCalls, { db });
  await app.register(authCalls, { ctx: auth });
  await app.register(profileCalls, { ctx: auth });
  await app.register(addressCalls, { ctx: auth });
  await app.register(wishlistCalls, { ctx: auth });
  await app.register(studentCalls, { ctx: auth });
  const orderPayments = opts.orderPayments ?? orderPaymentHooks(payments.ctx);
  await app.register(orderCalls, { ctx: auth, payments: orderPayments });
  // The order's own test of mobile money, so the wallet says what an order would find.
  await app.register(walletCalls, { ctx: auth, mobileMoneyAvailable: () => orderPayments.mobileMoneyAvailable?.() !== false });
  await app.register(reviewCalls, { ctx: auth });
  await app.register(notificationCalls, { ctx: auth });
  await app.register(advisorCalls, { ctx: auth, env });
  await app.register(supportCalls, { ctx: auth, env });
  await app.register(paymentCalls, { auth, p: payments });
  await app.register(liveCalls, { ctx: auth, settings: live });
  await app.register(mediaRoutes, { db });
  await app.register(productUpdatesCheckRoute, { db });
  const seo = { publicOrigin: publicOriginFromEnv(env), trustedProxy: trustedProxyFromEnv(env), ...opts.seo };
  if (!seo.publicOrigin && env.NODE_ENV === 'production') {
    // Said once at start: the sitemap's and robots.txt's URLs then follow each request's Host.
    app.log.warn('SUUQ_PUBLIC_ORIGIN is not set: the sitemap and robots.txt build their URLs from each request\'s Host header (seo/README.md); set it to the address shoppers use, e.g. https://suuq.so');
  }
  await app.register(seoRoutes, { db, ...seo });
  await app.register(liveRoutes, { ctx: auth, feeds: liveFeeds });
  await paymentRoutes(app, payments);
  await app.register(publishedCallsRoute);
  return app;
}
