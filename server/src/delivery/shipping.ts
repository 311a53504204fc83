/** Which stock location ships a product to a region. */
import type { LocationStock } from './queries';

export interface Shipping {
  id: number;
  name: string;
  is_warehouse: boolean;
  seller_id: number | null;
  city: string;
  in_stock: boolean;
}

/** Answered when the shop has no stock location at all: its own warehouse in Muqdisho. */
export const DEFAULT_SHIPPING: Shipping = { id: 0, name: 'Suuq Warehouse — Muqdisho', is_warehouse: true, seller_id: null, city: 'Muqdisho', in_stock: false };

/**
 * A location that has the product beats one that does not; among those, the nearest to the region
 * (its `shipsFrom` cities, nearest first), then the warehouse, then the oldest location. When no
 * location carries the product, the warehouse stands in: it is where restocks arrive.
 */
export function shippingLocation(locations: LocationStock[], shipsFrom: string[]): Shipping {
  const carrying = locations.filter((l) => l.quantity !== null);
  const pool = carrying.length ? carrying : locations.filter((l) => l.isWarehouse);
  if (!pool.length) return DEFAULT_SHIPPING;
  const distance = (city: string) => {
    const i = shipsFrom.findIndex((c) => c.toLowerCase() === city.toLowerCase());
    return i < 0 ? shipsFrom.length : i;
  };
  const inStock = (l: LocationStock) => (l.quantity ?? 0) > 0;
  const best = [...pool].sort(
    (a, b) =>
      Number(inStock(b)) - Number(inStock(a)) ||
      distance(a.city) - distance(b.city) ||
      Number(b.isWarehouse) - Number(a.isWarehouse) ||
      a.id - b.id,
  )[0]!;
  return { id: best.id, name: best.name, is_warehouse: best.isWarehouse, seller_id: best.sellerId, city: best.city, in_stock: inStock(best) };
}
