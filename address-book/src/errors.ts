import { isApiError } from 'shared-api';

/**
 * What to tell the shopper when a call failed: the server's own message when it gave one (a
 * refusal, bad input), the client's text for no answer at all (offline, timeout, service
 * unavailable, logged out), else the page's fallback (spec §8: 'Failed to create address').
 */
export function failureMessage(err: unknown, fallback: string): string {
  if (!isApiError(err)) return fallback;
  const message = err.message.trim();
  if (!message) return fallback;
  switch (err.kind) {
    case 'business':
    case 'rpc':
    case 'network':
    case 'timeout':
    case 'unavailable':
    case 'auth':
      return message;
    default:
      // 'http' and 'contract' messages are for developers ('HTTP 502').
      return fallback;
  }
}
