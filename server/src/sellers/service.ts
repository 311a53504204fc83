import type { Db } from '../db/client';
import { BusinessError } from '../errors';
import * as q from './queries';

/** Spec §8's texts: 'Seller ID is required' for a blank id, 'Seller information not found' otherwise. */
export async function sellerInfo(db: Db, ref: number | string | undefined) {
  const text = ref === undefined ? '' : String(ref).trim();
  if (!text) throw new BusinessError(400, 'invalid_params', 'Seller ID is required');
  const id = /^[0-9]{1,9}$/.test(text) ? Number(text) : NaN;
  const seller = Number.isNaN(id) ? undefined : await q.sellerById(db, id);
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
