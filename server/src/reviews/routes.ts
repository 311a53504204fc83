/** Review calls: the shopper is always the bearer token's, never one named in the params. */
import type { AuthContext } from '../auth/context';
import { requireSession } from '../auth/sessions';
import type { Handlers } from '../rpc/plugin';
import { submitReview, userReviews } from './service';

export const reviewHandlers = (ctx: AuthContext): Handlers => {
  const userOf = async (req: Parameters<typeof requireSession>[1]) => (await requireSession(ctx, req)).userId;
  return {
    reviewSubmit: async (p, req) => submitReview(ctx.db, await userOf(req), p),
    reviewsUser: async (p, req) => userReviews(ctx.db, await userOf(req), p),
  };
};
