import { millisecondsFromEnv } from '../settings';

/**
 * How long a client may take to send one whole request, headers and body (Node's requestTimeout).
 * Fastify and Node leave it at 0, no bound: a client that sends `Content-Length: 100` and then 5
 * bytes holds its socket and parser for good, and enough of them take the process's sockets. 30 s
 * is far more than a 1 MB body needs behind nginx (which buffers bodies before passing them on)
 * and leaves a slow mobile line directly on the API half a minute. Keep-alive stays Fastify's
 * (72 s, above nginx's upstream keepalive_timeout); answers may take as long as they take (SSE).
 */
export const API_REQUEST_TIMEOUT_MS = 30_000;

/** HTTP_REQUEST_TIMEOUT_MS, 30 s when unset, 0 for none (as DATABASE_STATEMENT_TIMEOUT_MS). */
export const requestTimeoutFromEnv = (env: NodeJS.ProcessEnv): number => millisecondsFromEnv(env, 'HTTP_REQUEST_TIMEOUT_MS', API_REQUEST_TIMEOUT_MS);

/**
 * Fastify options for that bound. Node looks for requests past it only every
 * connectionsCheckingInterval (30 s by default), which would let one last up to twice the bound:
 * checked at least every 5 s, or every `ms` for a shorter bound. headersTimeout (Node's 60 s) must
 * not be longer: Node then swaps the two, and a request past its headers waits the 60 s.
 */
export function requestTimeoutOptions(ms: number) {
  if (ms === 0) return { requestTimeout: 0 };
  return { requestTimeout: ms, http: { headersTimeout: Math.min(ms, 60_000), connectionsCheckingInterval: Math.min(ms, 5_000) } };
}
