/** Delivery calls of spec §7: product delivery info, regions, districts, methods, options and fees. */
import type { Db } from '../db/client';
import type { Handlers } from '../rpc/plugin';
import * as service from './service';

export const deliveryHandlers = (db: Db): Handlers => ({
  productDeliveryInfo: (p) => service.productDeliveryInfo(db, p),
  deliveryRegions: async (p) => service.deliveryRegions(p),
  deliveryDistricts: async (p) => service.deliveryDistricts(p),
  deliveryRegionsCustomer: async (p) => service.deliveryRegionsCustomer(p),
  deliveryMethods: async (p) => service.availableMethods(p),
  deliveryOptions: async (p) => service.availableOptions(p),
  calculateFee: (p) => service.calculateFee(db, p),
});
