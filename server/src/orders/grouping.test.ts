import { findZone } from '../delivery/fees';
import { planOrder, type LocationFacts, type ProductFacts } from './grouping';

const zone = findZone({ region: 'Banadir', district: 'Hodan' });
const loc = (id: number, city: string, isWarehouse = false): LocationFacts => ({ id, name: `L${id}`, city, isWarehouse, sellerId: isWarehouse ? null : 1, sellerName: isWarehouse ? null : 'S' });
const prod = (id: number, over: Partial<ProductFacts> = {}): ProductFacts => ({ id, name: `P${id}`, slug: `p-${id}`, priceCents: 1_00, freeDelivery: false, isHaadExpress: false, ...over });

describe('which location ships a product', () => {
  const locations = [loc(1, 'Hargeisa'), loc(2, 'Muqdisho'), loc(3, 'Muqdisho', true), loc(4, 'Muqdisho')];

  it('nearest city to the region first, then the warehouse, then the oldest', () => {
    const all = [1, 2, 3, 4].map((l) => ({ productId: 10, stockLocationId: l, quantity: 5 }));
    expect(planOrder({ wanted: [{ product_id: 10, quantity: 1 }], products: [prod(10)], locations, stock: all, zone }).takes).toEqual([{ productId: 10, stockLocationId: 3, quantity: 1 }]);
    const noWarehouse = all.filter((s) => s.stockLocationId !== 3);
    expect(planOrder({ wanted: [{ product_id: 10, quantity: 1 }], products: [prod(10)], locations, stock: noWarehouse, zone }).takes[0]!.stockLocationId).toBe(2);
  });

  it('the location the cart named when it has enough for every line of the product', () => {
    const stock = [{ productId: 10, stockLocationId: 1, quantity: 3 }, { productId: 10, stockLocationId: 2, quantity: 9 }];
    const named = (q: number) => planOrder({ wanted: [{ product_id: 10, quantity: q, stock_location_id: 1 }, { product_id: 10, quantity: 1 }], products: [prod(10)], locations, stock, zone });
    expect(named(2).takes).toEqual([{ productId: 10, stockLocationId: 1, quantity: 3 }]);
    // 3 + 1 = 4: more than the named location has, so the nearest with enough ships both lines.
    expect(named(3).takes).toEqual([{ productId: 10, stockLocationId: 2, quantity: 4 }]);
    expect(named(3).groups.map((g) => [g.location.id, g.lines.length, g.subtotalCents])).toEqual([[2, 2, 4_00]]);
  });

  it('not enough at any one location: unavailable, with the most one location could send', () => {
    const stock = [{ productId: 10, stockLocationId: 1, quantity: 3 }, { productId: 10, stockLocationId: 2, quantity: 2 }];
    const plan = planOrder({ wanted: [{ product_id: 10, quantity: 4 }], products: [prod(10)], locations, stock, zone });
    expect(plan.unavailable).toEqual([{ product_id: 10, variant_id: null, name: 'P10', reason: 'out_of_stock', available: 3, message: 'Only 3 left of P10' }]);
    expect([plan.groups, plan.takes, plan.subtotalCents, plan.feeCents]).toEqual([[], [], 0, 0]);
  });

  it('a line with a variant is refused as not sold (the catalogue has none); the product without one is planned', () => {
    const stock = [{ productId: 10, stockLocationId: 3, quantity: 5 }];
    const plan = planOrder({ wanted: [{ product_id: 10, quantity: 1, variant_id: 7 }, { product_id: 10, quantity: 2, variant_id: null }], products: [prod(10)], locations, stock, zone });
    expect(plan.unavailable).toEqual([{ product_id: 10, variant_id: 7, name: 'P10', reason: 'not_found', available: 0, message: 'This option of P10 is no longer sold' }]);
    expect(plan.takes).toEqual([{ productId: 10, stockLocationId: 3, quantity: 2 }]);
    expect(plan.groups.flatMap((g) => g.lines.map((l) => [l.variantId, l.quantity]))).toEqual([[null, 2]]);
  });
});
