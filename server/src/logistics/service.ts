/** /api/logistics/locations: the shop's stock locations, or one default location (spec §7). */
import type { StockLocation } from '../contract';
import type { Db } from '../db/client';
import * as q from './queries';

/** Answered when no stock location is configured: the shop's own warehouse in Muqdisho. */
export const DEFAULT_LOCATION: StockLocation = { id: 0, name: 'Suuq Warehouse — Muqdisho', is_warehouse: true, seller_id: null };

export async function stockLocations(db: Db, sellerId?: number) {
  const rows = await q.stockLocationList(db, sellerId);
  // Warehouses first: they ship everything.
  const locations = rows
    .sort((a, b) => Number(b.isWarehouse) - Number(a.isWarehouse) || a.id - b.id)
    .map((r) => ({ id: r.id, name: r.name, is_warehouse: r.isWarehouse, seller_id: r.sellerId }));
  return locations.length ? { locations, is_fallback: false } : { locations: [DEFAULT_LOCATION], is_fallback: true };
}
