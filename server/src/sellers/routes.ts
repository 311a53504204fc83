/** /api/sellers/{id} of spec §7. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../db/client';
import * as service from './service';

export const sellerCalls: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.rpc.register({
    seller: async (p) => ({ seller: await service.sellerInfo(db, p.id) }),
  });
};
