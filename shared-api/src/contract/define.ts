import Type, { type Static, type TSchema } from 'shared-schema';

/**
 * The policy class of a call: it picks the timeout, request spacing, cache lifetime and
 * failure-protection group of spec §9 in the client.
 */
export type CallClass =
  | 'products'
  | 'product'
  | 'homepage'
  | 'categories'
  | 'search'
  | 'images'
  | 'stock-locations'
  | 'default';

/** How a call travels (the table of them is routes.ts). */
export interface CallRoute {
  /** HTTP verb of spec §7: POST for JSON-RPC calls, GET for media, HEAD for checks, PUT for address update. */
  http: 'POST' | 'GET' | 'HEAD' | 'PUT';
  /** Path with `:name` placeholders; each is filled from the param of that name. */
  path: string;
  class: CallClass;
  /** Sends the bearer token and api_key (spec §6); public calls leave it false. */
  auth: boolean;
}

/** A call: its route and what it carries. */
export interface CallDef<P extends TSchema = TSchema, R extends TSchema = TSchema> extends CallRoute {
  /** The JSON-RPC `params` object (path placeholders included as fields). */
  params: P;
  /** The JSON-RPC `result` object of a success (always carries status: 'success'). */
  result: R;
}

export const defineCall = <P extends TSchema, R extends TSchema>(
  route: CallRoute,
  schemas: { params: P; result: R },
): CallDef<P, R> => ({ ...route, ...schemas });

export type ParamsOf<C extends CallDef> = Static<C['params']>;
export type ResultOf<C extends CallDef> = Static<C['result']>;

/** Literal 'success' that every successful result carries. */
export const Success = Type.Literal('success');

/** The JSON-RPC 2.0 envelope of spec §7. */
export interface RpcRequest<P = unknown> {
  jsonrpc: '2.0';
  method: 'call';
  params: P;
  id?: string | number | null;
}
export interface RpcErrorResult {
  status: 'error';
  message: string;
  /** Machine-readable reason: 'not_found', 'unauthorized', 'rate_limited', ... */
  code?: string;
}
export interface RpcResponse<R = unknown> {
  jsonrpc: '2.0';
  id: string | number | null;
  /** Business answer: status 'success' with data, or status 'error' with a message. */
  result?: R | RpcErrorResult;
  /** Protocol failure: malformed body or params that break the schema (code -32602). */
  error?: { code: number; message: string; data?: unknown };
}

/** JSON-RPC error codes we use. */
export const RpcCodes = { parseError: -32700, invalidRequest: -32600, invalidParams: -32602, internal: -32603 } as const;

export { fillPath } from './request';
