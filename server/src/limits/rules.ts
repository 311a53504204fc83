/**
 * Every counted limit of the shop in one list (server/SECURITY.md names each with its proof). A
 * limit's key is its name and the subject it limits (`advisor-ask:user:42`), counted by counter.ts.
 */
import { ADVISOR_ASKS_PER_HOUR, SUPPORT_MESSAGES_PER_HOUR, SUPPORT_MESSAGES_PER_HOUR_PER_IP, WHATSAPP_TEST_PER_HOUR } from '../contract';
import type { LimitRule } from './counter';

const HOUR_MS = 3600_000;

export interface Limit {
  name: string;
  limit: number;
  windowMs: number;
}

/** Reactions are not stored, only relayed to the room: a burst guard per shopper. */
export const LIVE_REACTIONS_PER_10S = 20;
/** Codes per user and purpose in any hour: the 60-s cooldown alone would allow 60 messages an hour. */
export const CODES_PER_HOUR = 5;

export const LIMITS = {
  advisorAsk: { name: 'advisor-ask', limit: ADVISOR_ASKS_PER_HOUR, windowMs: HOUR_MS },
  whatsappTest: { name: 'whatsapp-test', limit: WHATSAPP_TEST_PER_HOUR, windowMs: HOUR_MS },
  liveReact: { name: 'live-react', limit: LIVE_REACTIONS_PER_10S, windowMs: 10_000 },
  /** Customer service messages per reply address (phone or e-mail), and per public network address. */
  supportByContact: { name: 'support-contact', limit: SUPPORT_MESSAGES_PER_HOUR, windowMs: HOUR_MS },
  supportByAddress: { name: 'support-ip', limit: SUPPORT_MESSAGES_PER_HOUR_PER_IP, windowMs: HOUR_MS },
  /** One code of a purpose (verify, reset, login) per user at a time: its cooldown. */
  codeCooldown: (purpose: string, seconds: number): Limit => ({ name: `code-cooldown-${purpose}`, limit: 1, windowMs: seconds * 1000 }),
  codesPerHour: (purpose: string): Limit => ({ name: `codes-${purpose}`, limit: CODES_PER_HOUR, windowMs: HOUR_MS }),
} as const;

/** The rule of `limit` for one subject (`user:42`). */
export const ruleFor = (limit: Limit, subject: string): LimitRule => ({
  key: `${limit.name}:${subject}`,
  limit: limit.limit,
  windowMs: limit.windowMs,
});
