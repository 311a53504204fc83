/**
 * Notification calls and the WhatsApp test message: the user is always the bearer token's. The
 * test message goes through the shop's messenger (the WhatsApp adapter, or the outbox of a demo),
 * at most WHATSAPP_TEST_PER_HOUR per account per hour (limits/rules.ts), and only to the account's
 * own phone number: the shop's WhatsApp sender must not carry anyone's text to anyone.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AuthContext } from '../auth/context';
import { compactPhone } from '../auth/rules';
import { requireSession } from '../auth/sessions';
import { userById } from '../auth/users';
import { BusinessError } from '../errors';
import { takeHit } from '../limits/counter';
import { LIMITS, ruleFor } from '../limits/rules';
import { listNotifications, markAllRead, markRead } from './service';

export const WHATSAPP_TEST_TEMPLATE = 'whatsapp_test';
export const WHATSAPP_TEST_SENT = 'Test message sent.';
export const WHATSAPP_TEST_LIMIT = 'You have sent too many test messages. Please try again in an hour.';
export const WHATSAPP_TEST_FAILED = 'The WhatsApp message could not be sent. Please try again later.';
export const PHONE_INVALID = 'Enter the phone number with its dial code, e.g. +252612345678.';
export const WHATSAPP_TEST_NOT_OWN = 'You can send a test message only to your own phone number.';

export const notificationCalls: FastifyPluginAsyncTypebox<{ ctx: AuthContext }> = async (app, { ctx }) => {
  const userOf = async (req: Parameters<typeof requireSession>[1]) => (await requireSession(ctx, req)).userId;
  app.rpc.register({
    notifications: async (p, req) => listNotifications(ctx.db, await userOf(req), p.limit),
    notificationsMarkAllRead: async (_p, req) => markAllRead(ctx.db, await userOf(req)),
    notificationRead: async (p, req) => markRead(ctx.db, await userOf(req), Number(p.id)),
    whatsappSendTest: async (p, req) => {
      const userId = await userOf(req);
      const to = compactPhone(p.phone_number);
      if (!/^\+[1-9][0-9]{7,14}$/.test(to)) throw new BusinessError(400, 'phone_number', PHONE_INVALID);
      // Before the count: a refused number takes none of the account's hourly test messages.
      const user = await userById(ctx, userId);
      if (!user || compactPhone(user.fullPhone) !== to) throw new BusinessError(403, 'not_own_phone', WHATSAPP_TEST_NOT_OWN);
      // Counted before the send in the database (limits/counter.ts): one count for every API
      // process, kept across restarts. A send the gateway refused still counts (no retry storm).
      const hit = await takeHit(ctx.db, ruleFor(LIMITS.whatsappTest, `user:${userId}`), ctx.now());
      if (!hit.taken) throw new BusinessError(429, 'rate_limited', WHATSAPP_TEST_LIMIT, { retry_after: hit.retryAfterSeconds });
      try {
        await ctx.messenger.send({ to, channel: 'whatsapp', template: WHATSAPP_TEST_TEMPLATE, text: p.message.trim() });
      } catch (err) {
        ctx.log?.error({ err: err as Error, userId }, 'whatsapp test message failed');
        throw new BusinessError(502, 'send_failed', WHATSAPP_TEST_FAILED);
      }
      return { message: WHATSAPP_TEST_SENT };
    },
  });
};
