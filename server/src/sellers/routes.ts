/**
 * /api/sellers/{id} of spec §7. Not in shared-api's contract yet: its schema lives here until the
 * contract adopts it (then this becomes a plain entry of `handlers`).
 */
import Type from 'typebox';
import type { CallDef } from '../contract';
import type { Db } from '../db/client';
import type { LocalCall } from '../rpc/plugin';
import * as service from './service';

const Location = Type.Object({ id: Type.Integer(), name: Type.String(), is_warehouse: Type.Boolean(), seller_id: Type.Union([Type.Integer(), Type.Null()]) });

export const sellerCall = {
  http: 'POST',
  path: '/api/sellers/:id',
  class: 'default',
  auth: false,
  params: Type.Object({ id: Type.String({ pattern: '^[0-9]{1,9}$' }) }),
  result: Type.Object({
    status: Type.Literal('success'),
    seller: Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      slug: Type.String(),
      city: Type.String(),
      country: Type.String(),
      rating: Type.Number(),
      stock_locations: Type.Array(Location),
    }),
  }),
} satisfies CallDef;

export const sellerCalls = (db: Db): LocalCall[] => [
  {
    name: 'seller',
    call: sellerCall,
    handler: async (p) => ({ seller: await service.sellerInfo(db, Number((p as { id: string }).id)) }),
  },
];
