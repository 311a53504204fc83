import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../db/client';
import * as service from './service';

/** POST /api/products/search. */
export const searchCalls: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.rpc.register({
    searchProducts: (p) => service.searchProducts(db, p),
  });
};
