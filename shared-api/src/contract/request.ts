/**
 * How one call becomes an HTTP request (spec §7): its path filled, api_key in the query with a
 * session, and a JSON-RPC body for POST and PUT. The client's transport sends calls with it, and
 * the shell's early script (shell/src/early.ts, a small bundle of its own) starts a page's first
 * call with it before the client has loaded: one way to write a request, so the two are the same
 * request. Nothing here may import a schema library (typebox): the early script carries this
 * module alone (the package's "./request" export).
 */
import type { CallRoute } from './define';
import { IDEMPOTENCY_HEADER } from './constants';

export interface AuthValues {
  token: string;
  apiKey: string;
}

/** What a request is built from; `id` is the JSON-RPC id (any number: the server echoes it). */
export interface RequestParts {
  def: Pick<CallRoute, 'http' | 'path'>;
  params: Record<string, unknown>;
  auth: AuthValues | null;
  baseUrl: string;
  id: number;
  /** Sent as the Idempotency-Key header (order creation: one key per checkout attempt). */
  idempotencyKey?: string;
}

/** Fills `:name` placeholders of a path from params and returns the params left for the body. */
export function fillPath(path: string, params: Record<string, unknown>): { url: string; rest: Record<string, unknown> } {
  const rest = { ...params };
  const url = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path value: ${name}`);
    return encodeURIComponent(String(value));
  });
  return { url, rest };
}

const queryString = (values: Record<string, unknown>): string => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    query.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
};

/** The request of one call: path filled, api_key in the query, JSON-RPC body for POST and PUT. */
export function buildRequest(x: RequestParts): { url: string; init: RequestInit } {
  const { url: path, rest } = fillPath(x.def.path, x.params);
  const withBody = x.def.http === 'POST' || x.def.http === 'PUT';
  const query = { ...(withBody ? {} : rest), ...(x.auth ? { api_key: x.auth.apiKey } : {}) };
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (withBody) headers['Content-Type'] = 'application/json';
  if (x.auth) headers.Authorization = `Bearer ${x.auth.token}`;
  if (x.idempotencyKey) headers[IDEMPOTENCY_HEADER] = x.idempotencyKey;
  // The body carries every param, path values included: the contract's params schema names them.
  const body = withBody ? JSON.stringify({ jsonrpc: '2.0', method: 'call', params: x.params, id: x.id }) : undefined;
  return { url: `${x.baseUrl}${path}${queryString(query)}`, init: { method: x.def.http, headers, body } };
}
