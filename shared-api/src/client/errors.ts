import { apiMessage } from '../messages';

/**
 * Why a call failed:
 * - 'network': no answer (offline, DNS, connection reset);
 * - 'timeout': no answer within the class's time limit (spec §9);
 * - 'unavailable': failure protection is open for the call;
 * - 'auth': an auth call without a stored token (no request was sent);
 * - 'business': the server answered `result.status === 'error'`;
 * - 'rpc': the server answered a JSON-RPC `error` (bad params, malformed body);
 * - 'http': a failing HTTP status without a readable envelope;
 * - 'contract': the server's success answer breaks the contract's result schema.
 */
export type ApiErrorKind = 'network' | 'timeout' | 'unavailable' | 'auth' | 'business' | 'rpc' | 'http' | 'contract';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** HTTP status of the answer; undefined when none arrived. */
    readonly status?: number,
    /** The server's reason: a string for business errors ('not_found'), a number for JSON-RPC errors. */
    readonly code?: string | number,
    /** Further fields of a business error (e.g. `user_id` of an account still to verify, `retry_after`). */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }
}

export const isApiError = (err: unknown): err is ApiError => err instanceof ApiError;

export const networkError = () => new ApiError('network', apiMessage('product.network'));
export const timeoutError = () => new ApiError('timeout', apiMessage('api.timeout'));
export const unavailableError = () => new ApiError('unavailable', apiMessage('api.unavailable'));
export const noTokenError = () => new ApiError('auth', apiMessage('api.noToken'));

/** Failures that say the service is unwell: they count towards opening failure protection. */
export const isServiceFailure = (err: unknown): boolean =>
  isApiError(err) && (err.kind === 'network' || err.kind === 'timeout' || (err.status ?? 0) >= 500);
