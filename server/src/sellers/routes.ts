/** /api/sellers/{id} of spec §7. */
import type { Db } from '../db/client';
import type { Handlers } from '../rpc/plugin';
import * as service from './service';

export const sellerHandlers = (db: Db): Handlers => ({
  seller: async (p) => ({ seller: await service.sellerInfo(db, p.id) }),
});
