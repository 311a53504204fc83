/** Delivery calls of spec §7: product delivery info, regions, districts, methods, options and fees. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../db/client';
import * as service from './service';

export const deliveryCalls: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.rpc.register({
    productDeliveryInfo: (p) => service.productDeliveryInfo(db, p),
    deliveryRegions: async (p) => service.deliveryRegions(p),
    deliveryDistricts: async (p) => service.deliveryDistricts(p),
    deliveryRegionsCustomer: async (p) => service.deliveryRegionsCustomer(p),
    deliveryMethods: async (p) => service.availableMethods(p),
    deliveryOptions: async (p) => service.availableOptions(p),
    calculateFee: (p) => service.calculateFee(db, p),
  });
};
