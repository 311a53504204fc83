import type { Db } from '../db/client';
import type { Handlers } from '../rpc/plugin';
import * as service from './service';

/** POST /api/products/search. */
export const searchHandlers = (db: Db): Handlers => ({
  searchProducts: (p) => service.searchProducts(db, p),
});
