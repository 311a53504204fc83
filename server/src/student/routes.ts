import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AuthContext } from '../auth/context';
import { requireSession } from '../auth/sessions';
import * as service from './service';

/** Student & Grad discount calls: always the bearer token's account, never one named in the params. */
export const studentCalls: FastifyPluginAsyncTypebox<{ ctx: AuthContext }> = async (app, { ctx }) => {
  app.rpc.register({
    studentDiscountRequest: async (p, req) => service.request(ctx, (await requireSession(ctx, req)).userId, p),
    studentDiscountVerify: async (p, req) => service.verify(ctx, (await requireSession(ctx, req)).userId, p),
    studentDiscountStatus: async (_p, req) => service.status(ctx, (await requireSession(ctx, req)).userId),
  });
};
