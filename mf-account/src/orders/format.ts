import { isApiError } from 'shared-api';

/** The server said this order is not the shopper's or does not exist (the same answer: 404). */
export const isNotFound = (err: unknown): boolean => isApiError(err) && (err.status === 404 || err.code === 'not_found');

/**
 * What a failed call says: the server's message for its refusals, the client's for no answer or
 * failure protection; a bare HTTP status or a broken answer says nothing to a shopper (fallback).
 */
export function errorText(err: unknown, fallback: string): string {
  if (!isApiError(err) || err.kind === 'http' || err.kind === 'contract' || !err.message) return fallback;
  return err.message;
}
