/** Review calls: the shopper is always the bearer token's, never one named in the params. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AuthContext } from '../auth/context';
import { requireSession } from '../auth/sessions';
import { submitReview, userReviews } from './service';

export const reviewCalls: FastifyPluginAsyncTypebox<{ ctx: AuthContext }> = async (app, { ctx }) => {
  const userOf = async (req: Parameters<typeof requireSession>[1]) => (await requireSession(ctx, req)).userId;
  app.rpc.register({
    reviewSubmit: async (p, req) => submitReview(ctx.db, await userOf(req), p),
    reviewsUser: async (p, req) => userReviews(ctx.db, await userOf(req), p),
  });
};
