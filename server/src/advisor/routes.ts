/**
 * Ila Tali's calls: the user is always the bearer token's (401 'Authentication required' without
 * one). Questions go to the number SUUQ_ADVISOR_WHATSAPP names, the shop's advisors' WhatsApp.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AuthContext } from '../auth/context';
import { requireSession } from '../auth/sessions';
import { ask, DEFAULT_ADVISOR_WHATSAPP, listQuestions, suggest } from './service';

export const advisorCalls: FastifyPluginAsyncTypebox<{ ctx: AuthContext; env: NodeJS.ProcessEnv }> = async (app, { ctx, env }) => {
  const advisorPhone = env.SUUQ_ADVISOR_WHATSAPP?.trim() || DEFAULT_ADVISOR_WHATSAPP;
  const userOf = async (req: Parameters<typeof requireSession>[1]) => (await requireSession(ctx, req)).userId;
  app.rpc.register({
    advisorSuggest: async (p, req) => {
      await userOf(req);
      return suggest(ctx.db, p);
    },
    advisorAsk: async (p, req) => ask(ctx, advisorPhone, await userOf(req), p),
    advisorQuestions: async (p, req) => listQuestions(ctx.db, await userOf(req), p.limit ?? 10),
  });
};
