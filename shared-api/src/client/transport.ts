import Value from 'shared-schema/value';
import type { CallDef, CallRoute, RpcErrorResult, RpcResponse } from '../contract/define';
import { buildRequest, type AuthValues } from '../contract/request';
import { ApiError, networkError } from './errors';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export { buildRequest, type AuthValues };

export interface Exchange {
  name: string;
  /** The call; its result schema, when the table has it (not on production pages), checks answers. */
  def: CallRoute | CallDef;
  params: Record<string, unknown>;
  auth: AuthValues | null;
  baseUrl: string;
  id: number;
  signal: AbortSignal;
  /** Check a success answer against the result schema (development and tests). */
  checkResult: boolean;
  /** Sent as the Idempotency-Key header (order creation: one key per checkout attempt). */
  idempotencyKey?: string;
}

const isJson = (res: Response) => (res.headers.get('content-type') ?? '').includes('json');

const isErrorResult = (r: unknown): r is RpcErrorResult =>
  typeof r === 'object' && r !== null && (r as { status?: unknown }).status === 'error';

function contractError(name: string, def: CallRoute | CallDef, value: unknown): ApiError {
  const first = 'result' in def ? [...Value.Errors(def.result, value)][0] : undefined;
  const where = first ? `${first.instancePath || '/'} ${first.message}` : 'unexpected shape';
  return new ApiError('contract', `Server answer to ${name} breaks the contract: ${where}`);
}

/** Sends one call and reads the envelope of spec §7 into a result or an ApiError. */
export async function exchange(fetchFn: FetchLike, x: Exchange): Promise<unknown> {
  const { url, init } = buildRequest(x);
  let res: Response;
  try {
    res = await fetchFn(url, { ...init, signal: x.signal });
  } catch {
    throw networkError();
  }
  if (x.def.http === 'HEAD' || (x.def.http === 'GET' && !isJson(res))) {
    // Media and checks answer bytes or headers only: the status says it all.
    if (!res.ok) throw new ApiError('http', `HTTP ${res.status}`, res.status);
    return { status: 'success' };
  }
  let envelope: RpcResponse;
  try {
    envelope = (await res.json()) as RpcResponse;
  } catch {
    if (x.signal.aborted) throw networkError();
    throw new ApiError(res.ok ? 'contract' : 'http', res.ok ? `Server answer to ${x.name} is not JSON` : `HTTP ${res.status}`, res.status);
  }
  if (envelope?.error) throw new ApiError('rpc', envelope.error.message, res.status, envelope.error.code);
  const result = envelope?.result;
  if (isErrorResult(result)) {
    const { status: _status, message, code, ...details } = result as RpcErrorResult & Record<string, unknown>;
    throw new ApiError('business', message, res.status, code, Object.keys(details).length ? details : undefined);
  }
  if (!res.ok) throw new ApiError('http', `HTTP ${res.status}`, res.status);
  if ((result as { status?: unknown } | undefined)?.status !== 'success') throw contractError(x.name, x.def, result);
  if (x.checkResult && 'result' in x.def && !Value.Check(x.def.result, result)) throw contractError(x.name, x.def, result);
  return result;
}
