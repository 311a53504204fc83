/**
 * The gateway's own words in a declined payment's message. The API sends no reason code, only
 * free text in English: 'Payment declined: <the gateway's reason>' (server/src/payments). The page
 * already says "declined" in its own language, so only the gateway's reason is kept: never
 * 'Lacag-bixinta waa la diiday: Payment declined: …'. '' when the message is that prefix alone.
 */
export function declineReason(message: string | null | undefined): string {
  return (message ?? '').replace(/^\s*payment (was )?declined\s*[:;,.\u2013\u2014-]?\s*/i, '').trim();
}
