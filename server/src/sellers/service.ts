import type { Db } from '../db/client';
import { BusinessError } from '../rpc/errors';
import * as q from './queries';

/** Spec §8's texts: 'Seller information not found'. */
export async function sellerInfo(db: Db, id: number) {
  const seller = await q.sellerById(db, id);
  if (!seller) throw new BusinessError(404, 'not_found', 'Seller information not found');
  const locations = await q.locationsOfSeller(db, id);
  return {
    id: seller.id,
    name: seller.name,
    slug: seller.slug,
    city: seller.city,
    country: seller.country,
    rating: Number(seller.rating),
    stock_locations: locations.map((l) => ({ id: l.id, name: l.name, is_warehouse: l.isWarehouse, seller_id: l.sellerId })),
  };
}
