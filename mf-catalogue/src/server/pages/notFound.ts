import { isApiError, RpcCodes, type ApiError } from 'shared-api';
import type { Preloaded } from 'shared-federation/server';
import type { Answers, PageAnswer } from './types';

/**
 * A page whose subject does not exist (an unknown product) renders its own not-found text from
 * the failure kept under `key`, with 404 (400 for a malformed address), under the head `headOf`
 * makes of it (notFoundHead: the title the page's tab shows, and noindex). Anything else (the API
 * down) is thrown: the render service then sends the area empty and the browser renders it.
 */
export function notFoundAnswer(err: unknown, data: Answers, key: string, headOf: (err: ApiError) => string): PageAnswer {
  if (!isApiError(err) || (err.status !== 404 && err.status !== 400 && err.code !== RpcCodes.invalidParams)) throw err;
  data.set(key, { error: err });
  return { data: data as Preloaded, status: err.status === 404 ? 404 : 400, head: headOf(err) };
}
