/**
 * Customer service's fixed lists and limits (the footer's Help → Customer Service), for the server
 * and mf-account's form. Not exported by the package pages import ('shared-api'): the shell
 * provides that one to every page and its first load stays within budget; mf-account imports this
 * file itself, and the server takes it from 'shared-api/contract'.
 */
import { cleanDigits } from './phone-rules';

/** What a message is about: support sorts its inbox by it. */
export const SUPPORT_TOPICS = ['order', 'delivery', 'payment', 'return', 'account', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];
export const SUPPORT_NAME_MAX = 80;
/** An e-mail address (254 is the longest a mailbox can be) or a phone with its dial code. */
export const SUPPORT_CONTACT_MAX = 254;
/** Long enough to say what happened; short enough for one e-mail. */
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 2000;
/**
 * Abuse limits, counted over the last hour in the stored messages (so they hold across API
 * processes): per reply address (phone or e-mail) and per network address (generous: many
 * shoppers share one mobile carrier's address).
 */
export const SUPPORT_MESSAGES_PER_HOUR = 5;
export const SUPPORT_MESSAGES_PER_HOUR_PER_IP = 20;
/** The reference a shopper quotes to support: 'CS-100042'. */
export const SUPPORT_REFERENCE_PATTERN = '^CS-[0-9]{6,}$';

/**
 * Where support can reply, as the server stores it: an e-mail address (lower case) or a phone
 * with its dial code as '+<digits>' (spaces, dashes, dots and brackets dropped); null for
 * anything else. The form checks with the same rule before sending.
 */
export function supportReplyAddress(contact: string): { kind: 'email' | 'phone'; address: string } | null {
  const given = contact.trim();
  if (given.includes('@')) {
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(given) ? { kind: 'email', address: given.toLowerCase() } : null;
  }
  const phone = cleanDigits(given).replace(/[().]/g, '');
  return /^\+[1-9][0-9]{7,14}$/.test(phone) ? { kind: 'phone', address: phone } : null;
}
