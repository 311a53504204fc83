import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../db/client';
import * as service from './service';

export const logisticsCalls: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.rpc.register({
    logisticsLocations: (p) => service.stockLocations(db, p.seller_id),
  });
};
