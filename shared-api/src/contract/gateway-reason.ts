/**
 * The mobile money gateway's own words in a payment's message, without the server's 'Payment
 * declined:' or 'Payment failed:' before them (server/src/payments): a page or a notification
 * already says declined or failed in its own language. '' when the message is that prefix alone.
 * Its own entry (shared-api/contract/gateway-reason), bundled by the wallet page and the
 * notifications' texts, so the shared root every page loads stays without it.
 */
export function gatewayReason(message: string | null | undefined): string {
  return (message ?? '').replace(/^\s*payment (was )?(declined|failed)\s*[:;,.\u2013\u2014-]?\s*/i, '').trim();
}
