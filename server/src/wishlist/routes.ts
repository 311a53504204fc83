import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AuthContext } from '../auth/context';
import { requireSession } from '../auth/sessions';
import * as service from './service';

/** Wishlist calls: the shopper is always the bearer token's, never one named in the params. */
export const wishlistCalls: FastifyPluginAsyncTypebox<{ ctx: AuthContext }> = async (app, { ctx }) => {
  app.rpc.register({
    wishlist: async (_p, req) => service.list(ctx, (await requireSession(ctx, req)).userId),
    wishlistAdd: async (p, req) => service.add(ctx, (await requireSession(ctx, req)).userId, p),
    wishlistRemove: async (p, req) => service.remove(ctx, (await requireSession(ctx, req)).userId, p),
    wishlistClear: async (_p, req) => service.clear(ctx, (await requireSession(ctx, req)).userId),
  });
};
