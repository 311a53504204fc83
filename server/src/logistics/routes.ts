import type { Db } from '../db/client';
import type { Handlers } from '../rpc/plugin';
import * as service from './service';

export const logisticsHandlers = (db: Db): Handlers => ({
  logisticsLocations: (p) => service.stockLocations(db, p.seller_id),
});
