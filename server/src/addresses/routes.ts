import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AuthContext } from '../auth/context';
import { requireSession } from '../auth/sessions';
import * as service from './service';

/** Address calls: the user is always the bearer token's, never one named in the params. */
export const addressCalls: FastifyPluginAsyncTypebox<{ ctx: AuthContext }> = async (app, { ctx }) => {
  app.rpc.register({
    addresses: async (_p, req) => service.addressBook(ctx, (await requireSession(ctx, req)).userId),
    addressCreate: async (p, req) => service.createAddress(ctx, (await requireSession(ctx, req)).userId, p),
    addressUpdate: async (p, req) => service.updateAddress(ctx, (await requireSession(ctx, req)).userId, p),
    addressDelete: async (p, req) => service.deleteAddress(ctx, (await requireSession(ctx, req)).userId, p),
  });
};
