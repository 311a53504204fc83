import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AuthContext } from '../auth/context';
import { requireSession } from '../auth/sessions';
import * as service from './service';

/** Profile calls: the user is always the bearer token's, never one named in the params. */
export const profileCalls: FastifyPluginAsyncTypebox<{ ctx: AuthContext }> = async (app, { ctx }) => {
  app.rpc.register({
    profile: async (_p, req) => service.readProfile(ctx, (await requireSession(ctx, req)).userId),
    profileUpdate: async (p, req) => service.updateProfile(ctx, (await requireSession(ctx, req)).userId, p),
  });
};
