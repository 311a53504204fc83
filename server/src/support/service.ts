/**
 * Customer service messages: checked, stored in support_messages, then e-mailed to the shop's
 * support address through the shop's messenger (the local outbox in development and demos).
 */
import { eq } from 'drizzle-orm';
import {
  SUPPORT_MESSAGE_MIN, supportReplyAddress,
  type ParamsOf, type ResultOf, type SupportTopic, type calls,
} from '../contract';
import type { AuthContext } from '../auth/context';
import { supportMessages } from '../db/schema-support';
import { users } from '../db/schema-auth';
import { orderNumber, ownOrderRow } from '../orders/read';
import { giveBack, takeHits, type LimitRule } from '../limits/counter';
import { LIMITS, ruleFor } from '../limits/rules';
import { BusinessError } from '../errors';

type SendResult = Omit<ResultOf<typeof calls.supportMessage>, 'status'>;

/** The footer's support e-mail (shared-ui BRAND.supportEmail), unless SUUQ_SUPPORT_EMAIL names another. */
export const DEFAULT_SUPPORT_EMAIL = 'support@suuq.so';
export const SUPPORT_TEMPLATE = 'support_message';
export const REFERENCE_BASE = 100_000;
export const referenceOf = (id: number) => `CS-${REFERENCE_BASE + id}`;

export const CONTACT_INVALID = 'Enter an e-mail address, or a phone number with its dial code, e.g. +252612345678.';
export const NAME_MISSING = 'Enter your name.';
export const MESSAGE_SHORT = `Write at least ${SUPPORT_MESSAGE_MIN} characters so we can help.`;
export const ORDER_NEEDS_LOGIN = 'Log in to ask about one of your orders.';
export const ORDER_NOT_YOURS = 'That order is not one of yours. Pick one of your orders, or leave the order empty.';
export const LIMITED = 'You have sent several messages in the last hour. Please try again in {minutes} minutes, or write to us on WhatsApp.';
export const SEND_FAILED = 'Your message could not be sent just now. Please try again, or write to us on WhatsApp.';
export const SENT = 'Thank you. Customer service has your message {reference} and will reply by {channel}.';

const TOPIC_NAMES: Record<SupportTopic, string> = {
  order: 'An order', delivery: 'Delivery', payment: 'Payment', return: 'Returns & exchanges', account: 'My account', other: 'Something else',
};

/**
 * A proxy's or this machine's own address (loopback, private networks): behind nginx without
 * Fastify's trustProxy every request carries the proxy's, and counting it would limit the whole
 * shop at once, so only public addresses are counted per network address.
 */
export function isProxyAddress(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return (
    /^(127|10)\./.test(v4) || /^192\.168\./.test(v4) || /^172\.(1[6-9]|2\d|3[01])\./.test(v4) ||
    ip === '::1' || /^f[cd][0-9a-f]{2}:/i.test(ip) || /^fe80:/i.test(ip)
  );
}

/**
 * The abuse limit, taken on the shop's shared counter (limits/counter.ts) before anything is
 * stored, so parallel messages over several API processes cannot pass it together: one hit per
 * reply address, and per network address when it is a public one.
 */
export function supportRules(contact: string, ip: string): LimitRule[] {
  const rules = [ruleFor(LIMITS.supportByContact, contact)];
  if (!isProxyAddress(ip)) rules.push(ruleFor(LIMITS.supportByAddress, ip));
  return rules;
}

export interface Sender {
  /** The account of the session it was sent with; null for a visitor. */
  userId: number | null;
  ip: string;
}

export async function sendMessage(ctx: AuthContext, supportEmail: string, from: Sender, p: ParamsOf<typeof calls.supportMessage>): Promise<SendResult> {
  const name = p.name.trim();
  if (!name) throw new BusinessError(400, 'name', NAME_MISSING);
  const reply = supportReplyAddress(p.contact);
  if (!reply) throw new BusinessError(400, 'contact', CONTACT_INVALID);
  const message = p.message.trim();
  if (message.length < SUPPORT_MESSAGE_MIN) throw new BusinessError(400, 'message', MESSAGE_SHORT);

  let order: { id: number; number: string } | null = null;
  if (p.order_id !== undefined) {
    if (from.userId === null) throw new BusinessError(401, 'unauthorized', ORDER_NEEDS_LOGIN);
    // Another account's order and a missing one are refused alike: nobody learns which ids exist.
    const row = await ownOrderRow(ctx.db, from.userId, p.order_id).catch((err: unknown) => {
      throw err instanceof BusinessError && err.httpStatus === 404 ? new BusinessError(404, 'not_found', ORDER_NOT_YOURS) : err;
    });
    order = { id: row.id, number: orderNumber(row.id) };
  }

  const now = ctx.now();
  const hit = await takeHits(ctx.db, supportRules(reply.address, from.ip), now);
  if (!hit.taken) {
    const wait = hit.retryAfterSeconds;
    throw new BusinessError(429, 'rate_limited', LIMITED.replace('{minutes}', String(Math.ceil(wait / 60))), { retry_after: wait });
  }

  const [account] = from.userId === null ? [] : await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, from.userId)).limit(1);
  const [row] = await ctx.db
    .insert(supportMessages)
    .values({ userId: from.userId, name, contact: reply.address, replyBy: reply.kind, topic: p.topic, orderId: order?.id ?? null, message, ip: from.ip, status: 'sent', createdAt: now })
    .returning({ id: supportMessages.id });
  const reference = referenceOf(row!.id);
  const text = [
    `Suuq customer service · ${reference} · ${TOPIC_NAMES[p.topic]}`,
    `From: ${name} — reply by ${reply.kind === 'email' ? 'e-mail' : 'phone or WhatsApp'} to ${reply.address}`,
    `Account: ${account ? `#${from.userId} ${account.email}` : 'a visitor without a session'}`,
    ...(order ? [`Order: ${order.number}`] : []),
    '',
    message,
  ].join('\n');
  try {
    await ctx.messenger.send({ to: supportEmail, channel: 'email', template: SUPPORT_TEMPLATE, text });
  } catch (err) {
    ctx.log?.error({ err: err as Error, reference }, 'support message stored but not e-mailed');
    await ctx.db.update(supportMessages).set({ status: 'failed' }).where(eq(supportMessages.id, row!.id));
    // Support never got it: the shopper's Try again is not counted twice.
    await giveBack(ctx.db, hit);
    throw new BusinessError(502, 'send_failed', SEND_FAILED);
  }
  return {
    reference,
    reply_by: reply.kind,
    order_number: order?.number ?? null,
    message: SENT.replace('{reference}', reference).replace('{channel}', reply.kind === 'email' ? 'e-mail' : 'phone or WhatsApp'),
  };
}
