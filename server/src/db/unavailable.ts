/**
 * Errors that mean "the database server cannot be reached right now" (a restart, a failover, an
 * administrator ending connections, a network cut) rather than a bug: they are answered 503 with a
 * message and a Retry-After, and they never stop the process. The pool reconnects on its own.
 */

/** The message of every answer during an outage; spec §8's 'Service temporarily unavailable' leads it. */
export const UNAVAILABLE_MESSAGE = 'Service temporarily unavailable. Please try again shortly.';
/** JSON-RPC 2.0 leaves -32000..-32099 to the server: -32000 is "the database is out of reach". */
export const UNAVAILABLE_RPC_CODE = -32000;
/** Seconds a client should wait before trying again (a restart takes a few seconds). */
export const RETRY_AFTER_SECONDS = 5;

/** Socket-level failures: refused, reset, cut or unreachable. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENETDOWN', 'EAI_AGAIN']);
/**
 * 57014 query_canceled: the API's statement bound (client.ts statementTimeoutMillis) or an
 * administrator's pg_cancel_backend ended the query. The database is too busy to answer in time;
 * the shopper gets the same 503 and Retry-After as during an outage, not a 500.
 */
export const QUERY_CANCELED = '57014';
/**
 * SQLSTATEs of a server going away: 57P01 admin_shutdown (pg_ctl stop, pg_terminate_backend),
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down, recovery),
 * 53300 too_many_connections. The whole class 08 (connection exception) is checked apart.
 */
const SERVER_GONE_STATES = new Set(['57P01', '57P02', '57P03', '53300', QUERY_CANCELED]);
/** node-postgres and pg-pool say these in words only, without a code. */
const CONNECTION_MESSAGES = [
  /^Connection terminated/i, // 'Connection terminated unexpectedly', '... due to connection timeout'
  /^timeout exceeded when trying to connect/i, // pg-pool's connectionTimeoutMillis
  /^Client has encountered a connection error/i, // its connection died while it was checked out
];

function isConnectionFailure(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SERVER_GONE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return typeof message === 'string' && CONNECTION_MESSAGES.some((re) => re.test(message));
}

/**
 * Whether `err` or an error it wraps passes `test`. Drizzle wraps driver errors in `cause`; Node
 * wraps the attempts on every address of a host name in an AggregateError (`errors`).
 */
function someCause(err: unknown, test: (e: object) => boolean): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length) {
    const e = queue.shift();
    if (typeof e !== 'object' || e === null || seen.has(e)) continue;
    seen.add(e);
    if (test(e)) return true;
    const { cause, errors } = e as { cause?: unknown; errors?: unknown };
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return false;
}

/** True when `err`, or an error it wraps, is a lost or refused database connection. */
export function isDatabaseUnavailable(err: unknown): boolean {
  return someCause(err, isConnectionFailure);
}

/**
 * True when `err`, or an error it wraps, is one of PostgreSQL's "data exception" errors (SQLSTATE
 * class 22: numeric value out of range, invalid text representation, NUL in text, datetime out of
 * range, …): a value the database refused, not a lost connection.
 */
export function isDataException(err: unknown): boolean {
  return someCause(err, (e) => {
    const { code } = e as { code?: unknown };
    return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
  });
}
