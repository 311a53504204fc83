import { isApiError } from 'shared-api';

// One readable form for every date of an order ('24 Nov 2026, 10:42', 24-hour clock), in the
// shopper's own time zone. Somali pages keep it too: the spec writes dates this way.
const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const dateOnly = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** '24 Nov 2026, 10:42'; an unreadable date shows as the server sent it rather than 'Invalid Date'. */
export function formatDateTime(iso: string): string {
  const when = new Date(iso);
  return Number.isNaN(when.getTime()) ? iso : dateTime.format(when);
}

/** '24 Nov 2026'. */
export function formatDate(iso: string): string {
  const when = new Date(iso);
  return Number.isNaN(when.getTime()) ? iso : dateOnly.format(when);
}

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
