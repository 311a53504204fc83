/**
 * Customer service: public. With a bearer token the message is the session's account's (a dead
 * token is a 401, so the page's session-expired flow runs); the reply address is always the one
 * typed in the form.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AuthContext } from '../auth/context';
import { bearerToken, requireSession } from '../auth/sessions';
import { DEFAULT_SUPPORT_EMAIL, sendMessage } from './service';

export const supportCalls: FastifyPluginAsyncTypebox<{ ctx: AuthContext; env: NodeJS.ProcessEnv }> = async (app, { ctx, env }) => {
  const supportEmail = env.SUUQ_SUPPORT_EMAIL?.trim() || DEFAULT_SUPPORT_EMAIL;
  app.rpc.register({
    supportMessage: async (p, req) => {
      const userId = bearerToken(req) ? (await requireSession(ctx, req)).userId : null;
      return sendMessage(ctx, supportEmail, { userId, ip: req.ip }, p);
    },
  });
};
